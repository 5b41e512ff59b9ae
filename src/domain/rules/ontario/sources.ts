/**
 * The Ontario rules the calculations apply, each with the sources collected in docs/behaviour.md#ontario-rules-and-sources, so a
 * screen or a report can say which rule a figure comes from.
 */
export interface RuleSource {
  rule: string;
  source: string;
}

export const ESTATE_ADMINISTRATION_TAX_RULE: RuleSource = {
  rule:
    'Estate Administration Tax (certificates requested on or after 2020-01-01): $0 on the first $50,000 ' +
    'of the value of the estate; $15 for each $1,000, or part of $1,000, above $50,000.',
  source: 'Estate Administration Tax Act, 1998, S.O. 1998, c. 34, Sched., s. 2 (as in force from 2020-01-01)',
};

export const COMPENSATION_TARIFF_RULE: RuleSource = {
  rule:
    'Tariff used in practice: 2.5% of each of capital receipts, capital disbursements, revenue receipts ' +
    'and revenue disbursements. The tariff is a starting point: compensation must be fair and reasonable.',
  source:
    'Trustee Act, R.S.O. 1990, c. T.23, s. 61(1); Laing Estate v. Hines (1998), 41 O.R. (3d) 571 (C.A.)',
};

export const CARE_AND_MANAGEMENT_RULE: RuleSource = {
  rule:
    'Care-and-management fee: 2/5 of 1% (0.4%) a year of the average gross value of the assets held, ' +
    'pro-rated by the days in the accounting period over 365.',
  source:
    'Trustee Act, R.S.O. 1990, c. T.23, s. 61(1); Re Jeffery Estate (1990), 39 E.T.R. 173 (Ont. Surr. Ct.)',
};

export const ESTATE_ACCOUNTS_RULE: RuleSource = {
  rule:
    'Estate accounts on a passing of accounts, kept on a cash basis: assets at death cross-referenced to ' +
    'their realisation or distribution; capital and revenue receipts and disbursements kept apart; ' +
    'investment account; unrealised original assets; money and investments on hand; liabilities ' +
    'outstanding; compensation claimed; proposed distribution; reconciliation.',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.17(1)',
};

export const ESTATE_INFORMATION_RETURN_RULE: RuleSource = {
  rule:
    'Estate Information Return to the Ministry of Finance within 180 days after the certificate of ' +
    'appointment is issued (90 days before 2020); required even when no tax is due.',
  source: 'O. Reg. 310/14 (Estate Information Return) under the Estate Administration Tax Act, 1998',
};

export const AMENDED_RETURN_RULE: RuleSource = {
  rule:
    'Amended Estate Information Return within 60 days of learning the return was wrong or incomplete ' +
    '(the duty lasts 4 years after the certificate is issued).',
  source: 'O. Reg. 310/14 (Estate Information Return) under the Estate Administration Tax Act, 1998',
};

export const TERMINAL_RETURN_RULE: RuleSource = {
  rule:
    'Final (terminal) T1 return: death from January 1 to October 31, April 30 of the next year; ' +
    'death from November 1 to December 31, six months after the death.',
  source:
    'Income Tax Act (Canada), s. 150(1)(b); Canada Revenue Agency, "Filing and payment due dates" (final return)',
};

export const TERMINAL_RETURN_BUSINESS_RULE: RuleSource = {
  rule:
    'Final T1 return where the deceased (or a spouse living with them) carried on a business: June 15 ' +
    'of the next year; death from December 16 to 31, six months after the death. Any balance owing ' +
    'is still payable by April 30 (or six months after a November/December death).',
  source:
    'Income Tax Act (Canada), s. 150(1)(d); Canada Revenue Agency, "Filing and payment due dates" (final return)',
};

export const T3_RETURN_RULE: RuleSource = {
  rule:
    "T3 return within 90 days after the end of the estate's tax year. Unless a year end is chosen, the " +
    'first tax year is taken to end the day before the first anniversary of the death (a graduated rate ' +
    'estate may choose any year end within 12 months of the death).',
  source: 'Income Tax Act (Canada), s. 150(1)(c); Canada Revenue Agency, T3 Trust Guide',
};

export const DEPENDANTS_SUPPORT_RULE: RuleSource = {
  rule:
    "A dependant's support application may not be brought more than six months after the grant of the " +
    'certificate (the court may allow a later claim against any part not yet distributed). Distributing ' +
    "before then is at the estate trustee's risk.",
  source: 'Succession Law Reform Act, R.S.O. 1990, c. S.26, s. 61',
};

export const CLEARANCE_CERTIFICATE_RULE: RuleSource = {
  rule:
    'Clearance certificate (TX19) from the Canada Revenue Agency before the final distribution; no ' +
    'fixed date, and processing takes months.',
  source: 'Income Tax Act (Canada), s. 159(2); Canada Revenue Agency, Form TX19',
};

export const COURT_DEADLINE_RULE: RuleSource = {
  rule: 'Court deadline entered on the estate.',
  source: 'Estate key dates (entered by the firm)',
};

export const COMPENSATION_BASE_RULE: RuleSource = {
  rule:
    'Tariff guideline: 2.5% of what came into the trustee’s hands (assets at their value at death, plus ' +
    'gains and less losses on realisation, plus other capital receipts), of capital disbursements, of ' +
    'distributions to beneficiaries in cash and in kind, and of revenue receipts and disbursements; ' +
    'nothing on reinvestment (buying an investment with estate money, or its return to cash). The ' +
    'result is then tested against the five factors.',
  source:
    'Trustee Act, R.S.O. 1990, c. T.23, s. 61(1); Re Jeffery Estate (1990), 39 E.T.R. 173 (Ont. Surr. Ct.); ' +
    'Laing Estate v. Hines (1998), 41 O.R. (3d) 571 (C.A.)',
};

export const LAING_FACTORS_RULE: RuleSource = {
  rule:
    'A claim computed on the tariff is confirmed against five factors: (1) the size of the trust; (2) the ' +
    'care and responsibility arising from it; (3) the time occupied in performing its duties; (4) the ' +
    'skill and ability shown; (5) the success of the administration.',
  source:
    'Laing Estate v. Hines (1998), 41 O.R. (3d) 571 (C.A.), applying Toronto General Trusts Corp. v. ' +
    'Central Ontario Railway Co. (1905), 6 O.W.R. 350 (H.C.)',
};

export const TERMINAL_TAX_RESERVE_RULE: RuleSource = {
  rule:
    'Suggested reserve for the terminal T1 tax on the deemed disposition at death: net capital gain ' +
    '(value at death less adjusted cost base, on the assets the trustee does not mark exempt, such as a ' +
    'principal residence) × 1/2 (the inclusion rate) × the marginal rate the trustee states. A ' +
    'suggestion only: the accountant’s figure replaces it.',
  source: 'Income Tax Act (Canada), R.S.C. 1985, c. 1 (5th Supp.), ss. 38(a) and 70(5)',
};

export const RESERVES_RULE: RuleSource = {
  rule:
    'The proposed distribution is limited to cash on hand less outstanding liabilities, compensation not ' +
    'yet taken and the reserves held back (taxes, costs of the passing, the holdback until the clearance ' +
    'certificate is issued).',
  source:
    'Income Tax Act (Canada), s. 159(2) and (3) (personal liability of a legal representative who ' +
    'distributes without a clearance certificate); Canada Revenue Agency, Form TX19',
};
