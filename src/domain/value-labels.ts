import type { PERSON_STATUSES } from './schemas/api-people.ts';
import type {
  ACCOUNTS_KIND_IDS,
  ALL_ROLES,
  ASSET_CLASSES,
  ASSET_STATUSES,
  COMPENSATION_AUTHORITIES,
  COMPENSATION_ITEM_IDS,
  COPY_ROLE_CHOICES,
  COSTS_CLAIMANTS,
  CURRENCIES,
  DEADLINE_STATES,
  DOCUMENT_TYPES,
  ESTATE_STATUSES,
  FILE_STATUSES,
  LEDGERS,
  NOTICE_OFFICIALS,
  ORGANIZATION_TYPES,
  PARTY_ROLES,
  PASSES_OUTSIDE_HOW,
  PERSONAL_PROPERTY_CATEGORIES,
  RECEIVABLE_TYPES,
  RECEIVED_NOTICE_KINDS,
  REGISTERED_PLAN_TYPES,
  REPRESENTATIVE_CAPACITIES,
  RESERVE_KIND_IDS,
  SUPPORT_DEPONENTS,
  TRANSACTION_KINDS,
} from './schemas/index.ts';

/** The words for each value of one list a schema allows, every value named (the compiler checks). */
type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>;

/**
 * The words people read for every value a record stores from a fixed list (docs/behaviour.md#common-to-every-screen):
 * a screen, a report or a court document that shows such a value shows these words, never the value.
 * `src/domain/value-labels.test.ts` walks every entity's schema and fails on a list with no words
 * here, or words for a value the schema no longer allows.
 */
export const VALUE_LABELS = {
  fileStatus: { active: 'Active', closed: 'Closed', pending: 'Pending' } satisfies Labels<
    typeof FILE_STATUSES
  >,
  estateStatus: {
    open: 'Open',
    under_review: 'Under review',
    pending_court_approval: 'Pending court approval',
    completed: 'Completed',
    closed: 'Closed',
  } satisfies Labels<typeof ESTATE_STATUSES>,
  currency: { CAD: 'CAD', USD: 'USD', OTHER: 'Other' } satisfies Labels<typeof CURRENCIES>,
  dateOrder: {
    dmy: 'Day/month/year (31/01/2025)',
    mdy: 'Month/day/year (01/31/2025)',
    ymd: 'Year-month-day (2025-01-31)',
  },
  ledger: { capital: 'Capital', revenue: 'Revenue' } satisfies Labels<typeof LEDGERS>,
  assetClass: {
    real_property: 'Real property',
    security_investment: 'Securities and investments',
    vehicle: 'Vehicle',
    personal_property: 'Personal property',
    business_interest: 'Business interest',
    receivable: 'Receivable',
    bank_account: 'Bank account',
    registered_plan: 'Registered plan (RRSP, RRIF, TFSA)',
    life_insurance: 'Life insurance',
    pension: 'Pension',
    other: 'Other',
  } satisfies Labels<typeof ASSET_CLASSES>,
  assetStatus: { active: 'Active', disposed: 'Disposed' } satisfies Labels<typeof ASSET_STATUSES>,
  passesOutsideHow: {
    survivorship: 'By right of survivorship',
    designation: 'By beneficiary designation',
  } satisfies Labels<typeof PASSES_OUTSIDE_HOW>,
  personalPropertyCategory: {
    furniture: 'Furniture',
    jewelry: 'Jewellery',
    electronics: 'Electronics',
    tools: 'Tools',
    art: 'Art',
    other: 'Other',
  } satisfies Labels<typeof PERSONAL_PROPERTY_CATEGORIES>,
  receivableType: {
    insurance_proceeds: 'Insurance Proceeds',
    tax_refund: 'Tax Refund',
    loan_receivable: 'Loan Receivable',
    other: 'Other',
  } satisfies Labels<typeof RECEIVABLE_TYPES>,
  registeredPlanType: { RRSP: 'RRSP', RRIF: 'RRIF', TFSA: 'TFSA' } satisfies Labels<
    typeof REGISTERED_PLAN_TYPES
  >,
  partyRole: {
    beneficiary: 'Beneficiary',
    executor: 'Executor',
    creditor: 'Creditor',
    other: 'Other',
  } satisfies Labels<typeof PARTY_ROLES>,
  representativeCapacity: {
    'attorney for property': 'Attorney for property',
    'guardian of property': 'Guardian of property',
    'estate trustee': 'Estate trustee',
    'litigation guardian': 'Litigation guardian',
  } satisfies Labels<typeof REPRESENTATIVE_CAPACITIES>,
  transactionKind: {
    receipt: 'Receipt',
    disbursement: 'Disbursement',
    transfer: 'Transfer',
  } satisfies Labels<typeof TRANSACTION_KINDS>,
  documentType: {
    'Schedule A': 'Schedule A',
    'Schedule B': 'Schedule B',
    'Schedule C': 'Schedule C',
    'Affidavit of Executor': 'Affidavit of Executor',
    'Estate Information Return': 'Estate Information Return',
    Report: 'Report',
    Other: 'Other',
  } satisfies Labels<typeof DOCUMENT_TYPES>,
  deadlineState: {
    done: 'Done',
    'not-applicable': 'Not applicable',
    'date-set': 'Date set',
  } satisfies Labels<typeof DEADLINE_STATES>,
  accountsKind: { interim: 'Interim', final: 'Final' } satisfies Labels<typeof ACCOUNTS_KIND_IDS>,
  reserveKind: {
    'terminal-t1-tax': 'Income tax on the terminal T1 return',
    't3-tax': "Income tax on the estate's T3 returns",
    'costs-of-passing': 'Costs of the passing of accounts',
    'clearance-certificate-holdback': 'Holdback until the clearance certificate is issued',
    other: 'Other reserve',
  } satisfies Labels<typeof RESERVE_KIND_IDS>,
  compensationAuthority: {
    consent: 'Consent',
    'court-order': 'Court order',
  } satisfies Labels<typeof COMPENSATION_AUTHORITIES>,
  compensationItem: {
    'capital-receipts': 'Capital receipts',
    'capital-disbursements': 'Capital disbursements',
    distributions: 'Distributions to beneficiaries',
    'revenue-receipts': 'Revenue receipts',
    'revenue-disbursements': 'Revenue disbursements',
    'care-and-management': 'Care and management',
  } satisfies Labels<typeof COMPENSATION_ITEM_IDS>,
  receivedNoticeKind: {
    'no-objection': 'Notice of no objection (Form 74.46)',
    'non-participation': 'Notice of non-participation (Form 74.46.1)',
    'request-for-costs': 'Request for costs (Form 74.49 or 74.49.1)',
    'request-for-further-notice': 'Request for further notice (Form 74.45.1)',
    objection: 'Notice of objection (Form 74.45)',
  } satisfies Labels<typeof RECEIVED_NOTICE_KINDS>,
  official: {
    'childrens-lawyer': 'The Children’s Lawyer',
    'public-guardian-and-trustee': 'The Public Guardian and Trustee',
  } satisfies Labels<typeof NOTICE_OFFICIALS>,
  supportDeponent: {
    lawyer: 'The lawyer of record',
    applicant: 'The applicant',
  } satisfies Labels<typeof SUPPORT_DEPONENTS>,
  costsClaimant: {
    applicant: 'The applicant',
    'childrens-lawyer': 'The Children’s Lawyer',
    'public-guardian-and-trustee': 'The Public Guardian and Trustee',
  } satisfies Labels<typeof COSTS_CLAIMANTS>,
  role: {
    'Estate Attorney': 'Estate Attorney',
    Admin: 'Admin',
    Staff: 'Staff',
    Beneficiary: 'Beneficiary',
  } satisfies Labels<typeof ALL_ROLES>,
  copyRole: { 'Estate Attorney': 'Estate Attorney', Staff: 'Staff' } satisfies Labels<
    typeof COPY_ROLE_CHOICES
  >,
  personStatus: { Active: 'Active', Disabled: 'Disabled' } satisfies Labels<typeof PERSON_STATUSES>,
  organizationType: {
    law_firm: 'Law firm',
    trust_company: 'Trust company',
    executor: 'Executor',
    other: 'Other',
  } satisfies Labels<typeof ORGANIZATION_TYPES>,
  conflictReason: {
    field_changed: 'Someone changed this field after you',
    deleted: 'The record was deleted before your change arrived — restore it with your value',
    delete_vs_update: 'You deleted a record someone had just changed; it was kept',
  },
} as const;

export type ValueLabelSet = keyof typeof VALUE_LABELS;

/**
 * Which list each stored field takes its value from, by entity and path (`[]` for each item of an
 * array, `{}` for the keys of a record), so that a screen that shows a field generically (the data
 * lists, the history) finds its words, and the test can prove every such field is covered.
 */
export const STORED_VALUE_FIELDS: Readonly<Record<string, ValueLabelSet>> = {
  'files.status': 'fileStatus',
  'estates.status': 'estateStatus',
  'estates.compensationClaim{}': 'compensationItem',
  'accounts.currency': 'currency',
  'accounts.statementImport.csv.dateOrder': 'dateOrder',
  'accounts.statementImport.rules[].ledger': 'ledger',
  'assets.assetClass': 'assetClass',
  'assets.status': 'assetStatus',
  'assets.passesOutside.how': 'passesOutsideHow',
  'assets.details.category': 'personalPropertyCategory',
  'assets.details.receivableType': 'receivableType',
  'assets.details.planType': 'registeredPlanType',
  'parties.role': 'partyRole',
  'parties.roles[]': 'partyRole',
  'parties.representative.capacity': 'representativeCapacity',
  'transactions.kind': 'transactionKind',
  'transactions.ledger': 'ledger',
  'documents.type': 'documentType',
  'deadlines.state': 'deadlineState',
  'courtAccounts.accountsKind': 'accountsKind',
  'courtAccounts.reserves[].kind': 'reserveKind',
  'courtAccounts.compensationTaken[].ledger': 'ledger',
  'courtAccounts.compensationTaken[].authority': 'compensationAuthority',
  'courtAccounts.noticesReceived[].kind': 'receivedNoticeKind',
  'courtAccounts.noticesReceived[].official': 'official',
  'courtAccounts.supportDeponent': 'supportDeponent',
  'courtAccounts.costsClaims[].for': 'costsClaimant',
  'users.role': 'role',
  'users.status': 'personStatus',
  'organizations.type': 'organizationType',
  'organizations.copyRoles[]': 'copyRole',
  'conflicts.reason': 'conflictReason',
};

/**
 * The words for one value of a list. A value the list does not hold (a record written by a newer
 * version, or an old one) reads as words, never as a slug: 'pending_court_approval' as 'Pending
 * court approval'; nothing reads as ''.
 */
export function valueLabel(set: ValueLabelSet, value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const labels: Readonly<Record<string, string>> = VALUE_LABELS[set];
  if (Object.hasOwn(labels, value)) return labels[value] as string;
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words for a stored field's value, by entity and field path; a field with no list shows its value as it is. */
export function storedValueLabel(path: string, value: unknown): string {
  const set = STORED_VALUE_FIELDS[path];
  if (set) return valueLabel(set, value);
  return typeof value === 'string' ? value : '';
}
