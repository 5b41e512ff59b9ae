import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BankRef } from '../schemas/index.ts';
import { BANKS, bankBySlug, detectBank, searchBanks, toBankRef } from './banks.ts';

const slugOf = (name: string) => detectBank(name)?.slug ?? null;

describe('BANKS', () => {
  it('holds the ten institutions with their numbers', () => {
    expect(BANKS.map((b) => [b.slug, b.institutionNumber])).toEqual([
      ['rbc', '003'],
      ['td', '004'],
      ['scotiabank', '002'],
      ['bmo', '001'],
      ['cibc', '010'],
      ['national-bank', '006'],
      ['hsbc', '016'],
      ['laurentian', '039'],
      ['eq-bank', '623'],
      ['tangerine', '614'],
    ]);
  });

  it('has unique slugs, lowercase tags and an icon for every bank', () => {
    expect(new Set(BANKS.map((b) => b.slug)).size).toBe(10);
    for (const bank of BANKS) {
      expect(bank.tags.length).toBeGreaterThan(0);
      for (const tag of bank.tags) expect(tag).toBe(tag.toLowerCase());
      expect(bank.icon.length).toBeGreaterThan(0);
    }
  });

  it('gives BankRefs the account schema accepts, without the picker fields', () => {
    for (const bank of BANKS) {
      const ref = toBankRef(bank);
      expect(Object.keys(ref).sort()).toEqual(['institutionNumber', 'name', 'shortName', 'slug']);
      expect(v.parse(BankRef, ref)).toEqual(ref);
    }
    expect(toBankRef(BANKS[0]!)).toEqual({
      slug: 'rbc',
      name: 'Royal Bank of Canada',
      shortName: 'RBC',
      institutionNumber: '003',
    });
  });

  it('finds a bank by slug', () => {
    expect(bankBySlug('eq-bank')?.name).toBe('EQ Bank');
    expect(bankBySlug('nope')).toBeNull();
    expect(bankBySlug(undefined)).toBeNull();
  });
});

describe('detectBank', () => {
  it('finds each bank from the words people type', () => {
    expect(slugOf('Royal chequing')).toBe('rbc');
    expect(slugOf('RBC savings')).toBe('rbc');
    expect(slugOf('Toronto Dominion joint')).toBe('td');
    expect(slugOf('toronto-dominion')).toBe('td');
    expect(slugOf('TD estate account')).toBe('td');
    expect(slugOf('Scotia Momentum')).toBe('scotiabank');
    expect(slugOf('Bank of Nova Scotia')).toBe('scotiabank');
    expect(slugOf('SCOTIABANK')).toBe('scotiabank');
    expect(slugOf('Montreal GIC')).toBe('bmo');
    expect(slugOf('bmo')).toBe('bmo');
    expect(slugOf('Imperial line of credit')).toBe('cibc');
    expect(slugOf('cibc')).toBe('cibc');
    expect(slugOf('National chequing')).toBe('national-bank');
    expect(slugOf('Banque Nationale')).toBe('national-bank');
    expect(slugOf('HSBC Premier')).toBe('hsbc');
    expect(slugOf('Laurentian')).toBe('laurentian');
    expect(slugOf('EQ savings')).toBe('eq-bank');
    expect(slugOf('Tangerine Savings')).toBe('tangerine');
  });

  it('matches full names and short names', () => {
    expect(slugOf('Canadian Imperial Bank of Commerce')).toBe('cibc');
    expect(slugOf('HSBC Bank Canada')).toBe('hsbc');
    expect(slugOf('National Bank of Canada')).toBe('national-bank');
  });

  it('does not see short tokens inside other words', () => {
    expect(slugOf('Estate Account')).toBeNull();
    expect(slugOf('Equity fund')).toBeNull();
    expect(slugOf('Herbcare')).toBeNull();
    expect(slugOf('International Trust')).toBeNull();
    expect(slugOf('Royalty income')).toBeNull();
    expect(slugOf('Standard chequing')).toBeNull();
  });

  it('finds short tokens next to punctuation and ignores accents', () => {
    expect(slugOf('TD-Chequing')).toBe('td');
    expect(slugOf("Mom's RBC")).toBe('rbc');
    expect(slugOf('(eq) hisa')).toBe('eq-bank');
    expect(slugOf('Banque Laurentienne')).toBe('laurentian');
  });

  it('prefers the longest match, then the first named', () => {
    expect(slugOf('EQ Bank savings, moved from TD')).toBe('eq-bank');
    expect(slugOf('Royal Bank, National account')).toBe('rbc');
    expect(slugOf('TD to RBC transfer')).toBe('rbc');
    expect(slugOf('BMO to RBC transfer')).toBe('bmo');
    expect(slugOf('RBC to BMO transfer')).toBe('rbc');
  });

  it('selects nothing for empty or unknown names', () => {
    expect(detectBank('')).toBeNull();
    expect(detectBank('   ')).toBeNull();
    expect(detectBank(null)).toBeNull();
    expect(detectBank('Credit union savings')).toBeNull();
  });
});

describe('searchBanks', () => {
  it('returns all ten for an empty query', () => {
    expect(searchBanks('')).toHaveLength(10);
    expect(searchBanks('  ')).toHaveLength(10);
    expect(searchBanks(undefined)).toHaveLength(10);
  });

  it('filters by name, short name or slug, case-insensitively', () => {
    expect(searchBanks('montreal').map((b) => b.slug)).toEqual(['bmo']);
    expect(searchBanks('NBC').map((b) => b.slug)).toEqual(['national-bank']);
    expect(searchBanks('eq-').map((b) => b.slug)).toEqual(['eq-bank']);
    expect(searchBanks('of canada').map((b) => b.slug)).toEqual(['rbc', 'national-bank', 'laurentian']);
    expect(searchBanks('zzz')).toEqual([]);
  });

  it('does not search tags', () => {
    expect(searchBanks('imperial').map((b) => b.slug)).toEqual(['cibc']);
    expect(searchBanks('toronto')).toEqual([]);
  });
});
