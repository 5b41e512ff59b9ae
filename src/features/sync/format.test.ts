import { describe, expect, it } from 'vitest';
import { problemsText, savedOfflineText } from './format.ts';

describe('problemsText', () => {
  it('says nothing when nothing waits', () => {
    expect(problemsText(0, 0)).toBe('');
  });

  it('names conflicts and refused changes, singular and plural', () => {
    expect(problemsText(1, 0)).toBe('1 conflict to review');
    expect(problemsText(3, 0)).toBe('3 conflicts to review');
    expect(problemsText(0, 1)).toBe('1 refused change to review');
    expect(problemsText(2, 5)).toBe('2 conflicts and 5 refused changes to review');
  });
});

describe('savedOfflineText', () => {
  it('says what will bring the change to the server', () => {
    expect(savedOfflineText(false)).toBe('Saved on this device; it will sync when you are back online.');
    expect(savedOfflineText(true)).toBe('Saved on this device; it will sync once the server can be reached.');
  });
});
