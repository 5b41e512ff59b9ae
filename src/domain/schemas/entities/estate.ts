import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText, requiredText } from '../common.ts';
import { ESTATE_STATUSES } from '../statuses.ts';

const optionalDate = v.optional(v.nullable(IsoDate));

/** The items of the estate trustee's compensation claim (Ontario tariff, docs/behaviour.md#ontario-rules-and-sources). */
export const COMPENSATION_ITEM_IDS = [
  'capital-receipts',
  'capital-disbursements',
  'distributions',
  'revenue-receipts',
  'revenue-disbursements',
  'care-and-management',
] as const;

/** The trustee's own figures, in cents, for the items claimed at other than the tariff. */
export const CompensationClaimBody = v.record(
  v.picklist(COMPENSATION_ITEM_IDS, 'Not an item of the compensation claim'),
  Cents,
);

export const EstateBody = v.strictObject({
  estateName: requiredText('Estate/Trust Name'),
  file: v.optional(v.nullable(Id)),
  deceased: v.optional(
    v.strictObject({
      name: optionalText('Name of the deceased', 200),
      dateOfDeath: optionalDate,
    }),
    {},
  ),
  jurisdiction: v.optional(v.literal('Ontario', 'Court Jurisdiction is Ontario'), 'Ontario'),
  status: v.optional(v.picklist(ESTATE_STATUSES, 'Choose a valid estate status'), 'open'),
  executor: v.optional(
    v.strictObject({
      name: optionalText('Executor name', 200),
      email: v.optional(
        v.union([
          v.literal(''),
          v.pipe(v.string(), v.trim(), v.email('Executor email must be an email address')),
        ]),
      ),
      phone: optionalText('Executor phone', 40),
    }),
    {},
  ),
  keyDates: v.optional(
    v.strictObject({
      dateOfDeath: optionalDate,
      courtDeadline: optionalDate,
      certificateIssued: optionalDate,
    }),
    {},
  ),
  notes: optionalText('Notes', 8000),
  /**
   * The id of the firm's lawyer (the organization's `lawyers`) who acts on the estate and signs
   * its court documents and letters (docs/behaviour.md#firm-details); null clears it.
   */
  lawyerOfRecord: v.optional(v.nullable(Id)),
  compensationClaim: v.optional(CompensationClaimBody),
});
export type EstateBody = v.InferOutput<typeof EstateBody>;
