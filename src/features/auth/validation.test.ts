import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginBody } from '../../domain/schemas/index.ts';
import { signInFailureMessage } from './messages.ts';
import { afterSignInPath, isEmailShaped, serverFieldErrors, validateLogin } from './validation.ts';

/** The server's first message per field, to compare with the client's. */
function serverMessages(schema: typeof LoginBody, body: object) {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue);
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

describe('validateLogin (docs/behaviour.md#sign-in-and-sign-up)', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('wants an email-shaped email', () => {
    expect(validateLogin({ email: 'alex', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateLogin({ email: ' demo@example.com ', password: 'x' })).toEqual({});
  });
  it('agrees with the server on what it rejects', () => {
    for (const body of [
      { email: '', password: '' },
      { email: 'not-an-email', password: 'pw' },
      { email: 'a@b.ca', password: '' },
    ]) {
      expect(validateLogin(body)).toEqual(serverMessages(LoginBody, body));
    }
  });
});

describe('isEmailShaped', () => {
  it.each([
    ['demo@example.com', true],
    ['first.last@firm.co.uk', true],
    ['no-at-sign', false],
    ['two words@example.com', false],
    ['a@b', false],
    ['a@.com', false],
  ])('%s → %s', (email, shaped) => expect(isEmailShaped(email)).toBe(shaped));
});

describe('serverFieldErrors', () => {
  it('takes the first message of the fields the form has', () => {
    expect(
      serverFieldErrors({ email: ['Taken', 'Other'], extra: ['x'] }, ['email', 'password'] as const),
    ).toEqual({ email: 'Taken' });
    expect(serverFieldErrors(undefined, ['email'] as const)).toEqual({});
  });
});

describe('afterSignInPath', () => {
  it('follows a redirect inside the admin area only', () => {
    expect(afterSignInPath('/admin/files/123')).toBe('/admin/files/123');
    expect(afterSignInPath('/admin')).toBe('/admin');
    expect(afterSignInPath('/admin/files?sort=name')).toBe('/admin/files?sort=name');
    expect(afterSignInPath('/administrator')).toBe('/admin/dashboard');
    expect(afterSignInPath('//evil.example/admin')).toBe('/admin/dashboard');
    expect(afterSignInPath('https://evil.example/admin')).toBe('/admin/dashboard');
    expect(afterSignInPath(undefined)).toBe('/admin/dashboard');
    expect(afterSignInPath(42)).toBe('/admin/dashboard');
  });

  it('follows a redirect inside the portal too; the areas’ guards send each person to their own', () => {
    expect(afterSignInPath('/portal')).toBe('/portal');
    expect(afterSignInPath('/portal/estates/e1')).toBe('/portal/estates/e1');
    expect(afterSignInPath('/portals')).toBe('/admin/dashboard');
    expect(afterSignInPath('//evil.example/portal')).toBe('/admin/dashboard');
  });
});

describe('failure messages (docs/behaviour.md#sign-in-and-sign-up)', () => {
  it('shows the server’s message, otherwise Login failed', () => {
    expect(signInFailureMessage({ message: 'Invalid email or password', offline: false })).toBe(
      'Invalid email or password',
    );
    expect(signInFailureMessage({ message: undefined, offline: false })).toBe('Login failed');
    expect(signInFailureMessage({ message: undefined, offline: true })).toMatch(/connection/);
  });
});
