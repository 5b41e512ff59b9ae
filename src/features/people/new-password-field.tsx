import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH, passwordLengthProblem } from '../../domain/rules/password-policy.ts';
import { FormField } from '../../ui/form-field.tsx';
import { checkNewPassword, preloadPasswordPolicy } from '../../ui/password-strength.ts';

/**
 * A new password with the policy's reason shown under it (docs/behaviour.md#people): the length as
 * you type, and whether it is guessable once you leave the field or submit. The dictionaries load
 * when the field first shows, not with the app.
 */
export function NewPasswordField({
  id,
  label = 'New password',
  value,
  onChange,
  error,
  onError,
  personal,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The error to show (the form's or the server's). */
  error: string | null | undefined;
  onError: (error: string | null) => void;
  /** The person's own words (name, email), which make a password guessable. */
  personal: string[];
}) {
  const [checked, setChecked] = useState<string | null>(null);
  useEffect(() => {
    preloadPasswordPolicy();
  }, []);

  const check = async () => {
    if (!value) return;
    const verdict = await checkNewPassword(value, personal);
    setChecked(value);
    onError(verdict.ok ? null : verdict.reason);
  };

  return (
    <FormField
      id={id}
      label={label}
      required
      error={error ?? null}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unusual words together work well; common passwords and your own name are refused.`}
    >
      {(p) => (
        <input
          {...p}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            if (error && checked !== e.target.value && !passwordLengthProblem(e.target.value)) onError(null);
          }}
          onBlur={() => void check()}
        />
      )}
    </FormField>
  );
}

/** Checks a new password before it is sent: the reason it is refused, or null. */
export async function newPasswordProblem(value: string, personal: string[]): Promise<string | null> {
  const verdict = await checkNewPassword(value, personal);
  return verdict.ok ? null : verdict.reason;
}
