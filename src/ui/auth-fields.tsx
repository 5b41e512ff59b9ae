import type { ReactNode, Ref } from 'react';
import './auth-forms.css';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled native input with its hint and error tied to it (aria-describedby), so a screen reader
 * hears the problem with the field. Native inputs keep react-aria out of the public pages' first load.
 */
export function FormField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  hint,
  inputRef,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        ref={inputRef}
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The end of a sign-in or sign-up form: the form-level error, then the submit button. */
export function FormSubmit({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button auth-submit" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * "or" and the buttons of the providers the server offers (docs/oidc.md), under the sign-in form,
 * with the form's notice. No provider configured, or not known yet: no divider and no button
 * (docs/behaviour.md#sign-in-and-sign-up), so no one presses a button that cannot sign them in.
 */
export function SignInAlternatives({ notice, children }: { notice: string | null; children?: ReactNode }) {
  return (
    <>
      {children && (
        <>
          <div className="auth-divider">
            <span>or</span>
          </div>
          {children}
        </>
      )}
      {notice && (
        <p className="alert alert-info auth-notice" role="alert">
          {notice}
        </p>
      )}
    </>
  );
}
