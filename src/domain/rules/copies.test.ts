import { describe, expect, it } from 'vitest';
import { copyRefusal, copyRolesOf, copyRolesText, mayTakeCopies } from './copies.ts';

describe('who may take copies out of the app', () => {
  it('is every firm role until the Admin chooses', () => {
    for (const role of ['Admin', 'Estate Attorney', 'Staff']) expect(mayTakeCopies(role, {})).toBe(true);
    expect(copyRolesText(null)).toBe('Admin, Estate Attorney, Staff');
  });

  it('follows the firm’s choice, and an Admin always may', () => {
    const org = { copyRoles: ['Estate Attorney'] };
    expect(mayTakeCopies('Estate Attorney', org)).toBe(true);
    expect(mayTakeCopies('Staff', org)).toBe(false);
    expect(mayTakeCopies('Admin', { copyRoles: [] })).toBe(true);
    expect(copyRolesText({ copyRoles: [] })).toBe('Admins only');
    expect(copyRefusal('Staff', org)).toMatch(
      /^Staff members may not take copies out of the app .*Profile → Organization/,
    );
    expect(copyRefusal('Estate Attorney', org)).toBeNull();
  });

  it('never lets a beneficiary, an unknown role or a signed-out device', () => {
    for (const role of ['Beneficiary', 'Owner', undefined, null]) {
      expect(mayTakeCopies(role, {})).toBe(false);
      expect(copyRefusal(role, {})).toMatch(/^Your role may not/);
    }
  });

  it('reads a malformed choice as only the roles it names', () => {
    expect(copyRolesOf({ copyRoles: ['Staff', 'Admin', 'Beneficiary', 7] })).toEqual(['Staff']);
    expect(copyRolesOf({ copyRoles: 'Staff' })).toEqual(['Estate Attorney', 'Staff']);
  });
});
