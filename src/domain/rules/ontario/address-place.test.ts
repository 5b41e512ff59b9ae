import { describe, expect, it } from 'vitest';
import { addressPlace } from './address-place.ts';

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
