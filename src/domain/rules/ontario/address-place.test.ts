import { describe, expect, it } from 'vitest';
import { addressPlace, partyPlace, postalAddressPlace } from './address-place.ts';

describe('where an address is', () => {
  it.each([
    ['Vancouver, BC', true, 'British Columbia'],
    ['1200 W Georgia St, Vancouver BC V6E 4R2', true, 'British Columbia'],
    ['Ottawa, ON', false, 'Ontario'],
    ['48 Albany Avenue, Toronto, Ontario M5R 3C3', false, 'Ontario'],
    ['Montréal, Quebec', true, 'Quebec'],
    ['Seattle, WA 98101', true, 'United States'],
    ['12 Rue de Rivoli, Paris, France', true, 'France'],
    ['London, England', true, 'England'],
  ])('%s', (text, outside, where) => {
    expect(addressPlace(text)).toEqual({ outsideOntario: outside, where });
  });

  it('says nothing when the text names no place', () => {
    expect(addressPlace('david.chen@example.com')).toBeNull();
    expect(addressPlace('')).toBeNull();
    expect(addressPlace('Card ending 4410')).toBeNull();
    // "London" alone is also a city in Ontario: not enough to say.
    expect(addressPlace('12 Queen St, London')).toBeNull();
  });
});

describe('where a structured address is (province or state, and country)', () => {
  const at = (region: string, country = '') => ({ line1: '1 Main Street', city: 'Anytown', region, country });
  it.each([
    [at('BC'), true, 'British Columbia'],
    [at('British Columbia', 'Canada'), true, 'British Columbia'],
    [at('ON'), false, 'Ontario'],
    [at('Ontario', 'Canada'), false, 'Ontario'],
    [at('qc'), true, 'Quebec'],
    [at('WA'), true, 'United States'],
    [at('NY', 'USA'), true, 'United States'],
    [at('', 'United Kingdom'), true, 'United Kingdom'],
    // A country other than Canada is outside Ontario whatever the region says.
    [at('ON', 'Australia'), true, 'Australia'],
  ])('%o', (address, outside, where) => {
    expect(postalAddressPlace(address)).toEqual({ outsideOntario: outside, where });
  });

  it('says nothing when neither the region nor the country names a place', () => {
    expect(postalAddressPlace(at(''))).toBeNull();
    expect(postalAddressPlace(at('', 'Canada'))).toBeNull();
    expect(postalAddressPlace(null)).toBeNull();
  });

  it('reads the structured address first, and the free text only for a record without one', () => {
    expect(partyPlace({ address: at('ON'), contactInfo: 'Vancouver, BC' })).toEqual({
      outsideOntario: false,
      where: 'Ontario',
    });
    expect(partyPlace({ contactInfo: 'Vancouver, BC' })).toEqual({
      outsideOntario: true,
      where: 'British Columbia',
    });
    expect(partyPlace({ address: at(''), contactInfo: 'Seattle, WA 98101' })?.where).toBe('United States');
  });
});
