import { useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { FormField, FormSubmit } from '../../ui/auth-fields.tsx';
import { endSentence, formatDateTime } from '../../ui/record-display.ts';
import { AuthLayout, useSessionStart } from '../auth/index.ts';
import { LinkProblem, linkFailure, useLinkCheck } from './link-pages.tsx';

const TITLE = 'Finish creating your firm';

/**
 * The page an emailed sign-up link opens (docs/behaviour.md#sign-up-by-email): the password chosen
 * at sign-up, typed again, makes the firm and signs its Admin in. Asking for it means a link read by
 * someone else signs nobody in, and the device gets the password its lock and keys are made from.
 */
export function SignUpFinishScreen() {
  const navigate = useNavigate();
  const { token } = useParams({ from: '/sign-up/$token' });
  const params = { token: token ?? '' };
  const [state, setState] = useLinkCheck('sign-up', params.token, () =>
    requestLater('signUpLink', { params }),
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sessionStart = useSessionStart(() => void navigate({ to: '/login' }));

  if (state.state !== 'ready') return <LinkProblem state={state} title={TITLE} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setError('Enter the password you chose');
      return document.getElementById('sign-up-password')?.focus();
    }
    setError(null);
    if (!navigator.onLine) return setFailure('You are offline. Creating your firm needs a connection.');
    setBusy(true);
    try {
      const res = await requestLater('finishSignUp', { params, body: { password } });
      if (res.ok) {
        await sessionStart.start(res.data, password, async () => {
          await navigate({ to: '/admin/dashboard' });
        });
        return;
      }
      if (res.status === 404 || res.status === 410) return setState(linkFailure(res, 'sign-up'));
      if (res.errors?.password) {
        setError(res.errors.password[0] ?? null);
        document.getElementById('sign-up-password')?.focus();
      } else
        setFailure(res.offline ? 'Could not reach the server.' : (res.message ?? 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      {sessionStart.choice}
      <h1>{TITLE}</h1>
      <p className="muted auth-lead">
        <strong>{state.data.organizationName}</strong>, with <strong>{state.data.email}</strong> as its
        administrator. This link works once, until {endSentence(formatDateTime(state.data.expiresAt))}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <FormField
          id="sign-up-password"
          label="The password you chose"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <FormSubmit error={failure} busy={busy} label="Create my firm" busyLabel="Creating your firm…" />
      </form>
    </AuthLayout>
  );
}
