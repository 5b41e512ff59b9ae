import { useState } from 'react';
import { dollarsToCents } from '../../domain/rules/money.ts';
import { firstErrors, ValidationError } from '../../store/index.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import './court-accounts.css';

/**
 * Saving from a dialog: busy while the local write runs, the schema's messages by field when it
 * refuses, a plain failure otherwise; closes once saved (the same steps as the liability dialog).
 */
export function useDialogSave(onClose: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) setErrors(firstErrors(error.errors));
      else if (error instanceof Error && error.name === 'PermissionError') setFailure(error.message);
      else {
        console.warn(
          'Court accounts save failed',
          error instanceof Error ? `${error.name}: ${error.message}` : error,
        );
        setFailure('This could not be saved on this device. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, failure, busy, run };
}

/** A modal form of the court-accounts section: the shared form dialog with this section's class. */
export function CourtDialog(props: Omit<Parameters<typeof FormDialog>[0], 'className'>) {
  return <FormDialog {...props} className="court-dialog" />;
}

/** '1234.56' → cents, with the message for the field when it is not an amount. */
export function amountOf(
  text: string,
  label: string,
  required = true,
): { cents: number | null; error?: string } {
  if (!text.trim()) return required ? { cents: null, error: `${label} is required` } : { cents: null };
  const cents = dollarsToCents(text);
  if (cents === null) return { cents: null, error: 'Enter the amount in dollars, such as 1234.56' };
  if (cents < 0) return { cents: null, error: `${label} must not be negative` };
  return { cents };
}
