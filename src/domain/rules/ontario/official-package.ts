import { OFFICIAL_NAMES, type Official, type ServiceList } from './passing-service.ts';

/**
 * What goes to the Children's Lawyer or the Public Guardian and Trustee when the service list names
 * them (docs/court-forms.md#what-goes-to-the-officials): the documents every person served receives
 * under rule 74.18(3), with a covering letter naming the people the official is served for and why.
 * Nothing beyond what the Rules require is asserted: no official source in this repository says the
 * officials must also receive a copy of the will or of the certificate of appointment.
 */
export interface OfficialPackage {
  official: Official;
  name: string;
  /** The people the official acts for here, each with why (a minor, a charity…). */
  actsFor: { name: string; why: string }[];
}

/** The documents every person served receives (r. 74.18(3); the affidavit of service, Form 16B, lists them). */
export const SERVED_DOCUMENTS = [
  'Notice of application to pass accounts (Form 74.44)',
  'A copy of the estate accounts',
  'A copy of the draft judgment (Form 74.50)',
] as const;

export const SERVED_DOCUMENTS_SOURCE = 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18(3)';

/**
 * One package per official the list names. The reasons come from the list's own words for each
 * person ("a minor: serve the Children's Lawyer"), so the letter says what the list says.
 */
export function officialPackages(list: Pick<ServiceList, 'entries' | 'officials'>): OfficialPackage[] {
  return list.officials.map(({ official }) => {
    // The list writes "serve the Children's Lawyer", mid-sentence.
    const suffix = `: serve ${OFFICIAL_NAMES[official]}`.toLowerCase();
    const actsFor = list.entries
      .filter((e) => e.officials.includes(official))
      .map((e) => ({
        name: e.name,
        why: e.reasons
          .filter((r) => r.toLowerCase().endsWith(suffix))
          .map((r) => r.slice(0, -suffix.length))
          .join('; '),
      }));
    return { official, name: OFFICIAL_NAMES[official], actsFor };
  });
}
