import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PermissionError, sessionCommands, ValidationError } from '../../store/index.ts';
import { approvalNameError } from './portal-view.ts';

/**
 * "Approve these accounts" (docs/behaviour.md#portal): the person types their full name as a
 * signature. The approval records the time and the exact version of the report, and goes to the
 * firm at the next sync; made offline, it waits on this device.
 */
export function ApproveDialog({
  estateId,
  documentId,
  title,
  onClose,
}: {
  estateId: string;
  documentId: string;
  title: string;
  onClose: (message: string | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // What to tell the page when the dialog closes: the closing is the dialog's own event.
  const result = useRef<string | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = approvalNameError(name);
    setError(problem);
    if (problem) return input.current?.focus();
    setSaving(true);
    setFailure(null);
    try {
      const saved = await sessionCommands.approveAccounts({ estate: estateId, document: documentId, name });
      result.current = navigator.onLine
        ? `Approved by ${saved.name}.`
        : `Approved by ${saved.name}. It reaches your firm when you are back online.`;
      dialog.current?.close();
    } catch (e) {
      setSaving(false);
      if (e instanceof ValidationError && e.errors.name?.[0]) setError(e.errors.name[0]);
      else
        setFailure(
          e instanceof PermissionError || e instanceof ValidationError
            ? e.message
            : 'The approval could not be saved on this device. Try again.',
        );
    }
  }

  return (
    <dialog
      ref={dialog}
      className="portal-dialog"
      aria-labelledby="approve-title"
      aria-describedby="approve-intro"
      onClose={() => onClose(result.current)}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="approve-title">Approve these accounts</h2>
        <p id="approve-intro">
          You are approving <strong>{title}</strong>. Your approval records the date and time and the exact
          version of this report; if the firm changes the report later, your approval stays with this version.
          You can withdraw it afterwards.
        </p>
        <label className="portal-field">
          <span>Your full name</span>
          <input
            ref={input}
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'approve-name-error' : 'approve-name-help'}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
          {error ? (
            <span id="approve-name-error" className="portal-field-error">
              {error}
            </span>
          ) : (
            <span id="approve-name-help" className="muted">
              Typed as your signature, exactly as you write it.
            </span>
          )}
        </label>
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <div className="portal-dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving…' : 'Approve'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
