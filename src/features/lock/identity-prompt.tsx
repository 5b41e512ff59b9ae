import { type FormEvent, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { currentUser } from '../../api/session.ts';
import { queries } from '../../store/index.ts';
import '../../ui/confirm-dialog.css';
import { FormField } from '../../ui/form-field.tsx';
import { type IdentityRequest, useIdentityRequest } from './identity-check.ts';
import { signOutFromLock } from './leave.ts';
import { proved, readLock, recordFailures } from './lock-state.ts';
import { lockAsksFor } from './pin.ts';
import { afterWrongPassword, wrongPasswordText } from './rules.ts';
import { verifierReady } from './sign-in.ts';
import { passwordMatches } from './verifier.ts';

/** "Confirm it is you" while an export waits for it (identity-check.ts); nothing otherwise. */
export function IdentityPrompt() {
  const request = useIdentityRequest();
  return request ? <Prompt key={request.what} request={request} /> : null;
}

/**
 * Checked as the lock screen checks (docs/behaviour.md#lock), offline too: against this device's
 * verifier of the password or device PIN, and wrong tries count toward the same five.
 */
function Prompt({ request }: { request: IdentityRequest }) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asks, setAsks] = useState<'password' | 'PIN'>('password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!secret) return setError(`Enter your ${asks}.`);
    setBusy(true);
    try {
      await verifierReady();
      const verifier = await queries.lockVerifier();
      const own = verifier?.userId === currentUser()?._id ? verifier : undefined;
      setAsks(lockAsksFor(own));
      if (!own) {
        setError(
          'This device keeps no record of your password to check it against. Sign in again, then export.',
        );
        return;
      }
      if (await passwordMatches(secret, own)) {
        proved(Date.now());
        request.answer(true);
        return;
      }
      const next = afterWrongPassword(readLock().failures);
      recordFailures(next.failures);
      if (next.signOut) {
        request.answer(false);
        await signOutFromLock('wrong-passwords');
        return;
      }
      setSecret('');
      setError(wrongPasswordText(next.left, lockAsksFor(own)));
      document.getElementById('identity-secret')?.focus();
    } catch {
      setError(`The ${asks} could not be checked on this device. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) request.answer(false);
      }}
    >
      <Modal className="modal">
        <Dialog className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog-title">
            Confirm it is you
          </Heading>
          <p className="muted">
            {request.what}: your sign-in on this device is more than a few minutes old, so enter your {asks}{' '}
            once more before the firm’s data leaves the app.
          </p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
            <FormField id="identity-secret" label={`Your ${asks}`} required error={error}>
              {(p) => (
                <input
                  {...p}
                  type="password"
                  autoFocus
                  autoComplete="current-password"
                  value={secret}
                  onChange={(e) => {
                    setSecret(e.target.value);
                    setError(null);
                  }}
                />
              )}
            </FormField>
            <div className="confirm-dialog-actions">
              <Button
                className="button button-secondary"
                isDisabled={busy}
                onPress={() => request.answer(false)}
              >
                Cancel
              </Button>
              <Button type="submit" className="button" isDisabled={busy}>
                {busy ? 'Checking…' : 'Confirm'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
