import type { PostalAddress } from '../schemas/common.ts';

/**
 * A postal address as a letter or a court document prints it, in Canada Post's order: the street
 * (and the unit line), then the city, the province and the postal code, then the country when it
 * is not Canada. Empty parts are left out, so no line reads ", ," or ends in a comma.
 */
export function postalAddressLines(address: PostalAddress | null | undefined): string[] {
  if (!address) return [];
  const part = (s: string | undefined) => s?.trim() ?? '';
  const street = [part(address.line1), part(address.line2)].filter(Boolean).join(', ');
  const place = [part(address.city), part(address.region)].filter(Boolean).join(', ');
  const cityLine = [place, part(address.postalCode)].filter(Boolean).join('  ');
  const country = part(address.country);
  return [street, cityLine, /^canada$/i.test(country) ? '' : country].filter(Boolean);
}

/** The address on one line ("200 Bay Street, Suite 2400, Toronto, ON  M5J 2J2"), as a list or a sentence carries it. */
export const postalAddressText = (address: PostalAddress | null | undefined): string =>
  postalAddressLines(address).join(', ');
