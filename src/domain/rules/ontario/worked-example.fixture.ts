import type {
  AccountsAsset,
  AccountsBankAccount,
  AccountsEstate,
  AccountsParty,
  AccountsTransaction,
  EstateAccountsInput,
  LiabilityInput,
} from './accounts-input.ts';

/**
 * A small estate whose every figure worked-example.test.ts derives by hand: three original
 * assets (the house sold during the period), ten receipts and disbursements in both ledgers, an
 * internal transfer, one transaction after the period, three residuary beneficiaries.
 */
export const WORKED_ESTATE: AccountsEstate = {
  _id: 'estate-ramsay',
  estateName: 'Estate of Eleanor Ramsay',
  deceased: { name: 'Eleanor Ramsay', dateOfDeath: '2024-03-15' },
  keyDates: { dateOfDeath: '2024-03-15', certificateIssued: '2024-06-20', courtDeadline: null },
  status: 'open',
};

export const WORKED_PERIOD = { from: '2024-03-15', to: '2025-03-14' };
export const WORKED_TODAY = '2025-03-20';

const CHEQUING = 'acct-chequing';
const SAVINGS = 'acct-savings';

export const WORKED_ACCOUNTS: AccountsBankAccount[] = [
  { _id: CHEQUING, estate: 'estate-ramsay', name: 'Estate chequing (RBC)' },
  { _id: SAVINGS, estate: 'estate-ramsay', name: 'Estate savings (EQ Bank)' },
];

export const WORKED_ASSETS: AccountsAsset[] = [
  {
    _id: 'asset-house',
    estate: 'estate-ramsay',
    name: 'House, 12 Maple Crescent, Kingston',
    assetClass: 'real_property',
    fmvDoD: 60_000_000,
    valuationDate: '2024-03-15',
    acb: 21_000_000,
    status: 'disposed',
    dispositionDate: '2024-09-30',
    proceeds: 63_000_000,
  },
  {
    _id: 'asset-shares',
    estate: 'estate-ramsay',
    name: 'Royal Bank of Canada common shares (500)',
    assetClass: 'security_investment',
    fmvDoD: 8_500_000,
    valuationDate: '2024-03-15',
    acb: 4_000_000,
    status: 'active',
  },
  {
    _id: 'asset-car',
    estate: 'estate-ramsay',
    name: '2018 Honda Civic',
    assetClass: 'vehicle',
    fmvDoD: 1_235_000,
    valuationDate: '2024-03-15',
    status: 'active',
  },
];

const tx = (
  id: string,
  kind: AccountsTransaction['kind'],
  ledger: 'capital' | 'revenue',
  type: string,
  date: string,
  amount: number,
  accounts: { from?: string; to?: string },
  payee: string,
  purpose: string,
): AccountsTransaction => ({
  _id: id,
  estate: 'estate-ramsay',
  kind,
  ledger,
  type,
  date,
  amount,
  fromAccount: accounts.from ?? null,
  toAccount: accounts.to ?? null,
  payee,
  purpose,
});

export const WORKED_TRANSACTIONS: AccountsTransaction[] = [
  tx(
    'r1',
    'receipt',
    'capital',
    'cheque',
    '2024-04-10',
    250_000,
    { to: CHEQUING },
    'Service Canada',
    'CPP death benefit',
  ),
  tx(
    'd1',
    'disbursement',
    'capital',
    'cheque',
    '2024-04-05',
    1_248_000,
    { from: CHEQUING },
    'Cataraqui Funeral Home',
    'Funeral expenses',
  ),
  tx(
    'd2',
    'disbursement',
    'capital',
    'tax',
    '2024-05-01',
    972_000,
    { from: CHEQUING },
    'Minister of Finance (Ontario)',
    'Estate Administration Tax',
  ),
  tx(
    'r3',
    'receipt',
    'capital',
    'cheque',
    '2024-05-15',
    123_456,
    { to: CHEQUING },
    'Canada Revenue Agency',
    '2023 income tax refund',
  ),
  tx(
    'r4',
    'receipt',
    'revenue',
    'dividend',
    '2024-06-28',
    102_000,
    { to: CHEQUING },
    'RBC Direct Investing',
    'Quarterly dividend',
  ),
  tx(
    'r2',
    'receipt',
    'capital',
    'bank_deposit',
    '2024-10-04',
    63_000_000,
    { to: CHEQUING },
    'Lawyer in trust (purchaser)',
    'Sale of 12 Maple Crescent',
  ),
  tx(
    'd3',
    'disbursement',
    'capital',
    'cheque',
    '2024-10-07',
    3_277_550,
    { from: CHEQUING },
    'Kingston Realty Ltd.',
    'Commission and closing costs on the sale',
  ),
  tx(
    't1',
    'transfer',
    'capital',
    'internal',
    '2024-10-10',
    40_000_000,
    { from: CHEQUING, to: SAVINGS },
    'Estate accounts',
    'Surplus cash to savings',
  ),
  tx(
    'r5',
    'receipt',
    'revenue',
    'interest',
    '2024-12-31',
    84_533,
    { to: SAVINGS },
    'EQ Bank',
    'Interest earned',
  ),
  tx(
    'd5',
    'disbursement',
    'revenue',
    'fee',
    '2024-12-31',
    21_270,
    { from: CHEQUING },
    'RBC Direct Investing',
    'Investment account fee',
  ),
  tx(
    'd4',
    'disbursement',
    'capital',
    'fee',
    '2025-01-20',
    847_500,
    { from: CHEQUING },
    'Baird & Kwan LLP',
    'Legal fees (interim account)',
  ),
  tx(
    'x1',
    'disbursement',
    'capital',
    'cheque',
    '2025-03-20',
    100_000,
    { from: CHEQUING },
    'Kingston Utilities',
    'After the period',
  ),
];

export const WORKED_PARTIES: AccountsParty[] = [
  {
    _id: 'p-exec',
    estate: 'estate-ramsay',
    role: 'executor',
    name: 'Anne Ramsay',
    relationshipToDeceased: 'Daughter',
  },
  {
    _id: 'p-anne',
    estate: 'estate-ramsay',
    role: 'beneficiary',
    name: 'Anne Ramsay',
    relationshipToDeceased: 'Daughter',
    shareOfEstate: 3334,
  },
  {
    _id: 'p-tom',
    estate: 'estate-ramsay',
    role: 'beneficiary',
    name: 'Thomas Ramsay',
    relationshipToDeceased: 'Son',
    shareOfEstate: 3333,
  },
  {
    _id: 'p-humane',
    estate: 'estate-ramsay',
    role: 'beneficiary',
    name: 'Kingston Humane Society',
    relationshipToDeceased: 'Charity',
    shareOfEstate: 3333,
  },
  {
    _id: 'p-visa',
    estate: 'estate-ramsay',
    role: 'creditor',
    name: 'CIBC Visa',
    notes: 'Balance at death paid from the chequing account.',
  },
];

export const WORKED_LIABILITIES: LiabilityInput[] = [
  { label: 'Baird & Kwan CPA: T3 return (estimate)', amount: 180_000, notes: 'Fee quoted, not yet billed.' },
];

export const WORKED_INPUT: EstateAccountsInput = {
  estate: WORKED_ESTATE,
  assets: WORKED_ASSETS,
  accounts: WORKED_ACCOUNTS,
  transactions: WORKED_TRANSACTIONS,
  parties: WORKED_PARTIES,
  period: WORKED_PERIOD,
};

/**
 * The worked example's trustee claims the care and management fee on top of the tariff: the
 * estate was held and managed for the whole year (a house on the market, shares kept), and the
 * fee is claimed only when the trustee says so (court-compensation.ts). 2,729.97 is the fee on
 * the mean of the opening and closing capital: (697,350.00 + 667,634.06) / 2 × 0.4% × 365/365.
 */
export const WORKED_CLAIM = { 'care-and-management': 272_997 } as const;

export const WORKED_OPTIONS = {
  liabilities: WORKED_LIABILITIES,
  deadlinesDone: { 'estate-information-return': true },
} as const;
