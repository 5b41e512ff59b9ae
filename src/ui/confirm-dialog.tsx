import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MutatorRefusal } from '../domain/mutators/types.ts';
import { PermissionError } from '../domain/rules/permissions.ts';
import './confirm-dialog.css';

/**
 * A yes/no question before something that cannot be undone (react-aria-components Modal, an
 * alertdialog: focus is trapped, Escape and Cancel close it, focus returns where it was).
 *
 * ```tsx
 * <ConfirmDialog
 *   isOpen={pending !== null}
 *   title="Delete File"
 *   message="Are you sure you want to delete this file? This action cannot be undone."
 *   confirmLabel="Delete"
 *   failureMessage="An error occurred while deleting the file"
 *   onConfirm={() => commands.deleteFile(pending!._id)}   // may return a promise; a refusal shows
 *   onClose={() => setPending(null)}                      // after success, Cancel or Escape
 * />
 * ```
 * While onConfirm runs both buttons wait; if it throws, the dialog stays open with the failure
 * message so the user can try again or cancel.
 */
export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (the default). */
  danger?: boolean;
  failureMessage?: string;
  /**
   * Why the action cannot be done (a delete its rules refuse, naming what stands in its way): the
   * dialog says so, and offers only to close.
   */
  refusal?: string | null;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  danger = true,
  failureMessage = 'Something went wrong. Please try again.',
  refusal = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | false>(false);
  useEffect(() => {
    if (isOpen) {
      setBusy(false);
      setFailed(false);
    }
  }, [isOpen]);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      // A refusal by the permission matrix says who may, one by a mutator (a delete rule) what
      // stands in the way; anything else gets the caller's words.
      setFailed(e instanceof PermissionError || e instanceof MutatorRefusal ? e.message : failureMessage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog role="alertdialog" className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog-title">
            {title}
          </Heading>
          <p className="confirm-dialog-message">{refusal ?? message}</p>
          {failed && (
            <p className="alert alert-error" role="alert">
              {failed}
            </p>
          )}
          <div className="confirm-dialog-actions">
            <Button className="button button-secondary" onPress={onClose} isDisabled={busy} autoFocus>
              {refusal ? 'Close' : cancelLabel}
            </Button>
            {/* Not isPending: its live announcement points at this button by id and outlives the
                dialog, leaving an unlabelled role=img behind for seven seconds. */}
            {!refusal && (
              <Button
                className={danger ? 'button button-danger' : 'button'}
                onPress={() => void confirm()}
                isDisabled={busy}
              >
                {confirmLabel}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
