import { describe, expect, it } from 'vitest';
import { centsOf, clip, compact, fileOf, text } from './form-values.ts';

describe('form value readers', () => {
  it('read trimmed text, treating blanks as nothing', () => {
    expect(text({ a: '  x ', b: '   ', c: 5, d: ['y'] }, 'a')).toBe('x');
    expect(text({ b: '   ' }, 'b')).toBeUndefined();
    expect(text({ c: 5 }, 'c')).toBe('5');
    expect(text({ d: ['y'] }, 'd')).toBeUndefined();
  });

  it('drop only undefined keys', () => {
    expect(compact({ a: 1, b: undefined, c: null, d: '' })).toEqual({ a: 1, c: null, d: '' });
    expect(Object.keys(compact({ a: 1, b: undefined }))).toEqual(['a']);
  });

  it('clip to the limit with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abcd', 4)).toBe('abcd');
  });

  it('read dollars as cents or throw', () => {
    expect(centsOf({ v: '1,000.10' }, 'v', 'Value')).toBe(100010);
    expect(centsOf({ v: 2.5 }, 'v', 'Value')).toBe(250);
    expect(() => centsOf({}, 'v', 'Value')).toThrow('Value must be an amount in dollars');
  });

  it('take the first file that has a name', () => {
    const f = { name: 'a.pdf', size: 1 };
    expect(fileOf([f, { name: 'b.pdf' }])).toBe(f);
    expect(fileOf(f)).toBe(f);
    expect(fileOf('a.pdf')).toBeNull();
    expect(fileOf([])).toBeNull();
    expect(fileOf([{ size: 1 }])).toBeNull();
  });
});
