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

describe('the firm’s details and lawyers (docs/behaviour.md#firm-details)', () => {
  const lawyer = { id: '01890a5d-ac96-774b-bcce-b302099a8057', name: 'Jordan Lee', lsoNumber: ' 65432p ' };
  const parse = (body: Record<string, unknown>) => v.safeParse(OrganizationBody, { name: 'Firm', ...body });

  it('keeps an address, telephone, email and lawyers, the LSO number upper case', () => {
    const result = parse({
      address: { line1: '200 Bay Street', city: 'Toronto', region: 'ON', postalCode: 'M5J 2J2' },
      telephone: '416-555-0100',
      email: 'Office@Harbourview.example',
      lawyers: [lawyer],
    });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      email: 'office@harbourview.example',
      lawyers: [{ lsoNumber: '65432P' }],
    });
  });

  it('accepts a paralegal’s or an older number, and clearing the address and email', () => {
    for (const lsoNumber of ['P12345', '1234A', '65432P']) {
      expect(parse({ lawyers: [{ ...lawyer, lsoNumber }] }).success).toBe(true);
    }
    expect(parse({ address: null, email: '' }).success).toBe(true);
    const pgt = '595 Bay Street, Suite 800, Toronto, ON  M5G 2M6';
    expect(parse({ officialAddresses: { 'public-guardian-and-trustee': pgt } }).success).toBe(true);
    expect(parse({ officialAddresses: { 'the-crown': pgt } }).success).toBe(false);
  });

  it('refuses a lawyer with no name or no LSO number, a number without digits, or a bad email', () => {
    const first = (body: Record<string, unknown>) => parse(body).issues?.[0]?.message;
    expect(first({ lawyers: [{ ...lawyer, name: ' ' }] })).toBe('Lawyer’s name is required');
    expect(first({ lawyers: [{ ...lawyer, lsoNumber: '' }] })).toBe('LSO number is required');
    expect(first({ lawyers: [{ ...lawyer, lsoNumber: 'ABC' }] })).toBe(
      'LSO number is letters and digits, as 65432P',
    );
    expect(first({ lawyers: [{ ...lawyer, email: 'not an email' }] })).toBe(
      'Please enter a valid email address',
    );
    expect(first({ email: 'office@' })).toBe('Please enter a valid email address');
    expect(first({ address: { line1: '', city: 'Toronto' } })).toBe('Street address is required');
  });

  it('refuses the same lawyer or the same LSO number twice', () => {
    const again = { ...lawyer, id: '01890a5d-ac96-774b-bcce-b302099a8058' };
    expect(parse({ lawyers: [lawyer, lawyer] }).issues?.[0]?.message).toBe('Each lawyer is listed once');
    expect(parse({ lawyers: [lawyer, again] }).issues?.[0]?.message).toBe(
      'Two lawyers cannot have the same LSO number',
    );
  });
});
