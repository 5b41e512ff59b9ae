/**
 * The password policy for every new password (sign-up, an accepted invitation, a reset, a change):
 * at least 12 characters, and not guessable: zxcvbn's score of 3 or more against its common
 * passwords and English dictionaries, with the person's own name and email counted as guessable
 * (docs/behaviour.md#people). Passwords set before the policy (the demo accounts) still sign in.
 *
 * The rules are here; the estimator is passed in (see `Estimator`).
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = 'Password is too long';

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/** What a strength estimator (zxcvbn) says of a password: a 0–4 score and its feedback. */
export interface Strength {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

/**
 * The estimator itself, given by each side: the page loads zxcvbn and its dictionaries lazily
 * (src/ui/password-strength.ts), the server at start (server/people/password-check.ts), so this
 * module stays free of packages.
 */
export type Estimator = (password: string, userInputs: string[]) => Strength;

/** The person's own words, which a guesser would try first: their name's parts and their email's. */
export function personalWords(...values: (string | undefined | null)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    const lower = value.trim().toLowerCase();
    if (lower) words.add(lower);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The length rule alone (checked as you type, and by the shared request schemas). */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

/**
 * Whether a new password may be used, and if not, why, in words fit to show under the field:
 * zxcvbn's warning ("This is a commonly used password.") and its first suggestion.
 */
export function judgePassword(password: string, userInputs: string[], estimate: Estimator): PasswordVerdict {
  const length = passwordLengthProblem(password);
  if (length) return { ok: false, reason: length };
  const result = estimate(password, userInputs);
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  const warning = result.feedback.warning?.trim();
  const suggestion = result.feedback.suggestions.find((s) => s.trim())?.trim();
  const why = warning || 'This password would be easy to guess.';
  const reason = `${why.replace(/\.?$/, '.')} ${suggestion ?? 'Add a few more unusual words.'}`;
  return { ok: false, reason: reason.trim() };
}
