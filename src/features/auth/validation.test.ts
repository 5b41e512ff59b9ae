import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody } from '../../domain/schemas/index.ts';
import { signInFailureMessage } from './messages.ts';
import { type SignUpValues, signUpFailureMessage, validateSignUp } from './sign-up.ts';
import { afterSignInPath, isEmailShaped, serverFieldErrors, validateLogin } from './validation.ts';

const good: SignUpValues = {
  name: 'Jordan Lee',
  organizationName: 'Lee Estates LLP',
  email: 'jordan@lee-estates.ca',
  password: 'a-long-enough-secret',
};

/** The server's first message per field, to compare with the client's. */
function serverMessages(schema: typeof RegisterBody | typeof LoginBody, body: object) {
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

describe('validateSignUp (RegisterBody)', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(good)).toEqual({});
    expect(v.safeParse(RegisterBody, good).success).toBe(true);
  });
  it('gives the server’s message for each wrong field', () => {
    const cases: SignUpValues[] = [
      { ...good, password: 'short' },
      { ...good, name: '   ' },
      { ...good, organizationName: '' },
      { ...good, email: 'jordan@' },
      { ...good, email: '' },
      { ...good, name: 'x'.repeat(121) },
      { name: '', organizationName: '', email: '', password: '' },
    ];
    for (const body of cases) {
      // An empty password is "required" here; the server only says it is too short.
      const expected = { ...serverMessages(RegisterBody, body) };
      if (body.password === '') expected.password = 'Password is required';
      expect(validateSignUp(body)).toEqual(expected);
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
  it('explains sign-up failures', () => {
    expect(signUpFailureMessage({ status: 409, message: 'That email is taken', offline: false })).toBe(
      'That email is taken',
    );
    expect(signUpFailureMessage({ status: 0, message: undefined, offline: true })).toMatch(
      /needs a connection/,
    );
    expect(signUpFailureMessage({ status: 400, message: undefined, offline: false })).toBe(
      'Please correct the highlighted fields',
    );
  });
});
