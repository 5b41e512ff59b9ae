import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText, requiredText } from '../common.ts';
import { ASSET_STATUSES } from '../statuses.ts';

export const ASSET_CLASSES = [
  'real_property',
  'security_investment',
  'vehicle',
  'personal_property',
  'business_interest',
  'receivable',
  'bank_account',
  'registered_plan',
  'life_insurance',
  'pension',
  'other',
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export const PERSONAL_PROPERTY_CATEGORIES = [
  'furniture',
  'jewelry',
  'electronics',
  'tools',
  'art',
  'other',
] as const;
export const RECEIVABLE_TYPES = ['insurance_proceeds', 'tax_refund', 'loan_receivable', 'other'] as const;
export const REGISTERED_PLAN_TYPES = ['RRSP', 'RRIF', 'TFSA'] as const;

/**
 * How an asset passes outside the estate: by right of survivorship to a joint owner, or to the
 * beneficiary designated under a plan, policy or pension. It is then not property of the estate:
 * the statement lists it apart and leaves it out of the value for the application and the tax
 * (src/domain/rules/ontario/probate-value.ts; docs/behaviour.md#assets-outside-the-estate).
 */
export const PASSES_OUTSIDE_HOW = ['survivorship', 'designation'] as const;
export type PassesOutsideHow = (typeof PASSES_OUTSIDE_HOW)[number];
export const PassesOutside = v.strictObject({
  how: v.picklist(PASSES_OUTSIDE_HOW, 'Choose how it passes outside the estate'),
  to: requiredText('Passes to', 200),
});
export type PassesOutside = v.InferOutput<typeof PassesOutside>;

const year = v.pipe(
  v.number('Year must be a number'),
  v.integer('Year must be a whole number'),
  v.minValue(1885, 'Year is too early'),
  v.maxValue(2100, 'Year is too late'),
);

/** Class-specific fields (docs/architecture.md#data-model), kept under `details` so the shared columns stay the same for every class. */
export const ASSET_DETAILS = {
  real_property: v.strictObject({
    address: requiredText('Address', 400),
    legalDesc: optionalText('Legal description'),
    /**
     * Real property outside Ontario is not in the "value of the estate" for the Ontario tax
     * (Estate Administration Tax Act, 1998, S.O. 1998, c. 34, Sched., s. 1). Absent (records
     * older than the field) means in Ontario, as every one entered before it was.
     */
    inOntario: v.optional(v.boolean('In Ontario must be yes or no')),
  }),
  security_investment: v.strictObject({
    identifier: requiredText('Identifier (ticker, CUSIP or ISIN)', 40),
    quantityDoD: v.pipe(
      v.number('Quantity must be a number'),
      v.minValue(0, 'Quantity must not be negative'),
    ),
  }),
  vehicle: v.strictObject({ year, make: requiredText('Make', 60), model: requiredText('Model', 60) }),
  personal_property: v.strictObject({
    category: v.picklist(PERSONAL_PROPERTY_CATEGORIES, 'Choose a category'),
  }),
  business_interest: v.strictObject({
    entityName: requiredText('Entity name'),
    ownershipPercent: v.pipe(
      v.number('Ownership must be a number'),
      v.minValue(0, 'Ownership must not be negative'),
      v.maxValue(100, 'Ownership cannot exceed 100%'),
    ),
  }),
  receivable: v.strictObject({
    receivableType: v.picklist(RECEIVABLE_TYPES, 'Choose a receivable type'),
    counterparty: requiredText('Counterparty'),
    expectedAmount: v.optional(Cents),
  }),
  bank_account: v.strictObject({
    institution: requiredText('Institution', 200),
    /** The last digits of the account number or the bank's reference; its balance at death is fmvDoD. */
    accountRef: requiredText('Account number (last digits) or reference', 60),
  }),
  registered_plan: v.strictObject({
    planType: v.picklist(REGISTERED_PLAN_TYPES, 'Choose RRSP, RRIF or TFSA'),
    institution: requiredText('Institution', 200),
    planNumber: requiredText('Plan number', 60),
  }),
  life_insurance: v.strictObject({
    insurer: requiredText('Insurer', 200),
    policyNumber: requiredText('Policy number', 60),
  }),
  pension: v.strictObject({
    administrator: requiredText('Plan administrator', 200),
    memberNumber: requiredText('Plan or member number', 60),
  }),
  other: v.strictObject({ details: optionalText('Details', 4000) }),
} as const satisfies Record<AssetClass, v.GenericSchema>;

const shared = {
  estate: Id,
  name: requiredText('Name'),
  fmvDoD: Cents,
  valuationDate: IsoDate,
  acb: v.optional(v.nullable(Cents)),
  notes: optionalText('Notes', 8000),
  status: v.optional(v.picklist(ASSET_STATUSES, 'Choose active or disposed'), 'active'),
  dispositionDate: v.optional(v.nullable(IsoDate)),
  proceeds: v.optional(v.nullable(Cents)),
  attachments: v.optional(v.array(Id), []),
  /**
   * A disposal by handing the asset to this beneficiary party (in kind) rather than selling it;
   * `proceeds` is then its value at distribution (docs/behaviour.md#court-accounts-data).
   */
  distributedTo: v.optional(v.nullable(Id)),
  /** With `distributedTo`: taken on account of their share of the residue; otherwise a specific bequest. */
  onAccountOfShare: v.optional(v.boolean()),
  /** Its current market value while still held, for the statement of assets on hand, with its date. */
  marketValue: v.optional(v.nullable(Cents)),
  marketValueAsOf: v.optional(v.nullable(IsoDate)),
  /** Where the market value comes from (an appraisal, a statement, an exchange's close). */
  marketValueSource: optionalText('Source of the market value', 200),
  /** Null or absent: property of the estate. Otherwise how and to whom it passes outside it. */
  passesOutside: v.optional(v.nullable(PassesOutside)),
};

const variantOf = <K extends AssetClass>(k: K) =>
  v.strictObject({ ...shared, assetClass: v.literal(k), details: ASSET_DETAILS[k] });

export const AssetBody = v.pipe(
  v.variant(
    'assetClass',
    ASSET_CLASSES.map(variantOf) as unknown as ReturnType<typeof variantOf<AssetClass>>[],
    'Choose an asset class',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const asset = dataset.value;
    const refuse = (
      key: 'distributedTo' | 'marketValueAsOf' | 'dispositionDate' | 'proceeds',
      message: string,
    ) =>
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: asset, key, value: asset[key] }],
      });
    if (asset.distributedTo && asset.status !== 'disposed')
      refuse('distributedTo', 'Only a disposed asset is distributed in kind');
    if (asset.marketValue != null && !asset.marketValueAsOf)
      refuse('marketValueAsOf', 'The date of the market value is required');
    if (asset.status !== 'disposed') return;
    if (asset.dispositionDate == null)
      refuse('dispositionDate', 'Disposition date is required when disposed');
    if (asset.proceeds == null)
      refuse(
        'proceeds',
        asset.distributedTo ? 'Value at distribution is required' : 'Proceeds are required when disposed',
      );
  }),
);
export type AssetBody = v.InferOutput<typeof AssetBody>;

export const ASSET_FIELDS = [...Object.keys(shared), 'assetClass', 'details'] as const;
