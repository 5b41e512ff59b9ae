import { describe, expect, it } from 'vitest';
import { seesFile, wallRefusal } from './walls.ts';

const ME = '0190aaaa-0000-7000-8000-000000000001';
const OTHER = '0190aaaa-0000-7000-8000-000000000002';

describe('walls', () => {
  it('lets every firm user see an open file and only members and Admins a restricted one', () => {
    expect(seesFile('Staff', ME, {})).toBe(true);
    expect(seesFile('Staff', ME, { restricted: true, members: [OTHER] })).toBe(false);
    expect(seesFile('Staff', ME, { restricted: true, members: [ME] })).toBe(true);
    expect(seesFile('Admin', ME, { restricted: true, members: [] })).toBe(true);
    expect(seesFile('Beneficiary', ME, {})).toBe(false);
  });

  it('lets an Admin or an assigned Estate Attorney change the wall, and nobody else', () => {
    const walled = { restricted: true, members: [OTHER] };
    expect(wallRefusal('Staff', ME, {}, ['name'])).toBeNull();
    expect(wallRefusal('Admin', ME, walled, ['members'])).toBeNull();
    expect(wallRefusal('Estate Attorney', ME, {}, ['restricted'])).toBeNull();
    expect(wallRefusal('Estate Attorney', ME, walled, ['members'])).toMatch(/Only an Admin/);
    expect(wallRefusal('Estate Attorney', OTHER, walled, ['members'])).toBeNull();
    expect(wallRefusal('Staff', ME, {}, ['restricted'])).toMatch(/Only an Admin/);
  });
});
