import type { FormEvent, ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './confirm-dialog.css';
import { DialogFooter } from './dialog-footer.tsx';

/**
 * A form in a modal: the title, an optional line under it, the fields, then the shared footer
 * (the failure, an action of the form's own, Cancel and Save). It cannot be dismissed while it
 * saves. The liability, deadline and court-accounts dialogs are all this.
 */
export function FormDialog({
  title,
  className,
  intro,
  busy,
  failure,
  onClose,
  onSubmit,
  extra,
  children,
}: {
  title: ReactNode;
  className: string;
  intro?: ReactNode;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
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
        <Dialog className={`confirm-dialog ${className}`}>
          <Heading slot="title" className="confirm-dialog-title">
            {title}
          </Heading>
          {intro}
          <form onSubmit={submit} noValidate>
            {children}
            <DialogFooter failure={failure} busy={busy} onCancel={onClose} extra={extra} />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
