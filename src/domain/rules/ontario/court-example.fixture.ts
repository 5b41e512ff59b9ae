import type { AccountsAsset, AccountsTransaction } from './accounts-input.ts';
import type { CourtAccountsInput } from './court-inputs.ts';
import {
  WORKED_ACCOUNTS,
  WORKED_ASSETS,
  WORKED_ESTATE,
  WORKED_PARTIES,
  WORKED_PERIOD,
  WORKED_TRANSACTIONS,
} from './worked-example.fixture.ts';

/**
 * The Estate of Eleanor Ramsay (worked-example.fixture.ts) as a practitioner would enter it for
 * the court, every figure derived by hand in court-accounts.worked.test.ts:
 * - the house sold for $630,000.00, the purchaser's lawyer deducting $32,775.50 of commission and
 *   closing costs, so $597,224.50 net arrives (r2; the separate commission cheque d3 is gone);
 * - the RBC shares received and kept (an asset received in kind), worth $91,250.00 at the end;
 * - the car given to Thomas under the will (a specific bequest, distributed in kind);
 * - $100,000.00 of surplus cash reinvested in a GIC (p1);
 * - the CIBC Visa owing $2,345.67 at death, paid (d6); the Enbridge final bill of $187.45 still owing;
 * - an interim distribution of $10,000.00 to Thomas (d7); out-of-pocket expenses of $356.20
 *   reimbursed to Anne, executor and beneficiary (d8: not an advance);
 * - $5,000.00 of compensation taken by Anne with the beneficiaries' consent (d9);
 * - Anne and Thomas co-executors sharing compensation equally.
 */
const CHEQUING = 'acct-chequing';
const SAVINGS = 'acct-savings';

const tx = (
  _id: string,
  kind: AccountsTransaction['kind'],
  ledger: 'capital' | 'revenue',
  date: string,
  amount: number,
  accounts: { from?: string; to?: string },
  payee: string,
  purpose: string,
): AccountsTransaction => ({
  _id,
  estate: WORKED_ESTATE._id,
  kind,
  ledger,
  type: kind === 'receipt' ? 'bank_deposit' : 'cheque',
  date,
  amount,
  fromAccount: accounts.from ?? null,
  toAccount: accounts.to ?? null,
  payee,
  purpose,
});

const kept = WORKED_TRANSACTIONS.filter((t) => t._id !== 'r2' && t._id !== 'd3');

export const COURT_TRANSACTIONS: AccountsTransaction[] = [
  ...kept,
  tx(
    'r2',
    'receipt',
    'capital',
    '2024-10-04',
    59_722_450,
    { to: CHEQUING },
    'Lawyer in trust',
    'Net proceeds, 12 Maple Crescent',
  ),
  tx(
    'd6',
    'disbursement',
    'capital',
    '2024-04-20',
    234_567,
    { from: CHEQUING },
    'CIBC Visa',
    'Balance at death',
  ),
  tx('p1', 'disbursement', 'capital', '2024-10-15', 10_000_000, { from: SAVINGS }, 'EQ Bank', 'GIC, 1 year'),
  tx(
    'd7',
    'disbursement',
    'capital',
    '2025-01-31',
    1_000_000,
    { from: CHEQUING },
    'Thomas Ramsay',
    'Interim distribution',
  ),
  tx(
    'd8',
    'disbursement',
    'capital',
    '2025-02-03',
    35_620,
    { from: CHEQUING },
    'Anne Ramsay',
    'Reimbursement: locksmith, postage',
  ),
  tx(
    'd9',
    'disbursement',
    'capital',
    '2025-02-15',
    500_000,
    { from: CHEQUING },
    'Anne Ramsay',
    'Compensation on account',
  ),
];

export const COURT_ASSETS: AccountsAsset[] = [
  ...WORKED_ASSETS.map((a) =>
    a._id === 'asset-car'
      ? { ...a, status: 'disposed' as const, dispositionDate: '2024-08-01', proceeds: 0 }
      : a,
  ),
  {
    _id: 'asset-gic',
    estate: WORKED_ESTATE._id,
    name: 'EQ Bank GIC, 1 year',
    assetClass: 'security_investment',
    fmvDoD: 10_000_000,
    valuationDate: '2024-10-15',
    acb: 10_000_000,
    status: 'active',
  },
];

export const COURT_INPUT: CourtAccountsInput = {
  estate: WORKED_ESTATE,
  assets: COURT_ASSETS,
  accounts: WORKED_ACCOUNTS,
  transactions: COURT_TRANSACTIONS,
  parties: WORKED_PARTIES,
  period: WORKED_PERIOD,
  links: [
    { transactionId: 'r2', kind: 'realisation', assetId: 'asset-house', costsOfSale: 3_277_550 },
    { transactionId: 'p1', kind: 'investment-purchase', assetId: 'asset-gic' },
    { transactionId: 'd7', kind: 'distribution', beneficiaryId: 'p-tom' },
  ],
  inKind: [{ assetId: 'asset-car', beneficiaryId: 'p-tom', date: '2024-08-01' }],
  liabilities: [
    {
      _id: 'l-visa',
      creditor: 'CIBC Visa',
      creditorPartyId: 'p-visa',
      amountAtDeath: 234_567,
      paidBy: ['d6'],
    },
    { _id: 'l-gas', creditor: 'Enbridge Gas', description: 'Final bill', amountAtDeath: 18_745 },
  ],
  marketValues: [{ assetId: 'asset-shares', value: 9_125_000, asOf: '2025-03-14', source: 'TSX close' }],
  compensationTaken: [
    {
      date: '2025-02-15',
      amount: 500_000,
      ledger: 'capital',
      authority: 'consent',
      reference: 'Written consent of all beneficiaries, 2025-02-10',
      transactionId: 'd9',
      trusteeId: 'anne',
    },
  ],
  // The trustees claim the care and management fee (the tariff's figure, 2,669.86): the house and
  // the shares were held and managed for the whole year. It is claimed only when they say so.
  compensationOverrides: { 'care-and-management': 266_986 },
  trustees: [
    { id: 'anne', name: 'Anne Ramsay', share: { numerator: 1, denominator: 2 } },
    { id: 'tom', name: 'Thomas Ramsay', share: { numerator: 1, denominator: 2 } },
  ],
  compensationReasons: {
    'size-of-trust': 'An estate of about $700,000: a house, a share portfolio and a car.',
    'care-and-responsibility': 'Sale of the house with a tenant in place.',
    'time-occupied': 'About 120 hours over the year.',
    'skill-and-ability': 'No professional trustee; advice taken where needed.',
    'success-of-administration': 'House sold above its value at death; no claims against the estate.',
  },
};
