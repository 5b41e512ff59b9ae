import { type FormEvent, useId, useState } from 'react';
import type { RejectedRow } from '../../store/index.ts';
import { ValidationError } from '../../store/index.ts';
import { attention } from '../../sync/instance.ts';
import { type DraftField, patchFromDraft } from './retry-draft.ts';

/**
 * Edit and retry: one input per field of the refused change, the server's messages under them,
 * and a local validation (the same schema) before it goes back into the outbox.
 */
export function RetryForm({
  row,
  fields,
  onCancel,
}: {
  row: RejectedRow;
  fields: DraftField[];
  onCancel: () => void;
}) {
  const formId = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.path, f.text])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>(row.errors ?? {});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { patch, errors: unreadable } = patchFromDraft(fields, texts);
    if (Object.keys(unreadable).length) {
      setErrors(unreadable);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(undefined);
    try {
      await attention.retry(row, patch);
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.errors);
      else
        setFormError(
          error instanceof Error ? error.message : 'The change could not be saved. Please try again.',
        );
      setBusy(false);
    }
  }

  const otherErrors = Object.entries(errors).filter(([path]) => !fields.some((f) => f.path === path));
  return (
    <form className="retry-form" onSubmit={submit} noValidate aria-label="Edit and retry">
      {formError && (
        <p className="alert alert-error" role="alert">
          {formError}
        </p>
      )}
      {otherErrors.length > 0 && (
        <ul className="alert alert-error" role="alert">
          {otherErrors.map(([path, messages]) => (
            <li key={path}>{messages.join(' ')}</li>
          ))}
        </ul>
      )}
      {fields.map((field) => {
        const id = `${formId}-${field.path}`;
        const message = errors[field.path]?.join(' ');
        const describedBy = message ? `${id}-error` : undefined;
        const value = texts[field.path] ?? '';
        const set = (text: string) => setTexts((t) => ({ ...t, [field.path]: text }));
        return (
          <div className="field" key={field.path}>
            {field.kind === 'boolean' ? (
              <label className="retry-check">
                <input
                  type="checkbox"
                  checked={value === 'true'}
                  onChange={(e) => set(String(e.target.checked))}
                  aria-describedby={describedBy}
                />{' '}
                {field.label}
              </label>
            ) : (
              <>
                <label htmlFor={id}>
                  {field.label}
                  {field.kind === 'money' && <span className="muted"> (dollars)</span>}
                </label>
                <input
                  id={id}
                  value={value}
                  readOnly={field.kind === 'fixed'}
                  inputMode={field.kind === 'money' || field.kind === 'number' ? 'decimal' : undefined}
                  onChange={(e) => set(e.target.value)}
                  aria-invalid={!!message}
                  aria-describedby={describedBy}
                />
              </>
            )}
            {message && (
              <span id={`${id}-error`} className="field-error">
                {message}
              </span>
            )}
          </div>
        );
      })}
      <div className="sync-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Retry'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
