import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { personalWords } from '../../domain/rules/password-policy.ts';
import { endSentence, formatDateTime } from '../../ui/record-display.ts';
import { AuthLayout } from '../auth/index.ts';
import { LinkProblem, linkFailure, useLinkCheck } from './link-pages.tsx';
import { NewPasswordField, newPasswordProblem } from './new-password-field.tsx';

/**
 * The page a password-reset link opens (docs/behaviour.md#people): set a new password, once, within
 * the hour; every device of the person is signed out. A spent or made-up link gets a clear page.
 */
export function ResetScreen() {
  const { token } = useParams({ from: '/reset/$token' });
  const params = { token: token ?? '' };
  const [state, setState] = useLinkCheck('reset', params.token, () =>
    requestLater('passwordReset', { params }),
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (state.state !== 'ready') return <LinkProblem state={state} title="Set a new password" />;
  const personal = personalWords(state.data.name, state.data.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = password ? await newPasswordProblem(password, personal) : 'Choose a new password';
    setError(problem);
    if (problem) return document.getElementById('reset-password')?.focus();
    if (!navigator.onLine) return setFailure('You are offline. Setting a password needs a connection.');
    setBusy(true);
    try {
      const res = await requestLater('resetPassword', { params, body: { password } });
      if (res.ok) return setDone(true);
      if (res.status === 404 || res.status === 410) return setState(linkFailure(res, 'reset'));
      if (res.errors?.password) setError(res.errors.password[0] ?? null);
      else setFailure(res.offline ? 'Could not reach the server.' : (res.message ?? 'Something went wrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <h1>Set a new password</h1>
      {done ? (
        <>
          <p className="alert alert-info" role="status">
            Your password is changed, and every device that was signed in as you is signed out.
          </p>
          <p>
            <Link to="/login" className="button">
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted auth-lead">
            For <strong>{state.data.email}</strong>. This link works once, until{' '}
            {endSentence(formatDateTime(state.data.expiresAt))}
          </p>
          <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
            <NewPasswordField
              id="reset-password"
              value={password}
              onChange={setPassword}
              error={error}
              onError={setError}
              personal={personal}
            />
            {failure && (
              <p className="alert alert-error" role="alert">
                {failure}
              </p>
            )}
            <button type="submit" className="button auth-submit" disabled={busy}>
              {busy ? 'Saving…' : 'Set password'}
            </button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
