import { describe, expect, it } from 'vitest';
import { caretAfterFormat, steppedCents } from './currency-caret.ts';

describe('caretAfterFormat', () => {
  it('keeps the caret at the end when a separator appears', () => {
    expect(caretAfterFormat('1234', 4, '1,234')).toBe(5);
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // "1,234" with a 5 typed after the 1: raw "15,234", caret after the 5.
    expect(caretAfterFormat('15,234', 2, '15,234')).toBe(2);
    // "1,234" with a 5 typed after the comma: raw "1,5234" becomes "15,234", caret after the 5.
    expect(caretAfterFormat('1,5234', 3, '15,234')).toBe(2);
  });

  it('skips characters that were thrown away', () => {
    expect(caretAfterFormat('12a', 3, '12')).toBe(2);
    expect(caretAfterFormat('', 0, '')).toBe(0);
  });

  it('never goes past the end', () => {
    expect(caretAfterFormat('1.234', 5, '1.23')).toBe(4);
  });
});

describe('steppedCents', () => {
  it('moves by one cent and stops at zero', () => {
    expect(steppedCents(100, 1)).toBe(101);
    expect(steppedCents(null, 1)).toBe(1);
    expect(steppedCents(0, -1)).toBe(0);
  });
});
