import type { ReactNode } from 'react';
import { PermissionError, ValidationError } from '../../store/index.ts';

/**
 * After a refused save, move focus to the first field with a message so keyboard and
 * screen-reader users land where the problem is (a group's first button for toggle groups).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // Wait a frame: the messages and aria-invalid are set by the render this save caused.
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    const isGroup = first.tagName === 'FIELDSET' || first.getAttribute('role') === 'radiogroup';
    const target = isGroup ? first.querySelector<HTMLElement>('button, input') : first;
    target?.focus();
  });
}

/** First message per field, from a ValidationError's or the schema's per-field lists. */
export function messagesOf(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, messages]) => [key, messages[0] ?? 'Invalid value']),
  );
}

export function errorText(error: unknown): string {
  if (error instanceof ValidationError || error instanceof PermissionError) return error.message;
  return error instanceof Error ? error.message : 'The record could not be saved on this device';
}

/** Said at the top of a form when a save is refused, read out as it appears. */
export function ErrorSummary({ count, message }: { count: number; message?: string | null }) {
  if (!count && !message) return null;
  return (
    <div className="alert alert-error" role="alert">
      {message ??
        (count === 1
          ? 'Please correct the field marked below.'
          : `Please correct the ${count} fields marked below.`)}
    </div>
  );
}

export function FormActions({
  saving,
  onCancel,
  submitLabel = 'Save',
  extra,
}: {
  saving: boolean;
  onCancel?: () => void;
  submitLabel?: string;
  /** Buttons set apart at the start of the row (the edit page's Delete). */
  extra?: ReactNode;
}) {
  return (
    <div className="form-actions">
      {extra && <div className="form-actions-extra">{extra}</div>}
      {onCancel && (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}
