/**
 * Client-side checks of the sign-in and sign-up forms. They repeat the server's valibot rules
 * (src/domain/schemas/api.ts) with the same messages, without pulling valibot into the first load
 * of / and /login (docs/architecture.md#performance-budgets); validation.test.ts keeps the two in agreement.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

/** "Email-shaped" (docs/behaviour.md#sign-in-and-sign-up): something@domain.tld with no spaces; the server decides the rest. */
export const isEmailShaped = (email: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());

export function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Email is required';
  if (email.trim().length > 254) return 'Email is too long';
  if (!isEmailShaped(email)) return 'Please enter a valid email address';
  return undefined;
}

/** Drops the fields without a message, so "no keys" means "valid". */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) if (errors[key]) out[key] = errors[key];
  return out;
}

/** docs/behaviour.md#sign-in-and-sign-up: email and password required; email must be email-shaped. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return compact({
    email: emailError(values.email),
    password: values.password === '' ? 'Password is required' : undefined,
  });
}

/** The first message of each field of a 400 answer's `errors` object, for the fields the form has. */
export function serverFieldErrors<K extends string>(
  errors: Record<string, string[]> | undefined,
  fields: readonly K[],
): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const field of fields) {
    const first = errors?.[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}

/**
 * Where to go after signing in: the `redirect` search parameter when it stays inside the admin
 * area or the beneficiary portal (never another site: "//evil.example" or "https://…" do not
 * start with "/admin"), otherwise the dashboard. The areas' own guards send each person to theirs:
 * a beneficiary to /portal, anyone else to the admin area (docs/behaviour.md#portal).
 */
export function afterSignInPath(redirect: unknown): string {
  return typeof redirect === 'string' && /^\/(admin|portal)(?:[/?#]|$)/.test(redirect)
    ? redirect
    : '/admin/dashboard';
}
