import type { ReportNote } from '../model.ts';

/**
 * What the Estate Accounts say of the law they follow. A court document cites the statutes, the
 * Rules and the cases only (docs/behaviour.md, Reports); the engine's remarks about the data
 * (links to make, amounts to enter) are shown in the app before generating, never printed here.
 */
export const ACCOUNTS_CONTENT_NOTE: ReportNote = {
  text:
    'The accounts set out, with their entries numbered and cross-referenced by number: the assets at the ' +
    'date of death and how each was realised or distributed; capital and revenue receipts and ' +
    'disbursements, kept apart; the investment account; the assets not yet realised; the money and ' +
    'investments on hand; the liabilities outstanding; and the compensation claimed.',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.17(1)',
};

export const PASSING_NOTE: ReportNote = {
  text: 'Accounts filed to be passed by the Superior Court of Justice on an application to pass accounts.',
  source:
    'Trustee Act, R.S.O. 1990, c. T.23, s. 23; Estates Act, R.S.O. 1990, c. E.21, s. 49; ' +
    'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.16 to 74.18',
};

export const COMPENSATION_NOTE: ReportNote = {
  text:
    'The estate trustee claims a fair and reasonable allowance for their care, pains, trouble and time. ' +
    'The claim is computed on the percentages allowed in practice (2.5% of capital receipts, including ' +
    'the assets at their value at death adjusted by gains and losses on realisation, of capital ' +
    'disbursements, of distributions and of revenue receipts and disbursements, nothing on ' +
    'reinvestment; a care and management fee of 2/5 of 1% a year of the average gross value of the ' +
    'capital) and tested against the size of the trust, the care and responsibility arising from it, ' +
    'the time occupied, the skill and ability shown and the success of the administration.',
  source:
    'Trustee Act, R.S.O. 1990, c. T.23, s. 61(1); Re Jeffery Estate (1990), 39 E.T.R. 173 (Ont. Surr. Ct.); ' +
    'Laing Estate v. Hines (1998), 41 O.R. (3d) 571 (C.A.)',
};

export const RESERVES_NOTE: ReportNote = {
  text:
    'The proposed distribution is limited to the cash on hand less the liabilities outstanding, the ' +
    'compensation not yet taken and the amounts held back for taxes and the costs of the passing.',
  source: 'Income Tax Act, R.S.C. 1985, c. 1 (5th Supp.), s. 159(2) and (3)',
};

export const COURT_ACCOUNTS_NOTES: readonly ReportNote[] = [
  ACCOUNTS_CONTENT_NOTE,
  PASSING_NOTE,
  COMPENSATION_NOTE,
  RESERVES_NOTE,
];
