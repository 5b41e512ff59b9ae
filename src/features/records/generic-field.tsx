import { useState } from 'react';
import { dollarsToCents } from '../../domain/rules/money.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { FormField as Field } from '../../ui/form-field.tsx';
import { controlFor, type FileLike, type FormField } from '../../ui/form-sections.ts';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';

const textOf = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

const sizeText = (bytes: number | undefined) =>
  bytes === undefined
    ? ''
    : bytes < 1024 * 1024
      ? ` (${Math.max(1, Math.round(bytes / 1024))} KB)`
      : ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`;

/**
 * One field of a generic form section, its control chosen by controlFor (docs/behaviour.md#record-forms): selects with
 * fewer than 4 options as toggle buttons, others as a dropdown whose placeholder cannot be
 * chosen again when the field is required.
 */
export function GenericField({
  idPrefix,
  field,
  value,
  error,
  onChange,
  onFiles,
}: {
  idPrefix: string;
  field: FormField;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  onFiles: (files: FileList | null) => void;
}) {
  const id = `${idPrefix}-${field.name}`;
  const control = controlFor(field);
  // A new key empties the native file input when the chosen file is removed.
  const [fileKey, setFileKey] = useState(0);

  if (control === 'toggle') {
    return (
      <ToggleButtons
        id={id}
        label={field.label}
        options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
        value={textOf(value)}
        onChange={onChange}
        required={field.required}
        error={error}
      />
    );
  }

  const chosen = control === 'file' ? (value as FileLike | null) : null;
  return (
    <Field id={id} label={field.label} required={field.required} error={error}>
      {(a11y) => {
        switch (control) {
          case 'textarea':
            return (
              <textarea
                {...a11y}
                rows={3}
                placeholder={field.placeholder}
                value={textOf(value)}
                onChange={(e) => onChange(e.target.value)}
              />
            );
          case 'currency':
            return (
              <CurrencyInput
                {...a11y}
                placeholder={field.placeholder}
                value={dollarsToCents(textOf(value))}
                onChange={(_cents, display) => onChange(display)}
              />
            );
          case 'dropdown':
            return (
              <select {...a11y} value={textOf(value)} onChange={(e) => onChange(e.target.value)}>
                <option value="" disabled={field.required}>
                  Select {field.label.toLowerCase()}
                </option>
                {(field.options ?? []).map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            );
          case 'file':
            return (
              <div className="file-pick">
                {/* One file per field (docs/behaviour.md#record-forms uses only the first), so the picker takes one. */}
                <input key={fileKey} {...a11y} type="file" onChange={(e) => onFiles(e.target.files)} />
                {chosen && (
                  <p className="file-chosen">
                    <span>
                      Chosen: <strong>{chosen.name}</strong>
                      {sizeText(chosen.size)}
                    </span>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      onClick={() => {
                        setFileKey((k) => k + 1);
                        onFiles(null);
                      }}
                    >
                      Remove file
                    </button>
                  </p>
                )}
              </div>
            );
          default:
            return (
              <input
                {...a11y}
                type={control === 'date' ? 'date' : 'text'}
                inputMode={control === 'number' ? 'decimal' : undefined}
                placeholder={field.placeholder}
                value={textOf(value)}
                onChange={(e) => onChange(e.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}
