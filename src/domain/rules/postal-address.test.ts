import { describe, expect, it } from 'vitest';
import { postalAddressLines, postalAddressText } from './postal-address.ts';

describe('postalAddressLines', () => {
  it('prints the street, then the city, province and postal code', () => {
    const a = {
      line1: '200 Bay Street',
      line2: 'Suite 2400',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5J 2J2',
    };
    expect(postalAddressLines(a)).toEqual(['200 Bay Street, Suite 2400', 'Toronto, ON  M5J 2J2']);
    expect(postalAddressText(a)).toBe('200 Bay Street, Suite 2400, Toronto, ON  M5J 2J2');
  });

  it('leaves out empty parts and Canada, and keeps another country', () => {
    expect(
      postalAddressLines({ line1: '1 Main St', city: 'Brampton', region: ' ', country: 'Canada' }),
    ).toEqual(['1 Main St', 'Brampton']);
    expect(postalAddressLines({ line1: '5 Elm St', city: 'Albany', region: 'NY', country: 'USA' })).toEqual([
      '5 Elm St',
      'Albany, NY',
      'USA',
    ]);
    expect(postalAddressLines(null)).toEqual([]);
  });
});
