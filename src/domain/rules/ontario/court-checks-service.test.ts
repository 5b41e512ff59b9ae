import { describe, expect, it } from 'vitest';
import { blocksGenerating, openChecks } from './court-checks.ts';
import { serviceChecks } from './court-checks-service.ts';

const CONTEXT = { sendOn: '2026-12-01' };

describe('checks of who is served', () => {
  it('stops the documents while a beneficiary is served only through the applicant; no dismissing it', () => {
    const grace = { partyId: 'grace', name: 'Estate of Grace Okafor', applicant: 'Emeka Okafor' };
    const checks = serviceChecks({ ...CONTEXT, servedThroughApplicant: [grace] });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      key: 'served-through-applicant:grace',
      severity: 'error',
      dismissable: false,
      fixes: [{ label: 'Open Estate of Grace Okafor’s record', target: { kind: 'party', id: 'grace' } }],
    });
    expect(checks[0]?.message).toContain(
      'Estate of Grace Okafor is served only through Emeka Okafor, the applicant',
    );
    expect(checks[0]?.message).toContain(
      'Name on Estate of Grace Okafor’s record the person actually served',
    );
    expect(checks[0]?.source).toContain('r. 74.18(3)');
    // A reason typed by someone does not lift it: only naming the person served does.
    const reviewed = openChecks(checks, [
      { check: 'served-through-applicant:grace', reason: 'Her beneficiaries served', by: 'A', on: 'x' },
    ]);
    expect(blocksGenerating(reviewed)).toBe(true);
    expect(serviceChecks(CONTEXT)).toEqual([]);
  });

  it('stops the documents while a person served has no address, naming them and linking to their record', () => {
    const checks = serviceChecks({
      ...CONTEXT,
      servedWithoutAddress: [
        { partyId: 'emily', name: 'Emily Chen' },
        { partyId: 'grace', name: 'Estate of Grace Okafor', servedOn: 'Ngozi Okafor' },
      ],
    });
    expect(checks.map((c) => [c.key, c.severity, c.dismissable])).toEqual([
      ['served-without-address:emily', 'error', false],
      ['served-without-address:grace', 'error', false],
    ]);
    expect(checks[0]?.message).toBe(
      'Emily Chen is served but has no address: the notice is mailed to each person served at their address, and Forms 74.44 and 16B print it. Enter the address on Emily Chen’s record.',
    );
    expect(checks[1]?.message).toContain('Ngozi Okafor, served for Estate of Grace Okafor, has no address');
    expect(checks[1]?.fixes?.[0]?.target).toEqual({ kind: 'party', id: 'grace' });
    expect(checks[0]?.source).toContain('16.06(1)');
    expect(blocksGenerating(checks)).toBe(true);
  });
});
