import { type FormEvent, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ApiResult } from '../../api/client.ts';
import { STEP_UP_NEEDED } from '../../domain/schemas/api-people.ts';
import '../../ui/confirm-dialog.css';
import { FormField } from '../../ui/form-field.tsx';
import { firstFieldErrors, OFFLINE_ACTION } from './people-api.ts';

/** Whether the server asks for the password again before the change (docs/architecture.md#step-up). */
export const asksForPassword = (res: ApiResult<unknown>): boolean =>
  !res.ok && res.status === 400 && !!res.errors?.password;

/**
 * "Confirm it is you": the Admin types their password once more, and the change they confirmed
 * goes with it (docs/architecture.md#step-up). A device left signed in is not enough for a change of
 * role; for a few minutes after this, none asks again.
 */
export function StepUpDialog({
  what,
  send,
  onDone,
  onClose,
}: {
  /** What waits, said in the dialog: "Change Sam Rivera’s role to Admin". */
  what: string;
  send: (password: string) => Promise<ApiResult<unknown>>;
  onDone: (res: ApiResult<unknown>) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setError(STEP_UP_NEEDED);
      document.getElementById('step-up-password')?.focus();
      return;
    }
    if (!navigator.onLine) return setFailure(OFFLINE_ACTION);
    setBusy(true);
    try {
      const res = await send(password);
      if (res.ok || !asksForPassword(res)) return onDone(res);
      setError(firstFieldErrors(res.errors).password ?? STEP_UP_NEEDED);
      setPassword('');
      document.getElementById('step-up-password')?.focus();
    } catch {
      setFailure('That did not work. Please try again.');
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
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog-title">
            Confirm it is you
          </Heading>
          <p className="muted">
            {what}: your sign-in on this device is more than a few minutes old, so enter your password once
            more.
          </p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
            <FormField id="step-up-password" label="Your password" required error={error}>
              {(p) => (
                <input
                  {...p}
                  type="password"
                  autoFocus
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    setError(null);
                  }}
                />
              )}
            </FormField>
            {failure && (
              <p className="alert alert-error" role="alert">
                {failure}
              </p>
            )}
            <div className="confirm-dialog-actions">
              <Button className="button button-secondary" isDisabled={busy} onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button" isDisabled={busy}>
                {busy ? 'Confirming…' : 'Confirm'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
