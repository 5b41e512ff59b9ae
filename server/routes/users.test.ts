import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { EMAIL_NEEDS_PASSWORD } from '../../src/domain/rules/permissions.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let staff: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.db, t.tokens, 'users');
  const actor = { userId: admin.user._id, organization: admin.organization._id, role: 'Admin' as const };
  const user = await t.db.transaction((tx) =>
    createUser(tx, actor, {
      name: 'Sam Staff',
      email: `staff-${Date.now()}@example.com`,
      role: 'Staff',
      password: 'staff password 1',
    }),
  );
  staff = { id: user._id, token: await t.tokens.sign({ sub: user._id, org: admin.organization._id }) };
});
afterAll(() => t.close());

describe('users and organizations', () => {
  it('returns the profile with id, _id, email, role and the firm name', async () => {
    const res = await t.request('GET', '/api/users/me/profile', { token: staff.token });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({
      _id: staff.id,
      id: staff.id,
      name: 'Sam Staff',
      role: 'Staff',
      organization: { _id: admin.organization._id, name: 'users LLP' },
    });
  });

  it('lets a user edit their own name, ignoring the rest of the user object', async () => {
    const profile = (await (await t.request('GET', '/api/users/me/profile', { token: staff.token })).json())
      .data;
    const res = await t.request('PUT', `/api/users/${staff.id}`, {
      token: staff.token,
      body: { ...profile, name: 'Samantha Staff' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.name).toBe('Samantha Staff');
  });

  it('refuses a role change by a non-Admin with 403 and changes nothing', async () => {
    const res = await t.request('PUT', `/api/users/${staff.id}`, {
      token: staff.token,
      body: { role: 'Admin' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Only an Admin can change roles');
    const me = (await (await t.request('GET', '/api/auth/me', { token: staff.token })).json()).data;
    expect(me.role).toBe('Staff');
    const other = await t.request('PUT', `/api/users/${admin.user._id}`, {
      token: staff.token,
      body: { name: 'Hacked' },
    });
    expect(other.status).toBe(403);
  });

  it('lets an Admin change a role, which takes effect at once, but keeps one Admin', async () => {
    const res = await t.request('PUT', `/api/users/${staff.id}`, {
      token: admin.token,
      body: { role: 'Estate Attorney' },
    });
    expect(res.status).toBe(200);
    expect((await (await t.request('GET', '/api/auth/me', { token: staff.token })).json()).data.role).toBe(
      'Estate Attorney',
    );
    const demote = await t.request('PUT', `/api/users/${admin.user._id}`, {
      token: admin.token,
      body: { role: 'Staff' },
    });
    expect(demote.status).toBe(403);
  });

  it('validates user updates with per-field messages', async () => {
    const res = await t.request('PUT', `/api/users/${staff.id}`, {
      token: staff.token,
      body: { email: 'nope', name: '' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['email', 'name']);
    expect(
      (await t.request('PUT', `/api/users/${uuidv7()}`, { token: admin.token, body: { name: 'X' } })).status,
    ).toBe(404);
  });

  it('refuses a change of the sign-in email through the profile record, free or taken: it needs the password', async () => {
    for (const email of [admin.email, `free-${Date.now()}@example.com`]) {
      const res = await t.request('PUT', `/api/users/${staff.id}`, { token: staff.token, body: { email } });
      expect(res.status).toBe(400);
      expect((await res.json()).errors.email).toEqual([EMAIL_NEEDS_PASSWORD]);
    }
    const me = (await (await t.request('GET', '/api/auth/me', { token: staff.token })).json()).data;
    expect(me.email).not.toMatch(/^free-/);
    // Sent again unchanged, the email is no change at all.
    const same = await t.request('PUT', `/api/users/${staff.id}`, {
      token: staff.token,
      body: { email: me.email },
    });
    expect(same.status).toBe(200);
  });

  it('lists the firm’s users', async () => {
    const list = await (await t.request('GET', '/api/users', { token: staff.token })).json();
    expect(list.map((u: { _id: string }) => u._id).sort()).toEqual([admin.user._id, staff.id].sort());
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('reads and updates the organization', async () => {
    const org = await (await t.request('GET', '/api/organizations/me', { token: staff.token })).json();
    expect(org.data).toMatchObject({ _id: admin.organization._id, name: 'users LLP' });
    const res = await t.request('PUT', '/api/organizations/me', {
      token: admin.token,
      body: { name: 'Users & Co LLP', description: 'Wills and estates' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      message: 'Organization updated',
      data: { name: 'Users & Co LLP', description: 'Wills and estates' },
    });
    const bad = await t.request('PUT', '/api/organizations/me', {
      token: admin.token,
      body: { name: '', extra: 1 },
    });
    expect(bad.status).toBe(400);
    const list = await (await t.request('GET', '/api/organizations', { token: staff.token })).json();
    expect(list).toHaveLength(1);
  });

  it('answers the dashboard with the summary shape', async () => {
    const res = await t.request('GET', '/api/users/me/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    expect(data.summary).toMatchObject({ totalFiles: 0, totalEstates: 0 });
    expect(Array.isArray(data.recentFiles)).toBe(true);
    expect(Array.isArray(data.monthlyTransactions)).toBe(true);
    expect(Array.isArray(data.assetDistribution)).toBe(true);
    expect(Array.isArray(data.estateStatusCounts)).toBe(true);
  });
});
