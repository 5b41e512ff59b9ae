import { describe, expect, it } from 'vitest';
import { recordCreateTitle } from './record-title.ts';

describe('recordCreateTitle', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(recordCreateTitle('bank-account')).toBe('Create Bank Account');
    expect(recordCreateTitle('asset')).toBe('Create Asset');
    expect(recordCreateTitle('legal-and-court-details')).toBe('Create Legal And Court Details');
  });

  it('falls back to Record without a type', () => {
    expect(recordCreateTitle('')).toBe('Create Record');
    expect(recordCreateTitle(undefined)).toBe('Create Record');
  });
});
