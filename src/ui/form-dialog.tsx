import type { FormEvent, ReactNode } from 'react';
import { DialogFooter } from './dialog-footer.tsx';
import { ModalDialog } from './modal-dialog.tsx';

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
    <ModalDialog title={title} className={className} busy={busy} onClose={onClose}>
      {intro}
      <form onSubmit={submit} noValidate>
        {children}
        <DialogFooter failure={failure} busy={busy} onCancel={onClose} extra={extra} />
      </form>
    </ModalDialog>
  );
}
