import * as v from 'valibot';
import { Id, optionalText, PostalAddress, requiredText, ShareFractionFields } from '../common.ts';
import { PARTY_ROLES } from '../statuses.ts';

/** How a representative acts for a party served on a passing of accounts. */
export const REPRESENTATIVE_CAPACITIES = [
  'attorney for property',
  'guardian of property',
  'estate trustee',
  'litigation guardian',
] as const;

export const PartyBody = v.strictObject({
  estate: Id,
  role: v.optional(v.picklist(PARTY_ROLES, 'Choose beneficiary, executor, creditor or other'), 'beneficiary'),
  /**
   * Every role of a party who has several (an estate trustee who is also a beneficiary), `role`
   * among them; absent or null when `role` is the only one, so older records and outboxes stay
   * valid. Read through `partyRoles` / `partyHasRole` (src/domain/rules/party-roles.ts), never
   * `role` alone (docs/behaviour.md#parties).
   */
  roles: v.optional(
    v.nullable(
      v.pipe(
        v.array(v.picklist(PARTY_ROLES, 'Choose beneficiary, executor, creditor or other')),
        v.maxLength(PARTY_ROLES.length, 'Each role once'),
        v.check((roles) => new Set(roles).size === roles.length, 'Each role once'),
      ),
    ),
  ),
  name: requiredText('Name'),
  relationshipToDeceased: optionalText('Relationship to deceased', 80),
  contactInfo: optionalText('Contact info', 1000),
  /**
   * The address for service: where the notice of a passing is mailed (r. 16.06) and what Forms
   * 74.44 and 16B print; its province or state and country decide whether the party lives outside
   * Ontario (r. 74.18). Null: none recorded (`contactInfo` is then read as before).
   */
  address: v.optional(v.nullable(PostalAddress)),
  /** Share of the residue in basis points (10000 = 100%), so shares add up without float error. */
  shareOfEstate: v.optional(
    v.pipe(
      v.number('Share must be a number'),
      v.safeInteger('Share must be whole basis points'),
      v.minValue(0, 'Share must not be negative'),
      v.maxValue(10000, 'Share cannot exceed 100%'),
    ),
  ),
  /**
   * The share as an exact fraction when the will gives one (1/3 stays 1/3); `shareOfEstate` then
   * holds the same share rounded to basis points, for lists and older clients.
   */
  shareFraction: v.optional(
    v.nullable(
      v.pipe(
        v.strictObject(ShareFractionFields),
        v.check((f) => f.numerator <= f.denominator, 'Share cannot exceed the whole estate'),
      ),
    ),
  ),
  notes: optionalText('Notes', 8000),
  /**
   * Facts that decide who else is served on a passing of accounts (docs/behaviour.md#passing-of-accounts):
   * under 18, or unborn or unascertained (`unknown`: the Children's Lawyer), mentally incapable
   * (their attorney or guardian of property, else the Public Guardian and Trustee), living outside
   * Ontario (75 days' notice instead of 60; read from the address unless set here, with the reason
   * when it says otherwise than the address).
   */
  minor: v.optional(v.boolean()),
  incapable: v.optional(v.boolean()),
  unknown: v.optional(v.boolean()),
  // null: as the address says (the box cleared back to it).
  outsideOntario: v.optional(v.nullable(v.boolean())),
  outsideOntarioReason: optionalText('Reason', 500),
  /** Who receives service for the party: an attorney or guardian of property, an estate trustee. */
  representative: v.optional(
    v.nullable(
      v.strictObject({
        name: requiredText('Representative'),
        capacity: v.picklist(REPRESENTATIVE_CAPACITIES, 'Choose how they act for the party'),
        /** Where the representative is served (the notice goes to them, not to the party). */
        address: v.optional(v.nullable(PostalAddress)),
      }),
    ),
  ),
});
export type PartyBody = v.InferOutput<typeof PartyBody>;
