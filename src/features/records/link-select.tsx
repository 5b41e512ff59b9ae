import type { ReactNode } from 'react';
import { FormField } from '../../ui/form-field.tsx';

/** The records a link may name, by name (deleted ones left out), for a link's select. */
export const byName = <T extends { name: string; deletedAt?: string | null }>(
  records: readonly T[],
  keep: (record: T) => boolean,
): T[] =>
  records.filter((r) => !r.deletedAt && keep(r)).sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));

/**
 * A field that names another record of the estate (docs/behaviour.md#court-accounts-data): a
 * receipt's asset realised, a payment's beneficiary or investment, an asset's beneficiary in kind.
 * `none` is the first choice's words: '' stands for no link ("None"), or for a choice still to make
 * when the field is required.
 */
export function LinkSelect({
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
  error?: string;
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
