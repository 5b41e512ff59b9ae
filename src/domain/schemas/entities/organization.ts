import * as v from 'valibot';
import { EmailAddress, Id, optionalText, PostalAddress, requiredText } from '../common.ts';
import { COPY_ROLE_CHOICES } from '../statuses.ts';

export const ORGANIZATION_TYPES = ['law_firm', 'trust_company', 'executor', 'other'] as const;

/** A Superior Court of Justice office the firm files in, with the address its documents print. */
export const CourtOfficeItem = v.strictObject({
  name: requiredText('Court office', 100),
  address: requiredText('Court office address', 300),
});
export type CourtOfficeItem = v.InferOutput<typeof CourtOfficeItem>;

export const CourtOfficeList = v.pipe(
  v.array(CourtOfficeItem, 'Court offices must be a list'),
  v.maxLength(200, 'At most 200 court offices'),
  v.check(
    (list) => new Set(list.map((o) => o.name.toLowerCase())).size === list.length,
    'Each court office is listed once',
  ),
);

/** An email that may be left empty ('' clears it on an update). */
const optionalEmail = v.optional(
  v.union([v.literal(''), EmailAddress], 'Please enter a valid email address'),
);

/**
 * A Law Society of Ontario number as the Society issues it: digits and a letter for a lawyer
 * ("65432P"), "P" and digits for a paralegal. Checked leniently (letters and digits, with at least
 * one digit) so an older or unusual number is never refused; spaces dropped, letters upper case.
 */
export const LsoNumber = v.pipe(
  v.string('LSO number must be text'),
  v.trim(),
  v.toUpperCase(),
  v.minLength(1, 'LSO number is required'),
  v.maxLength(10, 'LSO number must be at most 10 characters'),
  v.regex(/^[A-Z0-9]*[0-9][A-Z0-9]*$/, 'LSO number is letters and digits, as 65432P'),
);

/**
 * One of the firm's lawyers (docs/behaviour.md#firm-details): the id an estate names as its
 * lawyer of record, kept when the name or number is corrected; the backsheets, the notice, the
 * certificate and the letters print the name and LSO number (Form 4C, r. 4.02(3)).
 */
export const FirmLawyer = v.strictObject({
  id: Id,
  name: requiredText('Lawyer’s name', 200),
  lsoNumber: LsoNumber,
  email: optionalEmail,
  telephone: optionalText('Lawyer’s telephone', 40),
});
export type FirmLawyer = v.InferOutput<typeof FirmLawyer>;

export const FirmLawyerList = v.pipe(
  v.array(FirmLawyer, 'Lawyers must be a list'),
  v.maxLength(200, 'At most 200 lawyers'),
  v.check((list) => new Set(list.map((l) => l.id)).size === list.length, 'Each lawyer is listed once'),
  v.check(
    (list) => new Set(list.map((l) => l.lsoNumber)).size === list.length,
    'Two lawyers cannot have the same LSO number',
  ),
);

export const OrganizationBody = v.strictObject({
  name: requiredText('Organization Name'),
  description: optionalText('Description', 4000),
  type: v.optional(v.picklist(ORGANIZATION_TYPES, 'Choose a valid organization type'), 'law_firm'),
  active: v.optional(v.boolean('Active must be true or false'), true),
  /**
   * How many days before a deadline the app reminds the firm's people (absent: the default, see
   * DEFAULT_REMINDER_DAYS); 0 turns reminders off.
   */
  reminderDays: v.optional(
    v.pipe(
      v.number('Reminder days must be a number'),
      v.safeInteger('Reminder days must be a whole number'),
      v.minValue(0, 'Reminder days must not be negative'),
      v.maxValue(365, 'Reminder days must be at most 365'),
    ),
  ),
  /**
   * Minutes without a pointer, key, touch or scroll after which the app locks on every device of
   * the firm (absent: DEFAULT_LOCK_MINUTES); docs/behaviour.md#lock.
   */
  lockMinutes: v.optional(
    v.pipe(
      v.number('Lock minutes must be a number'),
      v.safeInteger('Lock minutes must be a whole number'),
      v.minValue(1, 'Lock after at least 1 minute'),
      v.maxValue(480, 'Lock after at most 480 minutes'),
    ),
  ),
  /**
   * The roles besides Admin that may take copies out of the app: exports, reports, court documents
   * (src/domain/rules/copies.ts; absent: all of them). Edited by an Admin.
   */
  copyRoles: v.optional(
    v.pipe(
      v.array(v.picklist(COPY_ROLE_CHOICES, 'Choose Estate Attorney or Staff'), 'Roles must be a list'),
      v.check((list) => new Set(list).size === list.length, 'Each role is listed once'),
    ),
  ),
  /**
   * The firm's table of court offices (docs/behaviour.md#court-offices): an estate's court details
   * start from the office's address here. Edited by an Admin, as the rest of the firm's details.
   */
  courtOffices: v.optional(CourtOfficeList),
  /**
   * The firm's address for service, telephone and email, and its lawyers
   * (docs/behaviour.md#firm-details): every backsheet, the notice, the lawyer's certificate and the
   * letters print them. Null clears the address.
   */
  address: v.optional(v.nullable(PostalAddress)),
  telephone: optionalText('Telephone', 40),
  email: optionalEmail,
  lawyers: v.optional(FirmLawyerList),
  /**
   * Where the firm serves the Children's Lawyer and the Public Guardian and Trustee (a street
   * address or the email the office accepts service at), which the covering letter to each prints.
   */
  officialAddresses: v.optional(
    v.strictObject({
      'childrens-lawyer': optionalText('The Children’s Lawyer’s address for service', 300),
      'public-guardian-and-trustee': optionalText(
        'The Public Guardian and Trustee’s address for service',
        300,
      ),
    }),
  ),
});

/** Days before a deadline that reminders start when the firm has not chosen. */
export const DEFAULT_REMINDER_DAYS = 14;
/** Minutes idle before the app locks when the firm has not chosen. */
export const DEFAULT_LOCK_MINUTES = 15;
export type OrganizationBody = v.InferOutput<typeof OrganizationBody>;
