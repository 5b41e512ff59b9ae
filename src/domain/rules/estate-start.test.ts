import { describe, expect, it } from 'vitest';
import { estateStarted, estateStartSteps } from './estate-start.ts';

const empty = { parties: [], assets: 0, accounts: 0 };
const done = (facts: Parameters<typeof estateStartSteps>[0]) =>
  Object.fromEntries(estateStartSteps(facts).map((s) => [s.id, s.done]));

describe('a new estate’s first steps', () => {
  it('lists the four steps in order, none done for an empty estate', () => {
    const steps = estateStartSteps(empty);
    expect(steps.map((s) => s.id)).toEqual(['deceased', 'trustee', 'assets', 'accounts']);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(estateStarted(steps)).toBe(false);
  });

  it('needs both the name and the date of death, from either place the date is kept', () => {
    expect(done({ ...empty, deceased: { name: 'Eleanor MacDonald' } }).deceased).toBe(false);
    expect(done({ ...empty, deceased: { name: '  ', dateOfDeath: '2026-10-02' } }).deceased).toBe(false);
    expect(done({ ...empty, deceased: { name: 'Eleanor', dateOfDeath: '2026-10-02' } }).deceased).toBe(true);
    expect(
      done({ ...empty, deceased: { name: 'Eleanor' }, keyDates: { dateOfDeath: '2026-10-02' } }).deceased,
    ).toBe(true);
  });

  it('counts the estate trustee named on the estate or a party with the executor role, among others', () => {
    expect(done({ ...empty, parties: [{ role: 'beneficiary' }] }).trustee).toBe(false);
    expect(
      done({ ...empty, parties: [{ role: 'beneficiary', roles: ['beneficiary', 'executor'] }] }).trustee,
    ).toBe(true);
    expect(done({ ...empty, executor: { name: 'Fiona MacDonald' } }).trustee).toBe(true);
  });

  it('is started once every step is done', () => {
    const steps = estateStartSteps({
      deceased: { name: 'Eleanor', dateOfDeath: '2026-10-02' },
      parties: [{ role: 'executor' }],
      assets: 1,
      accounts: 1,
    });
    expect(estateStarted(steps)).toBe(true);
  });
});
