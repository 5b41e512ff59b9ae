import type { ApiFailure } from '../../api/client.ts';
import { compact, emailError, type FieldErrors } from '../auth/index.ts';

// What only sign-up needs, in the landing page's sign-up chunk: /login's first load never carries it
// (docs/architecture.md#performance-budgets).

export interface SignUpValues {
  name: string;
  organizationName: string;
  email: string;
  password: string;
}

/** The password policy's length (src/domain/rules/password-policy.ts); the server also refuses guessable ones. */
export const PASSWORD_MIN_LENGTH = 12;

export const OFFLINE_SIGN_UP =
  'You are offline. Creating a firm needs a connection, so nothing has been sent. What you typed is kept here: press Create Account again once you are back online.';

function textError(value: string, label: string, max: number): string | undefined {
  if (value.trim() === '') return `${label} is required`;
  if (value.trim().length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

/** The RegisterBody rules: name, firm name, an email, a password of at least 12 characters. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    name: textError(values.name, 'Your name', 120),
    organizationName: textError(values.organizationName, 'Firm name', 200),
    email: emailError(values.email),
    password:
      values.password === ''
        ? 'Password is required'
        : values.password.length < PASSWORD_MIN_LENGTH
          ? `Use at least ${PASSWORD_MIN_LENGTH} characters`
          : values.password.length > 1024
            ? 'Password is too long'
            : undefined,
  });
}

/** Sign-up: 409 (email taken) and 400 carry a message; no answer means the connection dropped. */
export function signUpFailureMessage(failure: Pick<ApiFailure, 'message' | 'offline' | 'status'>): string {
  if (failure.offline) return OFFLINE_SIGN_UP;
  if (failure.status === 400) return failure.message || 'Please correct the highlighted fields';
  return failure.message || 'The account could not be created. Please try again.';
}
