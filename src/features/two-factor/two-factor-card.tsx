import { type FormEvent, useId, useState } from 'react';
import { can } from '../../domain/rules/permissions.ts';
import type { EnrolOffer } from '../../domain/schemas/two-factor.ts';
import { FormField, FormSubmit } from '../../ui/auth-fields.tsx';
import { ServerReadStatus } from '../../ui/server-read-status.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { isConfirmed, ProviderConfirmation, useProviderAccount } from '../sign-in-rules/index.ts';
import { useOnline } from '../sync/index.ts';
import { EnrolView } from './enrol-view.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { failureText, twoFactorCall } from './two-factor-api.ts';
import './two-factor.css';

type Mode =
  | { kind: 'idle' }
  | { kind: 'password'; next: 'enrol' | 'disable' | 'codes' }
  | { kind: 'enrol'; offer: EnrolOffer }
  | { kind: 'codes'; codes: string[] };

const OFFLINE = 'Two-factor settings are kept on the server. Connect to the internet to change them.';

/**
 * Profile's two-factor card (docs/behaviour.md#two-factor-sign-in): turn it on with a QR code and
 * a first code, get new recovery codes, turn it off; an Admin also sets the firm's requirement.
 * Each change asks for the password. Codes are never asked for offline work.
 */
export function TwoFactorCard({ role }: { role: string }) {
  const online = useOnline();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  // Someone with no password here confirms at the firm's provider instead (docs/oidc.md#people-without-a-password).
  const account = useProviderAccount();

  const loaded = useServerRead(() => twoFactorCall('twoFactorStatus'), 'two-factor', {
    online,
    offlineText: OFFLINE,
    failedText: 'Two-factor settings could not be read. Please try again.',
  });
  const status = loaded.state === 'ready' ? loaded.data : null;
  const load = loaded.reload;

  const withPassword = async (
    password: string | undefined,
    then: 'enrol' | 'disable' | 'codes',
  ): Promise<string | null> => {
    if (then === 'enrol') {
      const res = await twoFactorCall('twoFactorEnrol', { body: { password } });
      if (!res.ok) return failureText(res);
      setMode({ kind: 'enrol', offer: res.data });
    } else if (then === 'codes') {
      const res = await twoFactorCall('twoFactorRecoveryCodes', { body: { password } });
      if (!res.ok) return failureText(res);
      setMode({ kind: 'codes', codes: res.data.recoveryCodes });
    } else {
      const res = await twoFactorCall('twoFactorDisable', { body: { password } });
      if (!res.ok) return failureText(res);
      setMode({ kind: 'idle' });
      setNotice('Two-factor sign-in is off.');
    }
    await load();
    return null;
  };

  const confirm = async (code: string): Promise<string | null> => {
    const res = await twoFactorCall('twoFactorConfirm', { body: { code } });
    if (!res.ok) return failureText(res);
    setMode({ kind: 'codes', codes: res.data.recoveryCodes });
    setNotice('Two-factor sign-in is on.');
    await load();
    return null;
  };

  const setRequired = async (required: boolean) => {
    setFailure(null);
    const res = await twoFactorCall('twoFactorRequirement', { body: { required } });
    if (!res.ok) return setFailure(failureText(res));
    setNotice(
      required
        ? 'Everyone in the firm now needs two-factor sign-in; those without it set it up at their next sign-in.'
        : 'Two-factor sign-in is now optional for the firm.',
    );
    await load();
  };

  return (
    <section className="card two-factor-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Two-factor sign-in</h2>
      {!status ? (
        <ServerReadStatus read={loaded} loading="Loading two-factor settings…" />
      ) : (
        <>
          {failure && (
            <p className="alert alert-error" role="alert">
              {failure}
            </p>
          )}
          {notice && (
            <p className="alert alert-success" role="status">
              {notice}
            </p>
          )}
          <p>
            {status.enabled
              ? `On: sign-in asks for a code from your authenticator app. ${status.recoveryCodesLeft} of 10 recovery codes left.`
              : account?.providerOnly
                ? 'Off: after your firm’s account, sign-in asks for no code.'
                : 'Off: sign-in asks for your password only.'}
            {status.required && ' Your firm requires two-factor sign-in.'}
          </p>
          {mode.kind === 'password' && account?.providerOnly ? (
            <div className="two-factor-password">
              <ProviderConfirmation account={account} />
              {isConfirmed(account) && (
                <ProviderStep
                  label={
                    mode.next === 'enrol' ? 'Continue' : mode.next === 'codes' ? 'Show new codes' : 'Turn off'
                  }
                  onSubmit={() => withPassword(undefined, mode.next)}
                />
              )}
              <button type="button" className="link-button" onClick={() => setMode({ kind: 'idle' })}>
                Cancel
              </button>
            </div>
          ) : mode.kind === 'password' ? (
            <PasswordStep
              label={
                mode.next === 'enrol' ? 'Continue' : mode.next === 'codes' ? 'Show new codes' : 'Turn off'
              }
              onSubmit={(password) => withPassword(password, mode.next)}
              onCancel={() => setMode({ kind: 'idle' })}
            />
          ) : mode.kind === 'enrol' ? (
            <EnrolView offer={mode.offer} onConfirm={confirm} onCancel={() => setMode({ kind: 'idle' })} />
          ) : mode.kind === 'codes' ? (
            <RecoveryCodes
              codes={mode.codes}
              doneLabel="I have saved them"
              onDone={() => setMode({ kind: 'idle' })}
            />
          ) : (
            <div className="two-factor-actions">
              {!status.enabled ? (
                <button
                  type="button"
                  className="button"
                  disabled={!online}
                  onClick={() => setMode({ kind: 'password', next: 'enrol' })}
                >
                  Turn on two-factor sign-in
                </button>
              ) : (
                <>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={!online}
                    onClick={() => setMode({ kind: 'password', next: 'codes' })}
                  >
                    New recovery codes
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={!online || status.required}
                    title={status.required ? 'Your firm requires two-factor sign-in.' : undefined}
                    onClick={() => setMode({ kind: 'password', next: 'disable' })}
                  >
                    Turn off
                  </button>
                </>
              )}
            </div>
          )}
          {can(role, 'firm-settings') && (
            <label className="auth-check two-factor-require">
              <input
                type="checkbox"
                checked={status.required}
                disabled={!online}
                onChange={(e) => void setRequired(e.target.checked)}
              />
              Require two-factor sign-in for everyone in the firm
            </label>
          )}
        </>
      )}
    </section>
  );
}

/** The change itself, once the provider has confirmed this session. */
function ProviderStep({ label, onSubmit }: { label: string; onSubmit: () => Promise<string | null> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(await onSubmit());
    setBusy(false);
  }
  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <FormSubmit error={error} busy={busy} label={label} busyLabel="Checking..." />
    </form>
  );
}

function PasswordStep({
  label,
  onSubmit,
  onCancel,
}: {
  label: string;
  onSubmit: (password: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Enter your password');
    setBusy(true);
    const failed = await onSubmit(password);
    setBusy(false);
    setError(failed);
  }
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="two-factor-password">
      <FormField
        id="two-factor-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          setError(null);
        }}
      />
      <FormSubmit error={error} busy={busy} label={label} busyLabel="Checking..." />
      <button type="button" className="link-button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
