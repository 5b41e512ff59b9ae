import type { AssetClass } from '../../domain/schemas/index.ts';
import { VALUE_LABELS } from '../../domain/value-labels.ts';

/** Readable names for the asset class grid (docs/behaviour.md#record-forms); the stored values stay snake_case. */
export const ASSET_CLASS_INFO: Readonly<Record<AssetClass, { label: string; description: string }>> = {
  real_property: { label: 'Real Property', description: 'House, condo, land or cottage' },
  security_investment: { label: 'Security / Investment', description: 'Shares, bonds, funds or GICs' },
  vehicle: { label: 'Vehicle', description: 'Car, truck, boat or RV' },
  personal_property: { label: 'Personal Property', description: 'Furniture, jewellery, art or tools' },
  business_interest: { label: 'Business Interest', description: 'A stake in a private business' },
  receivable: { label: 'Receivable', description: 'Money owed to the estate' },
  bank_account: { label: 'Bank Account', description: 'Chequing, savings or a deposit at death' },
  registered_plan: { label: 'Registered Plan', description: 'RRSP, RRIF or TFSA' },
  life_insurance: { label: 'Life Insurance', description: 'A policy on the deceased’s life' },
  pension: { label: 'Pension', description: 'A pension plan’s benefit on death' },
  other: { label: 'Other', description: 'Anything else the estate owns' },
};

export type DetailKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'year'
  | 'percent'
  | 'select'
  | 'currency'
  | 'checkbox';
export type DetailField = {
  readonly name: string;
  readonly label: string;
  readonly kind: DetailKind;
  readonly required: boolean;
  readonly options?: readonly { value: string; label: string }[];
  readonly hint?: string;
};

const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Class-specific fields (docs/behaviour.md#record-forms); all required except the legal description and the other details. */
export const DETAIL_FIELDS: Readonly<Record<AssetClass, readonly DetailField[]>> = {
  real_property: [
    { name: 'address', label: 'Address', kind: 'text', required: true },
    {
      name: 'legalDesc',
      label: 'Legal Description',
      kind: 'textarea',
      required: false,
      hint: 'As on the deed: PIN, lot and plan',
    },
    {
      name: 'inOntario',
      label: 'In Ontario',
      kind: 'checkbox',
      required: false,
      hint: 'Real property outside Ontario is not in the value of the estate for the Ontario tax',
    },
  ],
  security_investment: [
    {
      name: 'identifier',
      label: 'Identifier',
      kind: 'text',
      required: true,
      hint: 'Ticker, CUSIP or ISIN',
    },
    { name: 'quantityDoD', label: 'Quantity at Date of Death', kind: 'number', required: true },
  ],
  vehicle: [
    { name: 'year', label: 'Year', kind: 'year', required: true },
    { name: 'make', label: 'Make', kind: 'text', required: true },
    { name: 'model', label: 'Model', kind: 'text', required: true },
  ],
  personal_property: [
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      options: optionsOf(VALUE_LABELS.personalPropertyCategory),
    },
  ],
  business_interest: [
    { name: 'entityName', label: 'Entity Name', kind: 'text', required: true },
    { name: 'ownershipPercent', label: 'Ownership (%)', kind: 'percent', required: true },
  ],
  receivable: [
    {
      name: 'receivableType',
      label: 'Receivable Type',
      kind: 'select',
      required: true,
      options: optionsOf(VALUE_LABELS.receivableType),
    },
    {
      name: 'counterparty',
      label: 'Counterparty',
      kind: 'text',
      required: true,
      hint: 'Who owes the estate the money',
    },
    { name: 'expectedAmount', label: 'Expected Amount', kind: 'currency', required: false },
  ],
  bank_account: [
    { name: 'institution', label: 'Institution', kind: 'text', required: true },
    {
      name: 'accountRef',
      label: 'Account Number or Reference',
      kind: 'text',
      required: true,
      hint: 'The last digits of the account number, or the bank’s reference',
    },
  ],
  registered_plan: [
    {
      name: 'planType',
      label: 'Plan Type',
      kind: 'select',
      required: true,
      options: optionsOf(VALUE_LABELS.registeredPlanType),
    },
    { name: 'institution', label: 'Institution', kind: 'text', required: true },
    { name: 'planNumber', label: 'Plan Number', kind: 'text', required: true },
  ],
  life_insurance: [
    { name: 'insurer', label: 'Insurer', kind: 'text', required: true },
    { name: 'policyNumber', label: 'Policy Number', kind: 'text', required: true },
  ],
  pension: [
    { name: 'administrator', label: 'Plan Administrator', kind: 'text', required: true },
    { name: 'memberNumber', label: 'Plan or Member Number', kind: 'text', required: true },
  ],
  other: [{ name: 'details', label: 'Details', kind: 'textarea', required: false }],
};
