import type { ReactNode } from 'react';
import './forms.css';

/** What a control inside a FormField spreads onto itself to be labelled and described. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/**
 * The red asterisk of docs/behaviour.md#record-forms. The star is hidden from screen readers and the word is given
 * instead, so the field does not rely on a symbol or a colour.
 */
export function RequiredMark() {
  return (
    <>
      <span className="required" aria-hidden="true">
        {' *'}
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

/** aria-describedby for a control with an optional hint and error below it. */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function controlProps(
  id: string,
  { required, hint, error }: { required?: boolean; hint?: unknown; error?: unknown },
): ControlProps {
  return {
    id,
    'aria-describedby': describedBy(id, { hint, error }),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="field-hint muted">
      {children}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

/**
 * A labelled field: label (with the required mark), hint, the control, then its error. The
 * control comes from a render function so it can be any input and still get the right ids.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      {children(controlProps(id, { required, hint, error }))}
      <FieldError id={id} error={error} />
    </div>
  );
}
