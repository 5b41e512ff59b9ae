import {
  type OfficialPackage,
  SERVED_DOCUMENTS,
  SERVED_DOCUMENTS_SOURCE,
} from '../../domain/rules/ontario/index.ts';
import { longDate, orBlank, periodText, slug, trusteeList } from './common.ts';
import { BLANK, type CourtFormInput } from './model.ts';
import { objectionBy } from './notice-parts.ts';

/**
 * The letter that covers what is served on the Children's Lawyer or the Public Guardian and
 * Trustee (docs/court-forms.md#what-goes-to-the-officials). It is the firm's letter, not a court
 * form: no court heading, no backsheet. Its wording is here, in one place, to compare and correct.
 */
export interface OfficialLetter {
  /** "Letter to the Children's Lawyer", the saved document's title. */
  title: string;
  /** The firm's letterhead: its name, address, telephone and email (docs/behaviour.md#firm-details). */
  letterhead: string[];
  date: string;
  to: string[];
  re: string[];
  paragraphs: string[];
  /** Each served on the official for a person, with why. */
  actsFor: string[];
  enclosures: string[];
  closing: string[];
  /** Under the signature: the firm, the lawyer of record with the LSO number, whom the lawyer acts for. */
  signature: string[];
  fileBaseName: string;
}

/**
 * `serviceAddress` is where the firm serves the office (its Firm details); without it the address is
 * left for the lawyer: no official source for it is kept in the app.
 */
export function officialLetter(
  input: CourtFormInput,
  pkg: OfficialPackage,
  serviceAddress?: string | null,
): OfficialLetter {
  const office = pkg.name.replace(/^The /, 'the ');
  const lawyer = input.lawyer;
  return {
    title: `Letter to ${office}`,
    letterhead: lawyer
      ? [
          lawyer.firmName || lawyer.name,
          ...lawyer.addressLines,
          `Telephone: ${lawyer.telephone}   Email: ${lawyer.email}`,
        ]
      : [`Address: ${BLANK}`, `Telephone: ${BLANK}   Email: ${BLANK}`],
    date: longDate(input.today),
    to: [
      pkg.name,
      ...(serviceAddress?.trim() ? serviceAddress.trim().split(/\s*\n\s*/) : [`Address: ${BLANK}`]),
    ],
    re: [
      `Re: Estate of ${orBlank(input.deceasedName)}, deceased`,
      `Application to pass accounts, Court File No. ${orBlank(input.courtFileNumber)}`,
    ],
    paragraphs: [
      `We are the lawyers for ${trusteeList(input)}, the applicant, on an application to pass the accounts of the estate ${periodText(input)} in the Superior Court of Justice at ${orBlank(input.courtOffice)}. The application will be heard on ${longDate(input.hearingDate)}.`,
      `You are served under ${SERVED_DOCUMENTS_SOURCE}, on behalf of:`,
    ],
    actsFor: pkg.actsFor.map((p) => `${p.name}: ${p.why || 'as the service list says'}`),
    enclosures: [...SERVED_DOCUMENTS],
    closing: [
      `A notice of objection to accounts (Form 74.45) or a request for further notice (Form 74.45.1) is to be served and filed at least 35 days before the hearing${objectionBy(input)}. If you do not intend to take part, you may serve a notice of non-participation (Form 74.46.1); a request for costs is made in Form 74.49.1, or Form 74.49.3 for increased costs.`,
      'Yours truly,',
    ],
    signature: [
      ...(lawyer?.firmName ? [lawyer.firmName.toUpperCase()] : []),
      `${lawyer?.name ?? BLANK} (LSO No. ${lawyer?.lsoNumber ?? BLANK})`,
      `Lawyer for the applicant${input.trustees.length > 1 ? 's' : ''}`,
    ],
    fileBaseName: `${slug(input.estateName)}-Letter-to-${slug(pkg.name.replace(/^The /, ''))}`,
  };
}
