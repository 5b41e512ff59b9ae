import { type FormEvent, useEffect, useState } from 'react';
import type { EnrolOffer } from '../../domain/schemas/two-factor.ts';
import { FormField, FormSubmit } from '../../ui/auth-fields.tsx';
import { EnrolView } from './enrol-view.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { failureText, twoFactorCall } from './two-factor-api.ts';

/** What the login answer said comes next, and what finishing gives back: `{token, user}`. */
export interface SignInChallenge {
  twoFactor: 'verify' | 'enrol';
  challenge: string;
}
export type SignedIn = { token: string; user: unknown };

/**
 * The step after a correct password (docs/behaviour.md#two-factor-sign-in): a code from the app or
 * a recovery code; or, when the firm requires two-factor sign-in and the person has none yet,
 * enrolment, then the recovery codes, then in. `onRestart` goes back to the password.
 */
export function TwoFactorSignIn({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SignInChallenge;
  onSignedIn: (session: SignedIn) => Promise<void>;
  onRestart: () => void;
}) {
  return step.twoFactor === 'verify' ? (
    <VerifyStep challenge={step.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  ) : (
    <EnrolStep challenge={step.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />
  );
}

function VerifyStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: SignedIn) => Promise<void>;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(recovery ? 'Enter a recovery code' : 'Enter the six-digit code');
    setBusy(true);
    const body = recovery ? { challenge, recoveryCode: value } : { challenge, code: value };
    const res = await twoFactorCall('twoFactorVerify', { body });
    if (res.ok) return onSignedIn(res.data as SignedIn);
    setBusy(false);
    setError(failureText(res));
    // The five minutes are over or the step was used: only the password can start again.
    if (res.status === 401) onRestart();
  }

  return (
    <div className="two-factor-sign-in">
      <h1>Two-factor sign-in</h1>
      <p className="muted auth-lead">
        {recovery
          ? 'Enter one of the recovery codes you saved. Each works once.'
          : 'Enter the six-digit code from your authenticator app.'}
      </p>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <FormField
          id="two-factor-code"
          label={recovery ? 'Recovery code' : 'Six-digit code'}
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          autoComplete="one-time-code"
        />
        <FormSubmit error={error} busy={busy} label="Verify" busyLabel="Checking..." />
      </form>
      <div className="auth-row">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(null);
          }}
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </button>
        <button type="button" className="link-button" onClick={onRestart}>
          Back to sign in
        </button>
      </div>
    </div>
  );
}

function EnrolStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: SignedIn) => Promise<void>;
  onRestart: () => void;
}) {
  const [offer, setOffer] = useState<EnrolOffer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ session: SignedIn; codes: string[] } | null>(null);

  useEffect(() => {
    let live = true;
    void twoFactorCall('twoFactorSignInEnrol', { body: { challenge } }).then((res) => {
      if (!live) return;
      if (res.ok) setOffer(res.data);
      else setFailure(failureText(res));
    });
    return () => {
      live = false;
    };
  }, [challenge]);

  const confirm = async (code: string): Promise<string | null> => {
    const res = await twoFactorCall('twoFactorSignInConfirm', { body: { challenge, code } });
    if (!res.ok) {
      if (res.status === 401) onRestart();
      return failureText(res);
    }
    const { recoveryCodes, ...session } = res.data as SignedIn & { recoveryCodes?: string[] };
    setDone({ session, codes: recoveryCodes ?? [] });
    return null;
  };

  return (
    <div className="two-factor-sign-in">
      <h1>Set up two-factor sign-in</h1>
      {done ? (
        <RecoveryCodes codes={done.codes} doneLabel="Continue" onDone={() => void onSignedIn(done.session)} />
      ) : (
        <>
          <p className="muted auth-lead">
            Your firm requires a code from an authenticator app at sign-in. Set it up now; it takes a minute.
          </p>
          {failure && (
            <p className="alert alert-error" role="alert">
              {failure}
            </p>
          )}
          {offer ? (
            <EnrolView offer={offer} onConfirm={confirm} onCancel={onRestart} />
          ) : (
            !failure && <p aria-live="polite">Preparing your key…</p>
          )}
        </>
      )}
    </div>
  );
}
