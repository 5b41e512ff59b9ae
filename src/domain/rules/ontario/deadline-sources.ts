import type { RuleSource } from './sources.ts';

/**
 * The rules behind the deadlines added for the passing-of-accounts workflow. Each cites the statute
 * or the Canada Revenue Agency's own publication, never commentary, since these reach court
 * documents and tax summaries.
 */

export const SPOUSAL_ELECTION_RULE: RuleSource = {
  rule:
    'A surviving married spouse elects, within six months after the death, to take under the will (or ' +
    'on intestacy) or to receive an equalization of net family properties; without an election they ' +
    'are deemed to take under the will. No distribution may be made within those six months unless the ' +
    'spouse consents in writing or the court authorizes it.',
  source: 'Family Law Act, R.S.O. 1990, c. F.3, ss. 6(10), 6(11), 6(14) and 7(3)(c)',
};

export const PRIOR_YEAR_RETURN_RULE: RuleSource = {
  rule:
    "Where a person dies after the end of a year but on or before that year's filing due date (April 30, " +
    'or June 15 with business income) and had not filed that return, it is due six months after the death.',
  source: 'Income Tax Act (Canada), s. 150(1)(b); Canada Revenue Agency, "Filing and payment due dates"',
};

export const RIGHTS_OR_THINGS_RULE: RuleSource = {
  rule:
    'Optional "rights or things" return: due by the later of one year after the death and 90 days after ' +
    'the notice of assessment (or reassessment) of the final return.',
  source: 'Income Tax Act (Canada), s. 70(2); Canada Revenue Agency, "Optional returns"',
};

export const LATER_T3_RETURN_RULE: RuleSource = {
  rule:
    "A T3 return for each later tax year of the estate, within 90 days after that year's end, and a final " +
    'T3 return within 90 days after the estate is wound up (its last tax year ends on the final distribution).',
  source: 'Income Tax Act (Canada), s. 150(1)(c); Canada Revenue Agency, T3 Trust Guide',
};

export const GRADUATED_RATE_ESTATE_RULE: RuleSource = {
  rule:
    'The estate is a graduated rate estate (graduated tax rates, its own year end, the loss carry-back) ' +
    'for at most 36 months after the death; on that day its tax year ends and it becomes an ordinary trust.',
  source: 'Income Tax Act (Canada), s. 248(1) "graduated rate estate" and s. 249(4.1)',
};

export const LOSS_CARRY_BACK_RULE: RuleSource = {
  rule:
    "Capital losses the graduated rate estate realises in its first tax year, beyond that year's gains, " +
    "may be carried back to the final T1 by an election filed by the due date of the estate's T3 return " +
    'for that first year.',
  source: 'Income Tax Act (Canada), s. 164(6)',
};

export const ADVERTISING_FOR_CREDITORS_RULE: RuleSource = {
  rule:
    'An estate trustee who gives notice to creditors to send in their claims by a stated date, and ' +
    'distributes only after that date, is not liable for claims of which they then had no notice.',
  source: 'Trustee Act, R.S.O. 1990, c. T.23, s. 53(1)',
};
