import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/**
 * A labelled select of records: a receipt's asset realised, a payment's beneficiary or investment
 * (docs/behaviour.md#court-accounts-data), a record's estate, a liability's creditor. `none` is the
 * first choice's words: '' stands for no record ("None"), or for a choice still to make when the
 * field is required.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  value,
  options,
  onChange,
  none = 'None',
  required,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  options: readonly { _id: string; label: ReactNode }[];
  onChange: (value: string) => void;
  none?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      {(a11y) => (
        <select {...a11y} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled={required}>
            {none}
          </option>
          {options.map((o) => (
            <option key={o._id} value={o._id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
