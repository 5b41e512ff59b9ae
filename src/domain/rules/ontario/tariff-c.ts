import type { CourtAccounts } from './court-accounts.ts';
import type { Official } from './passing-service.ts';
import type { RuleSource } from './sources.ts';

/**
 * Tariff C of the Rules of Civil Procedure: the costs allowed on a passing of accounts without a
 * hearing, by the amount of receipts (docs/behaviour.md#costs-of-the-passing-tariff-c). Each person
 * entitled to costs (the applicant; a person served who requests costs, the Children's Lawyer and
 * the Public Guardian and Trustee among them, Forms 74.49 and 74.49.1 asking "as provided in
 * Tariff C") is allowed the tariff's amount; more is claimed only by a request for increased costs
 * (Forms 74.49.2, 74.49.3), which the card records as a claim with its reason.
 */
export const TARIFF_C_RULE: RuleSource = {
  rule:
    'Costs on a passing of accounts without a hearing, by the amount of receipts: less than $300,000, ' +
    '$2,500; $300,000 or more but less than $500,000, $3,000; $500,000 or more but less than $1,000,000, ' +
    '$3,500; $1,000,000 or more but less than $3,000,000, $5,000; $3,000,000 or more, $7,500. A person ' +
    'served who requests costs, the Children’s Lawyer and the Public Guardian and Trustee included, ' +
    'requests them as provided in the same tariff.',
  source: 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, Tariff C and r. 74.18 (Forms 74.49, 74.49.1)',
};

/** The tariff's brackets, in cents: from `from` (included) up to the next bracket's `from` (excluded). */
export const TARIFF_C_BRACKETS: readonly { from: number; costs: number }[] = [
  { from: 0, costs: 250_000 },
  { from: 30_000_000, costs: 300_000 },
  { from: 50_000_000, costs: 350_000 },
  { from: 100_000_000, costs: 500_000 },
  { from: 300_000_000, costs: 750_000 },
];

/** The tariff's amount for an amount of receipts (both in cents). */
export function tariffCCosts(receipts: number): number {
  if (!Number.isSafeInteger(receipts) || receipts < 0) {
    throw new RangeError('The amount of receipts must be a whole, non-negative number of cents');
  }
  let costs = TARIFF_C_BRACKETS[0]?.costs ?? 0;
  for (const b of TARIFF_C_BRACKETS) if (receipts >= b.from) costs = b.costs;
  return costs;
}

/**
 * The amount of receipts the tariff is scaled on, from the statement: the receipts of the accounts
 * on the footing the compensation is claimed on, so an asset counted at its value at death is not
 * counted again when sold. Capital: the assets at their value at death, gains less losses, and
 * other capital receipts (the compensation's "capital receipts" base); revenue: the revenue
 * receipts. Both are figures of the one statement (court-compensation.ts), never added up here
 * from the records.
 */
export function tariffCReceipts(statement: Pick<CourtAccounts, 'compensation'>): number {
  const base = (id: string) => statement.compensation.items.find((i) => i.id === id)?.base ?? 0;
  return base('capital-receipts') + base('revenue-receipts');
}

export type CostsClaimant = 'applicant' | Official;

/** An amount claimed instead of the tariff's, with why (kept on the court-accounts record). */
export interface CostsClaim {
  for: CostsClaimant;
  amount: number;
  reason: string;
}

export interface PassingCostsLine {
  for: CostsClaimant;
  /** The tariff's amount. */
  tariff: number;
  /** What the forms print: the claim when one is made, else the tariff's amount. */
  amount: number;
  /** The reason for a claim other than the tariff; null when the tariff applies. */
  claimReason: string | null;
}

export interface PassingCosts {
  /** The amount of receipts the tariff is scaled on (tariffCReceipts). */
  receipts: number;
  applicant: PassingCostsLine;
  /** One line for each official actually served, in the service list's order. */
  officials: PassingCostsLine[];
}

/**
 * The costs of the passing: the applicant's and those of each official served, each the tariff's
 * amount unless a different amount is claimed with a reason.
 */
export function passingCosts(
  statement: Pick<CourtAccounts, 'compensation'>,
  officialsServed: readonly Official[],
  claims: readonly CostsClaim[] = [],
): PassingCosts {
  const receipts = tariffCReceipts(statement);
  const tariff = tariffCCosts(receipts);
  const line = (who: CostsClaimant): PassingCostsLine => {
    const claim = claims.find((c) => c.for === who && c.reason.trim() && c.amount > 0);
    return { for: who, tariff, amount: claim?.amount ?? tariff, claimReason: claim?.reason.trim() ?? null };
  };
  return {
    receipts,
    applicant: line('applicant'),
    officials: [...new Set(officialsServed)].map(line),
  };
}
