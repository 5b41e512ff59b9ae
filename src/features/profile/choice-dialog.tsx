import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './choice-dialog.css';

interface ChoiceDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** The buttons, the safe one first: it gets the focus when the dialog opens. */
  actions: ReactNode;
}

/**
 * A modal question (react-aria: focus kept inside, Escape and a click outside cancel, focus goes
 * back to the button that opened it).
 */
export function ChoiceDialog({ isOpen, onOpenChange, title, children, actions }: ChoiceDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="choice-overlay">
      <Modal className="choice-modal">
        <Dialog role="alertdialog" className="choice-dialog">
          <Heading slot="title" className="choice-dialog-title">
            {title}
          </Heading>
          <div className="choice-dialog-body">{children}</div>
          <div className="choice-dialog-actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
