import * as v from 'valibot';
import { Cents, Id, optionalText, requiredText } from '../common.ts';

/**
 * A debt of the estate: whom it is owed to, what was owing at the date of death (in cents) and
 * the estate's disbursements that paid it. What is still outstanding is not stored: the court
 * accounts compute it from the linked disbursements (src/domain/rules/ontario/liability-records.ts;
 * docs/architecture.md, "Add an entity").
 */
export const LiabilityBody = v.strictObject({
  estate: Id,
  creditor: requiredText('Creditor', 200),
  /** The creditor party, when the creditor is recorded as one (null once that party is deleted). */
  party: v.optional(v.nullable(Id)),
  description: optionalText('Description', 500),
  amountAtDeath: Cents,
  /**
   * The estate's real property this debt is registered against (a mortgage or a lien), so the
   * value of the estate counts that property net of it (src/domain/rules/ontario/probate-value.ts).
   * Null once that asset is deleted.
   */
  encumbers: v.optional(v.nullable(Id)),
  /** Ids of the estate's disbursements that paid it. */
  paidBy: v.optional(
    v.pipe(v.array(Id, 'Paid by must be a list of transactions'), v.maxLength(500, 'Too many payments')),
  ),
  notes: optionalText('Notes', 2000),
});
export type LiabilityBody = v.InferOutput<typeof LiabilityBody>;
