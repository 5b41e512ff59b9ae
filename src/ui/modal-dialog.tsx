import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './confirm-dialog.css';

/**
 * A modal with its title, which cannot be dismissed while it works (`busy`): the frame of every
 * dialog that is more than a question (a form, an import, an export).
 */
export function ModalDialog({
  title,
  label,
  className = '',
  modalClassName = '',
  busy,
  onClose,
  children,
}: {
  title: ReactNode;
  /** The dialog's name when the title alone does not say it. */
  label?: string;
  className?: string;
  modalClassName?: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && !busy && onClose()}
    >
      <Modal className={`modal ${modalClassName}`.trim()}>
        <Dialog className={`confirm-dialog ${className}`.trim()} {...(label ? { 'aria-label': label } : {})}>
          <Heading slot="title" className="confirm-dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
