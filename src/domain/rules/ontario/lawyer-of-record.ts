import type { FirmLawyer, OrganizationBody } from '../../schemas/entities/organization.ts';
import { postalAddressLines } from '../postal-address.ts';
import { andList } from '../text.ts';
import type { CheckFix, CourtCheck } from './court-checks.ts';

/**
 * The lawyer who acts on an estate and signs its court documents and letters, as they print him
 * or her (docs/behaviour.md#firm-details): the backsheet of every document names the lawyer filing
 * it, with the lawyer's address, telephone, email and Law Society number (Rules of Civil Procedure,
 * R.R.O. 1990, Reg. 194, r. 4.02(3)(f), Form 4C); the body of a document the lawyer files names the
 * lawyer, address and telephone (r. 4.02(2)(c)). Read from one place: the firm's record and the
 * estate's lawyer of record.
 */
export interface CourtLawyer {
  name: string;
  lsoNumber: string;
  firmName: string;
  /** The firm's address, line by line as a letter carries it. */
  addressLines: string[];
  /** The lawyer's own, else the firm's. */
  telephone: string;
  email: string;
}

export const LAWYER_ON_DOCUMENTS_RULE =
  'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 4.02(2)(c), 4.02(3)(f) and Form 4C';

/** What the firm's record says of itself, as far as the documents read it. */
export type FirmDetails = Partial<
  Pick<OrganizationBody, 'name' | 'address' | 'telephone' | 'email' | 'lawyers' | 'officialAddresses'>
>;

export interface LawyerOfRecordFacts {
  firm: FirmDetails | null | undefined;
  /** The estate's `lawyerOfRecord`: the id of one of the firm's lawyers. */
  lawyerId: string | null | undefined;
  /** The estate, for the link to its Edit (where the lawyer of record is chosen). */
  estateId?: string;
}

const text = (s: string | null | undefined) => s?.trim() ?? '';

/** The firm's lawyer the estate names, if it names one the firm still lists. */
export function namedLawyer({ firm, lawyerId }: LawyerOfRecordFacts): FirmLawyer | null {
  if (!lawyerId) return null;
  return firm?.lawyers?.find((l) => l.id === lawyerId) ?? null;
}

/**
 * The lawyer of record as the documents print them, or null while anything they need is missing
 * (then `lawyerOfRecordChecks` says what, and generating stops).
 */
export function courtLawyerOf(facts: LawyerOfRecordFacts): CourtLawyer | null {
  const lawyer = namedLawyer(facts);
  const firm = facts.firm;
  if (!lawyer || !firm) return null;
  const addressLines = postalAddressLines(firm.address);
  const telephone = text(lawyer.telephone) || text(firm.telephone);
  const email = text(lawyer.email) || text(firm.email);
  if (addressLines.length === 0 || !telephone || !email) return null;
  return {
    name: lawyer.name.trim(),
    lsoNumber: lawyer.lsoNumber.trim(),
    firmName: text(firm.name),
    addressLines,
    telephone,
    email,
  };
}

/**
 * Errors that stop the court documents until the estate names its lawyer of record and the firm's
 * record holds what every backsheet prints (docs/behaviour.md#court-checks): no blank is left for
 * what the firm knows. Each says where it is fixed.
 */
export function lawyerOfRecordChecks(facts: LawyerOfRecordFacts): CourtCheck[] {
  const out: CourtCheck[] = [];
  const firm = facts.firm;
  const lawyer = namedLawyer(facts);
  const toFirm: CheckFix = { label: 'Open the firm’s details', target: { kind: 'firm-details' } };
  if (!lawyer) {
    const none = (firm?.lawyers ?? []).length === 0;
    const toEstate: CheckFix[] = facts.estateId
      ? [{ label: 'Edit the estate (Lawyer of record)', target: { kind: 'estate', id: facts.estateId } }]
      : [];
    out.push({
      key: 'lawyer-of-record',
      severity: 'error',
      dismissable: false,
      message: none
        ? 'The firm lists no lawyers, so the estate has no lawyer of record to sign its court documents: an Admin adds the firm’s lawyers, with their LSO numbers, in Profile → Organization → Firm details; then choose the lawyer of record in Edit Estate.'
        : facts.lawyerId
          ? 'The estate’s lawyer of record is no longer one of the firm’s lawyers: choose another in Edit Estate (Lawyer of record).'
          : 'No lawyer of record is named for this estate: choose one of the firm’s lawyers in Edit Estate (Lawyer of record). The backsheets, the notice, the certificate and the letters print their name and LSO number.',
      source: LAWYER_ON_DOCUMENTS_RULE,
      fixes: none ? [toFirm, ...toEstate] : toEstate,
    });
  }
  const missing = [
    postalAddressLines(firm?.address).length === 0 ? 'address' : null,
    text(lawyer?.telephone) || text(firm?.telephone) ? null : 'telephone',
    text(lawyer?.email) || text(firm?.email) ? null : 'email',
  ].filter((m): m is string => m !== null);
  if (missing.length > 0) {
    const list = andList(missing);
    out.push({
      key: 'firm-details',
      severity: 'error',
      dismissable: false,
      message: `The firm’s ${list} ${missing.length === 1 ? 'is' : 'are'} not recorded, and every backsheet and letter prints ${
        missing.length === 1 ? 'it' : 'them'
      }: an Admin enters ${missing.length === 1 ? 'it' : 'them'} in Profile → Organization → Firm details.`,
      source: LAWYER_ON_DOCUMENTS_RULE,
      fixes: [toFirm],
    });
  }
  return out;
}
