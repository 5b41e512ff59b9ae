import { type FormEvent, useId, useState } from 'react';
import { personalWords } from '../../domain/rules/password-policy.ts';
import type { OidcAccount } from '../../domain/schemas/api-oidc.ts';
import { FormField } from '../../ui/form-field.tsx';
import { isConfirmed, ProviderConfirmation, useProviderAccount } from '../sign-in-rules/index.ts';
import { useOnline } from '../sync/index.ts';
import { NewPasswordField, newPasswordProblem } from './new-password-field.tsx';
import { failureText, firstFieldErrors, OFFLINE_ACTION, peopleCall } from './people-api.ts';
import './people.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Your own password and sign-in email, under Profile (docs/behaviour.md#people). Both need your
 * current password and a connection; changing the password signs out your other devices.
 */
export function AccountSecurity({ name, email }: { name: string; email: string }) {
  const online = useOnline();
  // Someone with no password here confirms at the firm's provider instead (docs/oidc.md#people-without-a-password).
  const account = useProviderAccount();
  return (
    <>
      {!online && (
        <p className="alert alert-warn account-card" role="status">
          {OFFLINE_ACTION}
        </p>
      )}
      {account?.providerOnly ? <NoPassword /> : <ChangePassword name={name} email={email} />}
      <ChangeEmail email={email} account={account} />
    </>
  );
}

function NoPassword() {
  const headingId = useId();
  return (
    <section className="card profile-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Password</h2>
      <p className="muted">You sign in with your firm’s account, so you have no password here.</p>
    </section>
  );
}

function ChangePassword({ name, email }: { name: string; email: string }) {
  const headingId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const personal = personalWords(name, email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const found: Record<string, string | null> = {
      currentPassword: current ? null : 'Enter your current password',
      newPassword: next ? await newPasswordProblem(next, personal) : 'Choose a new password',
    };
    setErrors(found);
    const first = Object.entries(found).find(([, v]) => v)?.[0];
    if (first)
      return document.getElementById(first === 'currentPassword' ? 'own-current' : 'own-new')?.focus();
    if (!navigator.onLine) return setFailure(OFFLINE_ACTION);
    setBusy(true);
    try {
      const res = await peopleCall('changePassword', {
        body: { currentPassword: current, newPassword: next },
      });
      if (res.ok) {
        setCurrent('');
        setNext('');
        setDone(res.message ?? 'Password changed');
        return;
      }
      setErrors(firstFieldErrors(res.errors));
      setFailure(
        res.errors ? null : failureText(res, 'Your password could not be changed. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Change password</h2>
      <p className="muted">Your other devices are signed out when you change it.</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <FormField id="own-current" label="Current password" required error={errors.currentPassword ?? null}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          )}
        </FormField>
        <NewPasswordField
          id="own-new"
          value={next}
          onChange={setNext}
          error={errors.newPassword}
          onError={(e) => setErrors((all) => ({ ...all, newPassword: e }))}
          personal={personal}
        />
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        {done && (
          <p className="alert alert-info" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}

function ChangeEmail({ email, account }: { email: string; account: OidcAccount | null }) {
  const headingId = useId();
  const noPassword = account?.providerOnly === true;
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const found: Record<string, string | null> = {
      email: !value.trim()
        ? 'Enter your new email'
        : !EMAIL.test(value.trim())
          ? 'Please enter a valid email address'
          : null,
      password: password || noPassword ? null : 'Enter your password',
    };
    setErrors(found);
    const first = Object.entries(found).find(([, v]) => v)?.[0];
    if (first)
      return document.getElementById(first === 'email' ? 'own-email' : 'own-email-password')?.focus();
    if (!navigator.onLine) return setFailure(OFFLINE_ACTION);
    setBusy(true);
    try {
      const res = await peopleCall('changeEmail', {
        body: { email: value.trim(), ...(noPassword ? {} : { password }) },
      });
      if (res.ok) {
        setValue('');
        setPassword('');
        setDone(res.message ?? 'Email changed');
        return;
      }
      setErrors(firstFieldErrors(res.errors));
      setFailure(res.errors ? null : failureText(res, 'Your email could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Change sign-in email</h2>
      <p className="muted">
        You sign in with {email} now.{' '}
        {noPassword ? 'Your firm’s account confirms the change.' : 'Your password confirms the change.'}
      </p>
      {account && noPassword && <ProviderConfirmation account={account} />}
      {noPassword && isConfirmed(account) && account?.confirmedEmail !== email && (
        <p className="muted">
          Your firm’s account now signs in as <strong>{account?.confirmedEmail}</strong>: that is the only new
          email you can choose here.
        </p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <FormField id="own-email" label="New email" required error={errors.email ?? null}>
          {(p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </FormField>
        {!noPassword && (
          <FormField id="own-email-password" label="Your password" required error={errors.password ?? null}>
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FormField>
        )}
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        {done && (
          <p className="alert alert-info" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Changing…' : 'Change email'}
        </button>
      </form>
    </section>
  );
}
