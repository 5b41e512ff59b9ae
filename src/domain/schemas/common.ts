import * as v from 'valibot';

/** Record ids are UUIDs (v7 when made by our clients), so records created offline need no server round trip. */
export const Id = v.pipe(v.string('Must be an id'), v.uuid('Must be a valid id'));

/** Calendar date as YYYY-MM-DD: dates of death and deadlines have no time of day or zone. */
export const IsoDate = v.pipe(v.string('Must be a date'), v.isoDate('Must be a date as YYYY-MM-DD'));

export const IsoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** Money is an integer number of cents everywhere; never a float. */
export const Cents = v.pipe(
  v.number('Must be an amount in cents'),
  v.safeInteger('Must be a whole number of cents'),
  v.minValue(0, 'Must not be negative'),
  v.maxValue(1e15, 'Amount is too large'),
);

export const SignedCents = v.pipe(
  v.number('Must be an amount in cents'),
  v.safeInteger('Must be a whole number of cents'),
  v.minValue(-1e15, 'Amount is too large'),
  v.maxValue(1e15, 'Amount is too large'),
);

const whole = (label: string, min: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.safeInteger(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(1000, `${label} must be at most 1000`),
  );

/** A share as an exact fraction (1/3, not 33.33 %): a co-trustee's of compensation, a beneficiary's of the residue. */
export const ShareFractionFields = { numerator: whole('Share', 0), denominator: whole('Out of', 1) };

export const requiredText = (label: string, max = 200) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

export const optionalText = (label: string, max = 2000) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} is too long`)));

export const EmailAddress = v.pipe(
  v.string('Email must be text'),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, 'Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Please enter a valid email address'),
);

/**
 * A postal address as a letter carries it: the firm's, and each person served on a passing of
 * accounts (Forms 74.44 and 16B print it; its province or state and country decide whether the
 * person lives outside Ontario, and so 60 or 75 days' notice, r. 74.18). `region` is the province,
 * territory or state as written ("ON", "Ontario", "NY"); `country` is empty for Canada.
 */
export const PostalAddress = v.strictObject({
  line1: requiredText('Street address', 200),
  line2: optionalText('Address line 2', 200),
  city: requiredText('City', 100),
  region: optionalText('Province or state', 100),
  postalCode: optionalText('Postal code', 20),
  country: optionalText('Country', 100),
});
export type PostalAddress = v.InferOutput<typeof PostalAddress>;

/** Fields every synced record carries; set by the server, never trusted from a client. */
export const RecordMeta = v.object({
  _id: Id,
  organization: Id,
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  version: v.number(),
  deletedAt: v.optional(v.nullable(IsoTimestamp)),
});
export type RecordMeta = v.InferOutput<typeof RecordMeta>;

export const SERVER_FIELDS = [
  '_id',
  'organization',
  'createdAt',
  'updatedAt',
  'version',
  'deletedAt',
] as const;
