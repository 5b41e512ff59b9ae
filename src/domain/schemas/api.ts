import * as v from 'valibot';
import { EmailAddress, requiredText } from './common.ts';

export const LoginBody = v.strictObject({
  email: EmailAddress,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(1, 'Password is required'),
    v.maxLength(1024),
  ),
});

/** New firm and its first Admin user. */
export const RegisterBody = v.strictObject({
  name: requiredText('Your name', 120),
  email: EmailAddress,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(10, 'Use at least 10 characters'),
    v.maxLength(1024, 'Password is too long'),
  ),
  organizationName: requiredText('Firm name'),
});

export const OrganizationUpdateBody = v.strictObject({
  name: v.optional(requiredText('Organization Name')),
  description: v.optional(v.pipe(v.string('Description must be text'), v.trim(), v.maxLength(4000))),
});
