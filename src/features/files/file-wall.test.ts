import { describe, expect, it } from 'vitest';
import {
  memberOptions,
  membersOnRestrict,
  wallChanged,
  wallChangeRefusal,
  wallOf,
  wallWarning,
} from './file-wall.ts';

const people = [
  { _id: 'u3', name: 'Zoe Staff', role: 'Staff' },
  { _id: 'u1', name: 'Ada Admin', role: 'Admin' },
  { _id: 'u2', name: 'Ben Attorney', role: 'Estate Attorney' },
  { _id: 'b1', name: 'Bea Beneficiary', role: 'Beneficiary' },
  { _id: 'u4', name: 'Dan Disabled', role: 'Staff', status: 'Disabled' },
];

describe('the members list of a restricted file', () => {
  it('offers the firm’s active people by name, never beneficiaries or disabled people', () => {
    expect(memberOptions(people, []).map((o) => o.id)).toEqual(['u1', 'u2', 'u3']);
  });

  it('keeps a current member who may no longer be picked, marked, so they can be removed', () => {
    const options = memberOptions(people, ['u4', 'gone']);
    expect(options.map((o) => [o.id, o.unavailable])).toEqual([
      ['u1', false],
      ['u2', false],
      ['u3', false],
      ['u4', true],
      ['gone', true],
    ]);
    expect(options[4]?.name).toBe('Someone no longer in the firm');
  });
});

describe('restricting a file', () => {
  it('adds the person restricting it unless they are an Admin or already a member', () => {
    expect(membersOnRestrict('Estate Attorney', 'u2', ['u3'])).toEqual(['u3', 'u2']);
    expect(membersOnRestrict('Estate Attorney', 'u2', ['u2'])).toEqual(['u2']);
    expect(membersOnRestrict('Admin', 'u1', [])).toEqual([]);
  });

  it('warns an attorney who leaves themselves out, and about a wall with no members', () => {
    expect(wallWarning('Estate Attorney', 'u2', { restricted: true, members: ['u3'] })).toMatch(
      /not among the members/,
    );
    expect(wallWarning('Admin', 'u1', { restricted: true, members: [] })).toMatch(/only the firm’s Admins/);
    expect(wallWarning('Estate Attorney', 'u2', { restricted: true, members: ['u2'] })).toBeNull();
    expect(wallWarning('Estate Attorney', 'u2', { restricted: false, members: [] })).toBeNull();
  });

  it('sees a change of the switch or of the members as a set', () => {
    const saved = wallOf({ restricted: true, members: ['a', 'b'] });
    expect(wallChanged(saved, { restricted: true, members: ['b', 'a'] })).toBe(false);
    expect(wallChanged(saved, { restricted: true, members: ['a'] })).toBe(true);
    expect(wallChanged(saved, { restricted: false, members: ['a', 'b'] })).toBe(true);
    expect(wallOf({})).toEqual({ restricted: false, members: [] });
  });

  it('follows the walls rule for who may change it', () => {
    expect(wallChangeRefusal('Admin', 'u1', { restricted: true, members: [] })).toBeNull();
    expect(wallChangeRefusal('Estate Attorney', 'u2', {})).toBeNull();
    expect(wallChangeRefusal('Estate Attorney', 'u2', { restricted: true, members: ['u3'] })).toMatch(
      /Only an Admin or an Estate Attorney/,
    );
    expect(wallChangeRefusal('Staff', 'u3', {})).toMatch(/Only an Admin/);
    expect(wallChangeRefusal(undefined, undefined, {})).toMatch(/Sign in/);
  });
});
