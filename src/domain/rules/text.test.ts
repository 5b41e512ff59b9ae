import { describe, expect, it } from 'vitest';
import { fileSlug, foldText, titleCaseWords } from './text.ts';

describe('titleCaseWords', () => {
  it('splits on underscores, hyphens and spaces and capitalises each word', () => {
    expect(titleCaseWords('pending_court_approval')).toBe('Pending Court Approval');
    expect(titleCaseWords('bank-account')).toBe('Bank Account');
    expect(titleCaseWords('  two   words ')).toBe('Two Words');
  });

  it('keeps the rest of each word as typed', () => {
    expect(titleCaseWords('open_CRA_clearance')).toBe('Open CRA Clearance');
  });

  it('gives an empty string for nothing', () => {
    expect(titleCaseWords('')).toBe('');
    expect(titleCaseWords(undefined)).toBe('');
    expect(titleCaseWords('__')).toBe('');
  });
});

describe('fileSlug', () => {
  it('makes a file name part of any name', () => {
    expect(fileSlug('Estate of Zoë Chen')).toBe('estate-of-zoe-chen');
    expect(fileSlug("  O'Brien & Sons, LLP  ")).toBe('o-brien-sons-llp');
    expect(fileSlug('***')).toBe('');
  });
});

describe('foldText', () => {
  it('drops case, accents and extra spaces, keeping the words and their order', () => {
    expect(foldText('  Intérêts\u00a0 PAYÉS ')).toBe('interets payes');
    expect(foldText('Dépôt')).toBe(foldText('DEPOT'));
    expect(foldText('A&W #12')).toBe('a&w #12');
  });
});
