import { type FormEvent, useState } from 'react';
import { ESTATE_STATUSES } from '../../domain/schemas/index.ts';
import { firstErrors, ValidationError } from '../../store/index.ts';
import { Field } from '../../ui/labelled-field.tsx';
import { humanizeStatus } from '../../ui/status-display.ts';
import type { EstateFormValues } from './estate-form-values.ts';
import { useLawyerOptions } from './use-lawyer-options.ts';

type FileOption = { id: string; label: string };

/**
 * The estate's fields, for Create Estate and for editing on the detail page. The store's
 * ValidationError comes back as messages under the inputs (keys are the record's dot paths).
 */
export function EstateForm({
  initial,
  files,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EstateFormValues;
  files: readonly FileOption[] | undefined;
  submitLabel: string;
  onSubmit: (values: EstateFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lawyers = useLawyerOptions();
  const set = (key: keyof EstateFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!values.estateName.trim()) {
      setErrors({ estateName: 'Estate/Trust Name is required' });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ValidationError) {
        const found = firstErrors(error.errors);
        // The one Date of Death input feeds both places the date is kept.
        found['deceased.dateOfDeath'] ??= found['keyDates.dateOfDeath'] ?? '';
        if (!found['deceased.dateOfDeath']) delete found['deceased.dateOfDeath'];
        setErrors(found);
      } else {
        setFailure(error instanceof Error ? error.message : 'The estate could not be saved');
      }
      setBusy(false);
    }
  }

  const field = (key: keyof EstateFormValues, label: string, input: Partial<InputProps> = {}) => (
    <Field label={label} error={errors[key]} required={input.required}>
      {(id, describedBy) => (
        <input
          id={id}
          type={input.type ?? 'text'}
          value={values[key]}
          onChange={(e) => set(key)(e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
          required={input.required}
          autoComplete={input.autoComplete ?? 'off'}
        />
      )}
    </Field>
  );

  return (
    <form className="estate-form" onSubmit={submit} noValidate>
      {failure && (
        <div className="alert alert-error" role="alert">
          {failure}
        </div>
      )}
      <fieldset>
        <legend>Estate</legend>
        <div className="form-grid">
          {field('estateName', 'Estate/Trust Name', { required: true })}
          <Field label="File" error={errors.file}>
            {(id, describedBy) => (
              <select
                id={id}
                value={values.file}
                onChange={(e) => set('file')(e.target.value)}
                aria-describedby={describedBy}
              >
                <option value="">{files === undefined ? 'Loading files...' : 'No file'}</option>
                {files?.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Status" error={errors.status}>
            {(id) => (
              <select id={id} value={values.status} onChange={(e) => set('status')(e.target.value)}>
                {ESTATE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {humanizeStatus(s)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Court Jurisdiction">{(id) => <input id={id} value="Ontario" readOnly />}</Field>
          <Field
            label="Lawyer of record"
            error={errors.lawyerOfRecord}
            hint={
              lawyers?.length === 0
                ? 'The firm lists no lawyers yet: an Admin adds them in Profile → Organization → Firm details.'
                : 'Signs the court documents and letters; they print the name and LSO number.'
            }
          >
            {(id, describedBy) => (
              <select
                id={id}
                value={values.lawyerOfRecord}
                onChange={(e) => set('lawyerOfRecord')(e.target.value)}
                aria-describedby={describedBy}
              >
                <option value="">{lawyers === undefined ? 'Loading lawyers...' : 'None chosen'}</option>
                {lawyers?.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.label}
                  </option>
                ))}
                {/* A lawyer the firm no longer lists stays visible until another is chosen. */}
                {lawyers && values.lawyerOfRecord && !lawyers.some((l) => l.id === values.lawyerOfRecord) && (
                  <option value={values.lawyerOfRecord}>No longer one of the firm’s lawyers</option>
                )}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>Deceased</legend>
        <div className="form-grid">
          {field('deceased.name', 'Name of the Deceased')}
          {field('deceased.dateOfDeath', 'Date of Death', { type: 'date' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>Executor</legend>
        <div className="form-grid">
          {field('executor.name', 'Executor Name', { autoComplete: 'off' })}
          {field('executor.email', 'Executor Email', { type: 'email' })}
          {field('executor.phone', 'Executor Phone', { type: 'tel' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>Key Dates</legend>
        <div className="form-grid">
          {field('keyDates.courtDeadline', 'Court Deadline', { type: 'date' })}
          {field('keyDates.certificateIssued', 'Certificate Issued', { type: 'date' })}
        </div>
        <p className="hint muted">The date of death above is kept with the key dates.</p>
      </fieldset>
      <Field label="Notes" error={errors.notes}>
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={4}
            value={values.notes}
            onChange={(e) => set('notes')(e.target.value)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}

type InputProps = { type: string; required: boolean; autoComplete: string };
