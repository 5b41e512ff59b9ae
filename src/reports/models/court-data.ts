import {
  type AccountsParty,
  type CoTrustee,
  type CourtAccounts,
  type CourtAccountsInput,
  type CourtCompensationItemId,
  courtAccounts,
  type LiabilityInput,
  type LiabilityRecord,
  liveOf,
  type ProbateValue,
  probateValue,
  storedCourtExtras,
} from '../../domain/rules/ontario/index.ts';
import { partyHasRole } from '../../domain/rules/party-roles.ts';
import type { ReportData } from '../model.ts';

export const DEFAULT_TRUSTEE_CAPACITY = 'Estate Trustee with a Will';

/** The estate trustees: the parties recorded as executors, else the executor named on the estate. */
export function trusteeNames(data: Pick<ReportData, 'estate' | 'parties'>): string[] {
  const executors = liveOf(data.parties, data.estate._id)
    .filter((p) => p.role === 'executor')
    .map((p) => p.name.trim())
    .filter(Boolean);
  const named = (data.estate as { executor?: { name?: string | null } | null }).executor?.name?.trim();
  const names = executors.length > 0 ? executors : named ? [named] : [];
  return [...new Set(names)];
}

/**
 * Co-trustees share the compensation equally unless the data says otherwise: the engine takes
 * agreed shares (docs/behaviour.md, Reports); with one trustee there is nothing to split.
 */
function equalCoTrustees(data: ReportData): CoTrustee[] {
  const executors = liveOf(data.parties, data.estate._id).filter((p) => p.role === 'executor');
  if (executors.length < 2) return [];
  return executors.map((p) => ({
    id: p._id,
    name: p.name,
    share: { numerator: 1, denominator: executors.length },
  }));
}

/**
 * A liability the caller gives by label and amount (the old report option) as a liability record;
 * a label equal to a creditor's name is that creditor's record, so the creditor is not also listed
 * with its amount unknown.
 */
export function liabilityRecordsFrom(
  liabilities: readonly LiabilityInput[],
  parties: readonly AccountsParty[],
): LiabilityRecord[] {
  return liabilities.map((l, i) => {
    const party = parties.find((p) => partyHasRole(p, 'creditor') && p.name.trim() === l.label.trim());
    return {
      _id: `liability-${i + 1}`,
      creditor: l.label,
      creditorPartyId: party?._id ?? null,
      amountAtDeath: l.amount,
      notes: l.notes ?? '',
    };
  });
}

/**
 * True when the compensation is split between two or more estate trustees with no shares entered:
 * the accounts then state that they share it equally (docs/behaviour.md#court-accounts-data).
 */
export function equalSplitAssumed(data: ReportData): boolean {
  const given = data.options?.court?.trustees ?? storedCourtExtras(data.courtRecord, [], []).trustees;
  return !given && equalCoTrustees(data).length > 1;
}

/**
 * What the court accounts engine reads for a report: today's records, the links on its
 * transactions and its stored court-accounts record, then the options given, field by field.
 */
export function courtInputFor(data: ReportData): CourtAccountsInput {
  const options = data.options ?? {};
  const parties = liveOf(data.parties, data.estate._id);
  const extras = {
    ...storedCourtExtras(data.courtRecord, data.transactions, parties, data.assets),
    ...(options.court ?? {}),
  };
  const overrides: Partial<Record<CourtCompensationItemId, number | null>> = {
    ...(options.compensationOverrides ?? {}),
    ...(extras.compensationOverrides ?? {}),
  };
  return {
    estate: data.estate,
    assets: data.assets,
    accounts: data.accounts,
    transactions: data.transactions,
    parties: data.parties,
    period: data.period,
    ...extras,
    liabilities: extras.liabilities ?? liabilityRecordsFrom(options.liabilities ?? [], parties),
    trustees: extras.trustees ?? equalCoTrustees(data),
    compensationOverrides: overrides,
    averageGrossValue: extras.averageGrossValue ?? options.averageGrossValue ?? null,
    equaliseAdvances: extras.equaliseAdvances ?? options.equaliseAdvances ?? true,
  };
}

/** The court accounts of a report's data (docs/architecture.md: the rules are pure, reports only lay them out). */
export const courtAccountsFor = (data: ReportData): CourtAccounts => courtAccounts(courtInputFor(data));

/**
 * The value of the estate for the application and the Estate Administration Tax, from the same
 * inputs and statement as the accounts (src/domain/rules/ontario/probate-value.ts).
 */
export const probateValueFor = (data: ReportData, accounts?: CourtAccounts): ProbateValue =>
  probateValue(courtInputFor(data), accounts ?? courtAccountsFor(data));
