import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_MINUTES, OrganizationBody } from './organization.ts';

const valid = (lockMinutes: unknown) => v.safeParse(OrganizationBody, { name: 'Firm', lockMinutes }).success;

describe('organization lockMinutes', () => {
  it('is optional, a whole number of minutes from 1 to 480, 15 by default', () => {
    expect(v.safeParse(OrganizationBody, { name: 'Firm' }).success).toBe(true);
    expect(DEFAULT_LOCK_MINUTES).toBe(15);
    expect([1, 15, 480].map(valid)).toEqual([true, true, true]);
    expect([0, 481, 2.5, '15', null].map(valid)).toEqual([false, false, false, false, false]);
  });

  it('says what is wrong', () => {
    const result = v.safeParse(OrganizationBody, { name: 'Firm', lockMinutes: 0 });
    expect(result.issues?.[0]?.message).toBe('Lock after at least 1 minute');
  });
});
