import { courtLawyerOf, liveOf } from '../../domain/rules/ontario/index.ts';
import type { PostalAddress } from '../../domain/schemas/index.ts';
import type { PassingData } from './input.ts';
import type { SupportDeponentOf } from './model.ts';

/** The provinces and territories by their postal abbreviation, written out as a sworn line reads. */
const PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** "Toronto, Ontario": the city and province or state an affidavit's opening line names. */
const placeOf = (address: Partial<PostalAddress> | null | undefined): string | null => {
  const region = address?.region?.trim();
  const parts = [address?.city?.trim(), region ? (PROVINCES[region.toUpperCase()] ?? region) : ''].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(', ') : null;
};

/**
 * Where each estate trustee lives, by name, as an affidavit's opening line names it ("Toronto,
 * Ontario"): the city of the address on their party record; null where none is recorded.
 */
export function trusteePlacesOf(
  data: PassingData,
  trustees: readonly string[],
): Record<string, string | null> {
  const live = liveOf(data.parties, data.estate._id) as (PassingData['parties'][number] & {
    address?: Partial<PostalAddress> | null;
  })[];
  return Object.fromEntries(
    trustees.map((name) => [name, placeOf(live.find((p) => p.name.trim() === name)?.address)]),
  );
}

/**
 * Who swears the affidavit in support of unopposed judgment (Form 74.47; r. 74.18), as the
 * estate's court record chooses: the lawyer of record (the default: the lawyer holds the file and
 * the notices received), at the firm's city; or the applicant, the first estate trustee, at the
 * city of the address on their party record, when it has one.
 */
export function supportDeponentOf(data: PassingData, trustees: readonly string[]): SupportDeponentOf {
  if (data.courtRecord?.supportDeponent === 'applicant') {
    const name = trustees[0] ?? null;
    return { role: 'applicant', name, place: name ? (trusteePlacesOf(data, [name])[name] ?? null) : null };
  }
  const lawyer = courtLawyerOf({ firm: data.firm, lawyerId: data.estate.lawyerOfRecord });
  return { role: 'lawyer', name: lawyer?.name ?? null, place: lawyer ? placeOf(data.firm?.address) : null };
}
