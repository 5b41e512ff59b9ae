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

// Probate (the application for a certificate of appointment and the Estate Information Return):
// each rule, its source and how far that source was read are in docs/probate.md.

export const PROBATE_APPLICATION_RULE: RuleSource = {
  rule:
    'The application for a certificate of appointment of estate trustee (Form 74A), with or without a will, ' +
    'is filed with: the affidavit of service (Form 74B); proof of death; the draft certificate (Form 74C) ' +
    'with a copy of the will and codicils attached; any court order directing the certificate; with a will, ' +
    'the original will and codicils as exhibits to the evidence of their execution; the renunciations and ' +
    'consents the rule requires.',
  source:
    'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.04(1), as substituted by O. Reg. 709/21, s. 5 ' +
    'and amended by O. Reg. 435/22, s. 1',
};

export const PROBATE_COURT_OFFICE_RULE: RuleSource = {
  rule:
    'The application is filed in the Superior Court of Justice office of the county or district where the ' +
    'deceased had a fixed place of abode at death; if none in Ontario, where the deceased had property.',
  source: 'Estates Act, R.S.O. 1990, c. E.21, s. 7',
};

export const PROBATE_EXECUTION_EVIDENCE_RULE: RuleSource = {
  rule:
    'Each will and each codicil is proved by an affidavit of execution of a witness (Form 74D); an ' +
    'unattested alteration also by an affidavit of condition; a holograph by an affidavit that the ' +
    'handwriting and signature are the testator’s; where every witness has died or cannot be found, by the ' +
    'evidence the court requires.',
  source:
    'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.04(1)(d) (O. Reg. 709/21, ss. 3, 5; O. Reg. ' +
    '435/22, s. 1(2)); the same evidence for a small estate, r. 74.1.03(1)(d) (O. Reg. 111/21)',
};

export const PROBATE_RENUNCIATION_RULE: RuleSource = {
  rule:
    'A renunciation (Form 74G) is filed by every living person named in the will or a codicil as estate ' +
    'trustee who has not joined in the application and is entitled to; without a will, by every person ' +
    'entitled in priority or in equal right who has not joined.',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.04(1)(e) (O. Reg. 709/21, s. 5)',
};

export const PROBATE_CONSENT_RULE: RuleSource = {
  rule:
    'Where the applicant is not named as estate trustee in the will, or there is no will, the persons ' +
    'entitled to share in the estate who together have a majority interest in its value at the date of ' +
    'death consent to the appointment (Form 74G, Renunciation and Consent, since April 1, 2024).',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.04(1)(f) (O. Reg. 709/21, s. 5)',
};

export const ADMINISTRATION_BOND_RULE: RuleSource = {
  rule:
    'A person granted administration, with the will annexed or without a will, gives a bond (in general ' +
    'for double the value of the estate); so does an executor residing outside the Commonwealth. The ' +
    'court may dispense with the bond or reduce it, on a motion or on a request with the beneficiaries’ ' +
    'consent in the application.',
  source:
    'Estates Act, R.S.O. 1990, c. E.21, ss. 6, 35, 37; Rules of Civil Procedure, R.R.O. 1990, Reg. 194, ' +
    'r. 74.11(3)–(6) (O. Reg. 435/22, s. 2)',
};

export const PROBATE_VALUE_RULE: RuleSource = {
  rule:
    'Value of the estate: all the property that belonged to the deceased at death, less only the ' +
    'encumbrances on real property. Left out: property passing by survivorship or to a designated ' +
    'beneficiary (plans, insurance), and real property outside Ontario. The application splits it into ' +
    'real property in Ontario net of encumbrances and personal property.',
  source:
    'Estate Administration Tax Act, 1998, S.O. 1998, c. 34, Sched., s. 1(1) ("value of the estate"); ' +
    'Estates Act, R.S.O. 1990, c. E.21, s. 32',
};

export const SMALL_ESTATE_RULE: RuleSource = {
  rule:
    'An estate of $150,000 or less is a small estate: the applicant may apply for a small estate ' +
    'certificate (Form 74.1A, with Forms 74.1B and 74.1C) instead of a certificate of appointment.',
  source:
    'Estates Act, R.S.O. 1990, c. E.21, s. 1(1) ("small estate"); O. Reg. 110/21; Rules of Civil ' +
    'Procedure, R.R.O. 1990, Reg. 194, rr. 74.1.02(1), 74.1.03(1) (O. Reg. 111/21)',
};

export const PREFERENTIAL_SHARE_RULE: RuleSource = {
  rule:
    'On an intestacy the spouse takes the preferential share: $350,000 where the death is on or after ' +
    'March 1, 2021, $200,000 before.',
  source: 'Succession Law Reform Act, R.S.O. 1990, c. S.26, s. 45; O. Reg. 54/95, s. 1',
};

export const ESTATE_INFORMATION_RETURN_CONTENTS_RULE: RuleSource = {
  rule:
    'The Estate Information Return gives the deceased’s name, fixed place of abode, dates of birth and ' +
    'death, and each asset used to determine the value of the estate with its value at death; it is due ' +
    '180 days after the certificate is issued, in the form the Minister approves.',
  source:
    'Estate Administration Tax Act, 1998, S.O. 1998, c. 34, Sched., s. 4.1; O. Reg. 310/14, s. 3 (as ' +
    'amended by O. Reg. 346/19)',
};
