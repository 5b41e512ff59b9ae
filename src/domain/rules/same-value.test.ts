import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value.ts';

describe('sameValue', () => {
  it('ignores the order of keys, nested too', () => {
    expect(sameValue({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(
      true,
    );
  });
  it('takes missing and null as the same, and nothing else', () => {
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });
  it('sees a changed value, a changed list order and a different type', () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
    expect(sameValue({ a: [] }, { a: null })).toBe(false);
  });
});
