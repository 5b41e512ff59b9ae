import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { personalWords } from '../../domain/rules/password-policy.ts';
import { FormField } from '../../ui/form-field.tsx';
import { endSentence, formatDateTime } from '../../ui/record-display.ts';
import { AuthLayout, isSessionAnswer, useSessionStart } from '../auth/index.ts';
import { LinkProblem, linkFailure, useLinkCheck } from './link-pages.tsx';
import { NewPasswordField, newPasswordProblem } from './new-password-field.tsx';
import { ProviderInvite } from './provider-invite.tsx';

/**
 * The page an invitation link opens (docs/behaviour.md#people): who invited you to which firm, your
 * name and a new password; accepting signs you in. An expired, used, cancelled or made-up link
 * gets a page that says so and what to do.
 */
export function InviteScreen() {
  const { token } = useParams({ from: '/invite/$token' });
  const navigate = useNavigate();
  const params = { token: token ?? '' };
  const [state, setState] = useLinkCheck('invitation', params.token, () =>
    requestLater('invitation', { params }),
  );
  // The invitation's name until the person changes it.
  const [typedName, setName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Another person's unsent work on this device is kept unless the person chooses; cancelled, the
  // new account signs in later from /login.
  const sessionStart = useSessionStart(() => void navigate({ to: '/login' }));

  if (state.state !== 'ready') return <LinkProblem state={state} title="Accept your invitation" />;
  const invitation = state.data;
  const name = typedName ?? invitation.name;
  const personal = personalWords(name, invitation.email);

  /** A beneficiary with an account already: accepting adds the estate, then they sign in. */
  const join = async () => {
    setFailure(null);
    if (!navigator.onLine) return setFailure('You are offline. Accepting an invitation needs a connection.');
    setBusy(true);
    try {
      const res = await requestLater('acceptInvitation', { params, body: { name: invitation.name } });
      if (res.ok && 'signIn' in res.data) {
        setState({
          state: 'refused',
          title: 'The estate is added to your account',
          message: `Sign in with ${invitation.email} and your password to see it.`,
          tone: 'info',
        });
        return;
      }
      if (!res.ok && (res.status === 404 || res.status === 410 || res.status === 409)) {
        setState(linkFailure(res, 'invitation'));
        return;
      }
      setFailure(res.ok ? 'Something went wrong' : (res.message ?? 'Could not reach the server.'));
    } finally {
      setBusy(false);
    }
  };

  // A firm that signs in with its provider only: no password, its buttons instead (docs/oidc.md).
  if (invitation.signInWith) return <ProviderInvite token={token ?? ''} invitation={invitation} />;

  if (invitation.existingAccount)
    return (
      <AuthLayout>
        <h1>{invitation.organizationName} shares an estate with you</h1>
        <p className="muted auth-lead">
          You already have an account as <strong>{invitation.email}</strong>. Accept to add this estate to it,
          then sign in with your password. The link works once, until{' '}
          {endSentence(formatDateTime(invitation.expiresAt))}
        </p>
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <button type="button" className="button auth-submit" disabled={busy} onClick={() => void join()}>
          {busy ? 'Adding…' : 'Add the estate to my account'}
        </button>
        <p className="auth-foot">
          <Link to="/login">Sign in</Link>
        </p>
      </AuthLayout>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = {
      name: name.trim() ? null : 'Your name is required',
      password: password ? await newPasswordProblem(password, personal) : 'Choose a password',
    };
    setErrors(found);
    if (found.name) return document.getElementById('invite-accept-name')?.focus();
    if (found.password) return document.getElementById('invite-accept-password')?.focus();
    if (!navigator.onLine) return setFailure('You are offline. Accepting an invitation needs a connection.');
    setBusy(true);
    try {
      const res = await requestLater('acceptInvitation', { params, body: { name: name.trim(), password } });
      if (res.ok && 'twoFactorRequired' in res.data) {
        setState({
          state: 'refused',
          title: 'Your account is ready',
          message: `${invitation.organizationName} requires two-factor sign-in. Sign in with ${invitation.email} and your new password to set it up.`,
          tone: 'info',
        });
        return;
      }
      // Already a beneficiary of the firm: the invitation added the estate to that account.
      if (res.ok && 'signIn' in res.data) {
        setState({
          state: 'refused',
          title: 'The estate is added to your account',
          message: `You already have an account with ${invitation.organizationName}. Sign in with ${invitation.email} and your password to see it.`,
          tone: 'info',
        });
        return;
      }
      if (res.ok && isSessionAnswer(res.data)) {
        await sessionStart.start(res.data, undefined, async () => {
          await navigate({ to: '/admin/dashboard' });
        });
        return;
      }
      if (!res.ok && (res.status === 404 || res.status === 410 || res.status === 409)) {
        setState(linkFailure(res, 'invitation'));
        return;
      }
      if (!res.ok && res.errors)
        setErrors(Object.fromEntries(Object.entries(res.errors).map(([k, v]) => [k, v[0] ?? null])));
      else
        setFailure(
          res.ok
            ? 'Something went wrong'
            : res.offline
              ? 'Could not reach the server.'
              : (res.message ?? 'Something went wrong'),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <h1>Join {invitation.organizationName}</h1>
      <p className="muted auth-lead">
        You are invited as {invitation.role === 'Admin' ? 'an Admin' : invitation.role}. You will sign in as{' '}
        <strong>{invitation.email}</strong>. Choose your password; the link works once, until{' '}
        {endSentence(formatDateTime(invitation.expiresAt))}
      </p>
      {sessionStart.choice}
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <FormField id="invite-accept-name" label="Your name" required error={errors.name ?? null}>
          {(p) => <input {...p} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <NewPasswordField
          id="invite-accept-password"
          label="Password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          onError={(e) => setErrors((all) => ({ ...all, password: e }))}
          personal={personal}
        />
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button auth-submit" disabled={busy}>
          {busy ? 'Joining…' : 'Accept and sign in'}
        </button>
      </form>
      <p className="auth-foot">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
