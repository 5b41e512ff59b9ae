import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ValidationError } from '../../store/index.ts';
import {
  FILE_STATUS_OPTIONS,
  type FileFormErrors,
  type FileFormValues,
  fileFormErrors,
  fileFormToBody,
} from './file-form-values.ts';

/**
 * The file form, for Create File and the detail's Edit. It hands a body to `onSave`
 * (repos.files.create/update); the store's schema refuses bad input with a ValidationError, whose
 * per-field messages show under the fields. Saving is local, so it works offline.
 */
export function FileForm({
  initial,
  submitLabel,
  busyLabel,
  onSave,
  onCancel,
  focusOnMount = false,
}: {
  /** Put the cursor in the first field when the form appears in place of what was there (Edit). */
  focusOnMount?: boolean;
  initial: FileFormValues;
  submitLabel: string;
  busyLabel: string;
  onSave: (body: Record<string, string>) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<FileFormValues>(initial);
  const [errors, setErrors] = useState<FileFormErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusOnMount]);

  const set = <K extends keyof FileFormValues>(key: K, value: FileFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await onSave(fileFormToBody(values));
    } catch (err) {
      setErrors(
        err instanceof ValidationError
          ? fileFormErrors(err.errors)
          : { form: err instanceof Error ? err.message : 'The file could not be saved on this device.' },
      );
      setBusy(false);
      // Put the user where the problem is: the first field with a message.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
  };

  const describedBy = (field: keyof FileFormValues) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: keyof FileFormValues) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <form ref={formRef} className="file-form" onSubmit={submit} noValidate>
      {errors.form && (
        <p className="alert alert-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>
          File Name{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          required
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          autoComplete="off"
        />
        {fieldError('name')}
      </div>
      <div className="file-form-row">
        <div className="field">
          <label htmlFor={`${id}-fileNumber`}>File Number</label>
          <input
            id={`${id}-fileNumber`}
            name="fileNumber"
            value={values.fileNumber}
            onChange={(e) => set('fileNumber', e.target.value)}
            aria-invalid={errors.fileNumber ? true : undefined}
            aria-describedby={describedBy('fileNumber')}
            placeholder="e.g. EST-2026-015"
            autoComplete="off"
          />
          {fieldError('fileNumber')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            name="status"
            value={values.status}
            onChange={(e) => set('status', e.target.value as FileFormValues['status'])}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy('status')}
          >
            {FILE_STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {fieldError('status')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={4}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
        />
        {fieldError('description')}
      </div>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
