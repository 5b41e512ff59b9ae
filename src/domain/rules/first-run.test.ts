import { describe, expect, it } from 'vitest';
import { firstRunItems, isNewFirm } from './first-run.ts';

const blank = { files: 0, people: 1, organization: null };

describe('firstRunItems', () => {
  it('gives an Admin of a new firm every step, none done', () => {
    const items = firstRunItems({ role: 'Admin', ...blank });
    expect(items.map((i) => [i.id, i.done])).toEqual([
      ['firm-details', false],
      ['first-file', false],
      ['colleagues', false],
    ]);
  });

  it('marks each step done from the firm’s own data', () => {
    const items = firstRunItems({
      role: 'Admin',
      files: 1,
      people: 2,
      organization: { address: { street: '1 King St W' }, lawyers: [{ name: 'A' }] },
    });
    expect(items.every((i) => i.done)).toBe(true);
  });

  it('needs both the address and a lawyer for the firm’s details', () => {
    const only = (organization: object) =>
      firstRunItems({ role: 'Admin', ...blank, organization }).find((i) => i.id === 'firm-details')?.done;
    expect(only({ address: { street: '1 King St W' }, lawyers: [] })).toBe(false);
    expect(only({ lawyers: [{ name: 'A' }] })).toBe(false);
  });

  it('lists only what the person may do', () => {
    expect(firstRunItems({ role: 'Staff', ...blank }).map((i) => i.id)).toEqual(['first-file']);
  });
});

describe('isNewFirm', () => {
  it('is a firm with no file yet', () => {
    expect(isNewFirm(0)).toBe(true);
    expect(isNewFirm(3)).toBe(false);
  });
});
