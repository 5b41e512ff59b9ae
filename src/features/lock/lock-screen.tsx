import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { currentUser } from '../../api/session.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { signOutFromLock } from './leave.ts';
import { readLock, recordFailures, unlocked } from './lock-state.ts';
import { lockAsksFor } from './pin.ts';
import { afterWrongPassword, MAX_WRONG_PASSWORDS, wrongPasswordText } from './rules.ts';
import { verifierPending, verifierReady } from './sign-in.ts';
import { useLockState } from './use-lock.ts';
import { passwordMatches } from './verifier.ts';
import './lock.css';

const NO_VERIFIER =
  'This device cannot unlock: it keeps no record of your password or of a PIN from your last sign-in. Sign in again; changes not yet sent stay on this device and go out after you sign in.';

/**
 * The lock screen (docs/behaviour.md#lock): covers the admin area, which stays mounted behind it but
 * inert, so a form half filled in is still there after unlocking. Focus stays inside; Escape and a
 * click outside do nothing. `signOut` is the app's normal logout control, with its warning about
 * unsynced changes.
 */
export function LockScreen({ signOut }: { signOut: ReactNode }) {
  const user = currentUser();
  const { failures } = useLockState();
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noVerifier, setNoVerifier] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { password: useId(), message: useId() };
  // Someone who signs in only with the firm's provider unlocks with the device PIN they chose
  // (docs/oidc.md#the-lock-and-a-device-pin); everyone else with their password.
  const read = useQuery(() => queries.lockVerifier(), []);
  const stored = dataOf(read);
  const own = stored?.userId === user?._id ? stored : undefined;
  const asks = lockAsksFor(own);
  // Nothing to check against (a sign-in with the provider and no PIN chosen): say so at once,
  // rather than ask for something that cannot be checked. Not while a sign-in's verifier is made.
  const missing = noVerifier || (read.status === 'ready' && !own && !verifierPending());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking || leaving) return;
    if (!password) {
      setError(`Enter your ${asks}.`);
      input.current?.focus();
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await verifierReady();
      const verifier = await queries.lockVerifier();
      if (!verifier || verifier.userId !== user?._id) {
        setNoVerifier(true);
        return;
      }
      if (await passwordMatches(password, verifier)) {
        unlocked(Date.now());
        return;
      }
      const next = afterWrongPassword(readLock().failures);
      recordFailures(next.failures);
      if (next.signOut) {
        setLeaving(true);
        await signOutFromLock('wrong-passwords');
        return;
      }
      setPassword('');
      setError(wrongPasswordText(next.left, asks));
      input.current?.focus();
    } catch {
      setError(`The ${asks} could not be checked on this device. Try again.`);
    } finally {
      setChecking(false);
    }
  }

  const left = MAX_WRONG_PASSWORDS - failures;
  const message =
    error ??
    (failures > 0 ? `${left} ${left === 1 ? 'try' : 'tries'} left before this device signs you out.` : null);

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="lock-overlay">
      <Modal className="lock-modal">
        <Dialog className="lock-dialog" aria-labelledby={`${ids.password}-title`}>
          <img src="/logo.svg" alt="" width="48" height="48" className="lock-logo" />
          <Heading slot="title" id={`${ids.password}-title`} className="lock-title">
            Locked
          </Heading>
          <p className="lock-who">
            <span className="lock-name">{user?.name ?? 'Signed-in user'}</span>
            {user?.organization?.name && <span className="lock-firm">{user.organization.name}</span>}
          </p>
          {missing ? (
            <>
              <p className="alert alert-warn">{NO_VERIFIER}</p>
              <button
                type="button"
                className="button lock-submit"
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  void signOutFromLock('no-verifier');
                }}
              >
                {leaving ? 'Signing out…' : 'Sign in again'}
              </button>
            </>
          ) : (
            <form onSubmit={submit} noValidate aria-busy={checking}>
              <p className="muted lock-lead">The app is locked on this device. Enter your {asks} to go on.</p>
              <div className="field">
                <label htmlFor={ids.password}>{asks === 'PIN' ? 'PIN' : 'Password'}</label>
                <input
                  ref={input}
                  id={ids.password}
                  type="password"
                  inputMode={asks === 'PIN' ? 'numeric' : undefined}
                  autoComplete={asks === 'PIN' ? 'off' : 'current-password'}
                  autoFocus
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setError(null);
                  }}
                  aria-invalid={!!error}
                  aria-describedby={message ? ids.message : undefined}
                  disabled={leaving}
                />
                {message && (
                  <span
                    id={ids.message}
                    className={error ? 'field-error' : 'muted'}
                    role={error ? 'alert' : 'status'}
                  >
                    {message}
                  </span>
                )}
              </div>
              <button type="submit" className="button lock-submit" disabled={checking || leaving}>
                {leaving ? 'Signing out…' : checking ? 'Checking…' : 'Unlock'}
              </button>
            </form>
          )}
          <div className="lock-other">
            <span>Not you?</span> {signOut}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
