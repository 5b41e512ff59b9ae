import {
  type CourtCompensationItemId,
  courtAccounts,
  type EstateAccountsInput,
  liveOf,
  type StoredCourtAccounts,
  storedCourtExtras,
} from '../../domain/rules/ontario/index.ts';
import type { CourtFormInput, PassingTotals, ServedPerson } from './model.ts';

export const DEFAULT_TRUSTEE_CAPACITY = 'Estate Trustee with a Will';

/** The estate as the forms read it: the accounts' fields plus the executor and the kept claim. */
export type PassingEstate = EstateAccountsInput['estate'] & {
  executor?: { name?: string | null } | null;
  compensationClaim?: Partial<Record<CourtCompensationItemId, number>> | null;
};

export interface PassingData extends EstateAccountsInput {
  estate: PassingEstate;
  today: string;
  courtFileNumber?: string | null;
  courtOffice?: string | null;
  trusteeCapacity?: string | null;
  hearingDate?: string | null;
  served: ServedPerson[];
  /**
   * The estate's stored court-accounts record (as the store's estate record set names it): court
   * details where none are given, reserves, accounts passed, compensation.
   */
  courtAccounts?: StoredCourtAccounts | null;
}

/** The estate trustees: the parties recorded as executors, else the executor named on the estate. */
export function trusteesOf(data: Pick<PassingData, 'estate' | 'parties'>): string[] {
  const executors = liveOf(data.parties, data.estate._id)
    .filter((p) => p.role === 'executor')
    .map((p) => p.name.trim())
    .filter(Boolean);
  const named = data.estate.executor?.name?.trim();
  return [...new Set(executors.length > 0 ? executors : named ? [named] : [])];
}

/**
 * The accounts' totals for the period from the same court accounts engine the Estate Accounts
 * report is built on, with the compensation claim kept on the estate, so the figures on the
 * notice and the judgment are those of the accounts served with them.
 */
export function passingTotals(
  data: EstateAccountsInput & { estate: PassingEstate; courtAccounts?: StoredCourtAccounts | null },
): PassingTotals {
  const accounts = courtAccounts({
    ...storedCourtExtras(
      data.courtAccounts,
      data.transactions,
      liveOf(data.parties, data.estate._id),
      data.assets,
    ),
    estate: data.estate,
    assets: data.assets,
    accounts: data.accounts,
    transactions: data.transactions,
    parties: data.parties,
    period: data.period,
    compensationOverrides: { ...(data.estate.compensationClaim ?? {}) },
  });
  const { capitalAccount: capital, revenueAccount: revenue } = accounts;
  return {
    capitalReceipts: capital.receipts,
    revenueReceipts: revenue.receipts,
    capitalDisbursements: capital.disbursements,
    revenueDisbursements: revenue.disbursements,
    distributions: capital.distributions + revenue.distributions,
    compensationClaimed: accounts.compensation.claimedTotal,
    capitalOnHand: capital.onHand.total,
    revenueOnHand: revenue.onHand.total,
  };
}

const trimmed = (s: string | null | undefined) => s?.trim() || null;

/** What every court form is prefilled from. */
export function courtFormInput(data: PassingData): CourtFormInput {
  const estate = data.estate;
  return {
    estateName: estate.estateName,
    deceasedName: estate.deceased?.name?.trim() || estate.estateName.replace(/^estate of\s+/i, ''),
    dateOfDeath: estate.deceased?.dateOfDeath ?? estate.keyDates?.dateOfDeath ?? null,
    courtFileNumber: trimmed(data.courtFileNumber) ?? trimmed(data.courtAccounts?.courtFileNumber),
    courtOffice: trimmed(data.courtOffice) ?? trimmed(data.courtAccounts?.courtOffice),
    trustees: trusteesOf(data),
    trusteeCapacity:
      trimmed(data.trusteeCapacity) ??
      trimmed(data.courtAccounts?.trusteeCapacity) ??
      DEFAULT_TRUSTEE_CAPACITY,
    period: data.period,
    totals: passingTotals(data),
    hearingDate: data.hearingDate ?? null,
    served: data.served,
    today: data.today,
  };
}
