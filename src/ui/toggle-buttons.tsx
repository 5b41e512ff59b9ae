import type { ReactNode } from 'react';
import { describedBy, FieldError, FieldHint, RequiredMark } from './form-field.tsx';
import './forms.css';

export type ToggleOption = { value: string; label: string };

/**
 * A few choices as buttons (docs/behaviour.md#record-forms: selects with fewer than 4 options), one pressed at a time.
 * Each button says aria-pressed and shows a tick, so the choice is not told by colour alone.
 * An optional field can be cleared by pressing its chosen button again. A fieldset and legend
 * name the group, as for radio buttons.
 */
export function ToggleButtons({
  id,
  label,
  options,
  value,
  onChange,
  required,
  hint,
  error,
}: {
  id: string;
  label: ReactNode;
  options: readonly ToggleOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
}) {
  return (
    <fieldset
      id={id}
      className="field toggle-field"
      aria-describedby={describedBy(id, { hint, error })}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <div className="toggle-group">
        {options.map((option) => {
          const pressed = value === option.value;
          return (
            <button
              key={option.value}
              type="button"
              className="toggle"
              aria-pressed={pressed}
              onClick={() => onChange(pressed && !required ? '' : option.value)}
            >
              {pressed && (
                <span className="toggle-tick" aria-hidden="true">
                  ✓
                </span>
              )}
              {option.label}
            </button>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
