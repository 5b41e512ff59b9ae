import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

/**
 * The end of a form in a dialog: the save failure, if any, then an optional action of the form's
 * own (Delete, Reopen), Cancel and Save. Buttons wait while the form saves.
 */
export function DialogFooter({
  failure,
  busy,
  onCancel,
  extra,
}: {
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  return (
    <>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <div className="confirm-dialog-actions">
        {extra}
        <Button className="button button-secondary" isDisabled={busy} onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="button" isDisabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </>
  );
}
