import {
  type CourtAccounts,
  courtLawyerOf,
  type FirmDetails,
  liveOf,
  type Official,
  passingCosts,
} from '../../domain/rules/ontario/index.ts';
import { partyHasRole } from '../../domain/rules/party-roles.ts';
import type { ReportData } from '../model.ts';
import { courtAccountsFor } from '../models/court-data.ts';
import { supportDeponentOf, trusteePlacesOf } from './deponent.ts';
import type { CourtFormInput, ServedPerson } from './model.ts';
import { receivedNotices } from './received.ts';

export const DEFAULT_TRUSTEE_CAPACITY = 'Estate Trustee with a Will';

/** The estate as the forms read it: the accounts' fields plus the executor. */
export type PassingEstate = ReportData['estate'] & {
  executor?: { name?: string | null } | null;
  /** The id of the firm's lawyer who acts on the estate (docs/behaviour.md#firm-details). */
  lawyerOfRecord?: string | null;
};

/**
 * What the forms are made from: the same report data the Estate Accounts are made from (so both
 * read one statement of the court accounts engine), with the hearing and who is served.
 */
export interface PassingData extends ReportData {
  estate: PassingEstate;
  hearingDate?: string | null;
  /** The day the notices go in the mail, as chosen on the card. */
  mailingDate?: string | null;
  /** The hearing's time ("HH:MM"), as kept on the court-accounts record. */
  hearingTime?: string | null;
  /** The officials the service list names (their costs are printed in Form 74.50). */
  officialsServed?: Official[];
  served: ServedPerson[];
  /** The firm's record: its name, address, telephone, email and lawyers. */
  firm?: FirmDetails | null;
}

/** The estate trustees: the parties recorded as executors, else the executor named on the estate. */
export function trusteesOf(data: Pick<PassingData, 'estate' | 'parties'>): string[] {
  const executors = liveOf(data.parties, data.estate._id)
    .filter((p) => partyHasRole(p, 'executor'))
    .map((p) => p.name.trim())
    .filter(Boolean);
  const named = data.estate.executor?.name?.trim();
  return [...new Set(executors.length > 0 ? executors : named ? [named] : [])];
}

const trimmed = (s: string | null | undefined) => s?.trim() || null;

/**
 * What every court form is prefilled from. The figures are those of the statement the Estate
 * Accounts print (`courtAccountsFor`, the same data), so the notice and the judgment cannot say
 * other figures than the accounts served with them.
 */
export function courtFormInput(
  data: PassingData,
  statement: CourtAccounts = courtAccountsFor(data),
): CourtFormInput {
  const estate = data.estate;
  return {
    estateName: estate.estateName,
    deceasedName: estate.deceased?.name?.trim() || estate.estateName.replace(/^estate of\s+/i, ''),
    dateOfDeath: estate.deceased?.dateOfDeath ?? estate.keyDates?.dateOfDeath ?? null,
    courtFileNumber: trimmed(data.courtFileNumber) ?? trimmed(data.courtRecord?.courtFileNumber),
    courtOffice: trimmed(data.courtOffice) ?? trimmed(data.courtRecord?.courtOffice),
    courtAddress: trimmed(data.courtRecord?.courtAddress),
    trustees: trusteesOf(data),
    trusteeCapacity:
      trimmed(data.trusteeCapacity) ?? trimmed(data.courtRecord?.trusteeCapacity) ?? DEFAULT_TRUSTEE_CAPACITY,
    period: data.period,
    figures: statement.figures,
    accountsKind: data.accountsKind ?? 'interim',
    hearingDate: data.hearingDate ?? null,
    mailingDate: data.mailingDate ?? null,
    hearingTime: data.hearingTime ?? data.courtRecord?.hearingTime ?? null,
    costs: passingCosts(statement, data.officialsServed ?? [], data.courtRecord?.costsClaims ?? []),
    served: data.served,
    lawyer: courtLawyerOf({ firm: data.firm, lawyerId: estate.lawyerOfRecord }),
    received: receivedNotices(data.courtRecord?.noticesReceived, data.parties),
    trusteePlaces: trusteePlacesOf(data, trusteesOf(data)),
    supportDeponent: supportDeponentOf(data, trusteesOf(data)),
    today: data.today,
  };
}
