import type { PostalAddress } from '../../schemas/common.ts';

/**
 * Where an address is, as far as its text says: in Ontario, elsewhere (a named province,
 * territory, state or country), or not known. Used to tell whether a person served lives outside
 * Ontario, which lengthens the notice of a passing of accounts (docs/behaviour.md#passing-of-accounts).
 * Only words a postal address carries are read: the two-letter province codes after a comma, the
 * provinces' and territories' names, the US and its states' codes, and a list of countries.
 */
export interface AddressPlace {
  outsideOntario: boolean;
  /** The place the text names ("British Columbia", "United States"). */
  where: string;
}

const PROVINCES: readonly [code: string, name: string][] = [
  ['ON', 'Ontario'],
  ['BC', 'British Columbia'],
  ['AB', 'Alberta'],
  ['SK', 'Saskatchewan'],
  ['MB', 'Manitoba'],
  ['QC', 'Quebec'],
  ['NB', 'New Brunswick'],
  ['NS', 'Nova Scotia'],
  ['PE', 'Prince Edward Island'],
  ['NL', 'Newfoundland and Labrador'],
  ['YT', 'Yukon'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
];

const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  );

const COUNTRIES = [
  'United States',
  'USA',
  'U.S.A.',
  'United Kingdom',
  'England',
  'Scotland',
  'Wales',
  'Ireland',
  'Australia',
  'New Zealand',
  'India',
  'Pakistan',
  'China',
  'Hong Kong',
  'Philippines',
  'Nigeria',
  'Jamaica',
  'France',
  'Germany',
  'Italy',
  'Portugal',
  'Poland',
  'Mexico',
  'Brazil',
];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (s: string) => new RegExp(`(^|[^\\p{L}])${literal(s)}($|[^\\p{L}])`, 'iu');

/** The place an address names, or null when its text does not say. */
export function addressPlace(text: string | null | undefined): AddressPlace | null {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!t) return null;
  for (const country of COUNTRIES) {
    if (word(country).test(t)) return { outsideOntario: true, where: country.replace(/\.$/, '') };
  }
  for (const [code, name] of PROVINCES) {
    // A code only after a comma or before a postal code ("Vancouver, BC", "BC V6B 1A1"); a name anywhere.
    const coded = new RegExp(`(,\\s*${code}\\b)|(\\b${code}\\s+[A-Z]\\d[A-Z])`).test(t);
    if (coded || word(name).test(t)) return { outsideOntario: code !== 'ON', where: name };
  }
  const state = /,\s*([A-Z]{2})(\s+\d{5}(-\d{4})?)?\s*$/.exec(t)?.[1];
  if (state && US_STATES.includes(state)) return { outsideOntario: true, where: 'United States' };
  return null;
}

const CANADA = /^(canada|ca|can)$/i;
const UNITED_STATES = /^(united states( of america)?|usa|u\.s\.a\.?|us|u\.s\.?)$/i;

/**
 * The place a structured address names (docs/behaviour.md#parties): a country other than Canada
 * is outside Ontario; in Canada (or with no country) the province, by its code or its name,
 * decides, and a US state's code means the United States. Null when neither says.
 */
export function postalAddressPlace(address: PostalAddress | null | undefined): AddressPlace | null {
  if (!address) return null;
  const country = (address.country ?? '').trim();
  const region = (address.region ?? '').trim();
  if (country && !CANADA.test(country)) {
    return { outsideOntario: true, where: UNITED_STATES.test(country) ? 'United States' : country };
  }
  const province = PROVINCES.find(
    ([code, name]) => region.toUpperCase() === code || region.toLowerCase() === name.toLowerCase(),
  );
  if (province) return { outsideOntario: province[0] !== 'ON', where: province[1] };
  if (!country && US_STATES.includes(region.toUpperCase())) {
    return { outsideOntario: true, where: 'United States' };
  }
  return null;
}

/**
 * Where a party lives: the structured address first, then (for records from before it) the
 * words of the free-text contact information.
 */
export function partyPlace(p: {
  address?: PostalAddress | null;
  contactInfo?: string | null;
}): AddressPlace | null {
  return postalAddressPlace(p.address) ?? addressPlace(p.contactInfo);
}
