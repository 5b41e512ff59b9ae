import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegisterBody } from '../../domain/schemas/index.ts';
import { type SignUpValues, signUpFailureMessage, validateSignUp } from './sign-up-rules.ts';

const good: SignUpValues = {
  name: 'Jordan Lee',
  organizationName: 'Lee Estates LLP',
  email: 'jordan@lee-estates.ca',
  password: 'a-long-enough-secret',
};

/** The server's first message per field (valibot's flattened issues), to compare with the client's. */
function serverMessages(body: object): Record<string, string | undefined> {
  const { issues } = v.safeParse(RegisterBody, body);
  if (!issues) return {};
  const nested = v.flatten<typeof RegisterBody>(issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]));
}

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
      const expected = { ...serverMessages(body) };
      if (body.password === '') expected.password = 'Password is required';
      expect(validateSignUp(body)).toEqual(expected);
    }
  });
});

describe('sign-up failure messages (docs/behaviour.md#sign-in-and-sign-up)', () => {
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
