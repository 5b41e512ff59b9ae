import { type FormEvent, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './confirm-dialog.css';
import { FormField } from './form-field.tsx';

/** What a check answers: null when it passed, else a message on the field or above the buttons. */
export type IdentityCheck = null | { field: string } | { failure: string };

/**
 * "Confirm it is you": one secret field (password or device PIN), Cancel and Confirm
 * (docs/architecture.md#step-up). The caller checks the secret, on the server (a role change) or
 * against the device's verifier (an export); a refused one is cleared and the field takes focus.
 */
export function ConfirmIdentityDialog({
  id,
  lead,
  label,
  emptyText,
  check,
  onCancel,
}: {
  /** The field's id, for its label and its focus after a refusal. */
  id: string;
  lead: string;
  label: string;
  emptyText: string;
  check: (secret: string) => Promise<IdentityCheck>;
  onCancel: () => void;
}) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = () => document.getElementById(id)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!secret) {
      setError(emptyText);
      focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await check(secret);
      if (answer && 'failure' in answer) setFailure(answer.failure);
      else if (answer) {
        setError(answer.field);
        setSecret('');
        focus();
      }
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
        if (!open) onCancel();
      }}
    >
      <Modal className="modal">
        <Dialog className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog-title">
            Confirm it is you
          </Heading>
          <p className="muted">{lead}</p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
            <FormField id={id} label={label} required error={error}>
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
            {failure && (
              <p className="alert alert-error" role="alert">
                {failure}
              </p>
            )}
            <div className="confirm-dialog-actions">
              <Button className="button button-secondary" isDisabled={busy} onPress={onCancel}>
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
