import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';
import { setFirmRequirement } from '../two-factor/store.ts';

/** The firm's people (docs/architecture.md#people): invitations, resets, roles, disabling, removal. */

let t: TestApp;
let shift = 0;
let admin: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;

const STRONG = 'tangerine orbit quiet lantern';
const STRONGER = 'violet harbour cobalt meadow';

beforeAll(async () => {
  t = await startTestApp(() => new Date(Date.now() + shift));
  admin = await createAccount(t.db, t.tokens, 'people');
  other = await createAccount(t.db, t.tokens, 'otherfirm');
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what these tests check
type Json = any;
const json = async (res: Response) => (await res.json()) as { data: Json; message: string; errors?: Json };
const tokenOf = (link: string) => link.split('/').at(-1) ?? '';

async function invite(email: string, role = 'Staff', token = admin.token) {
  const res = await t.request('POST', '/api/people/invitations', {
    token,
    body: { name: 'Riley Park', email, role },
  });
  return { res, body: await json(res) };
}

async function login(email: string, password: string) {
  return t.request('POST', '/api/auth/login', { body: { email, password } });
}

async function addPerson(role: 'Admin' | 'Staff' | 'Estate Attorney', org = admin) {
  const email = `p-${uuidv7()}@example.com`;
  const user = await t.db.transaction((tx) =>
    createUser(
      tx,
      { userId: org.user._id, organization: org.organization._id, role: 'Admin' },
      { name: `${role} Person`, email, role, password: STRONG },
    ),
  );
  return { id: user._id, email, token: await t.tokens.sign({ sub: user._id, org: org.organization._id }) };
}

const me = (token: string) => t.request('GET', '/api/auth/me', { token });

describe('invitations', () => {
  it('accepts an invitation once: the invitee lands signed in, the link then answers 410', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const { res, body } = await invite(email);
    expect(res.status).toBe(201);
    expect(body.data.emailed).toBe(false);
    expect(body.data.link).toMatch(/^http:\/\/localhost\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(body.data.link);
    // Only the hash is kept.
    const stored = await t.db.query<{ token_hash: string }>(
      'select token_hash from invitations where email = $1',
      [email],
    );
    expect(stored[0]?.token_hash).not.toContain(token);

    const list = await json(await t.request('GET', '/api/people', { token: admin.token }));
    expect(list.data.invitations.map((i: { email: string }) => i.email)).toContain(email);

    const preview = await t.request('GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect((await json(preview)).data).toMatchObject({
      email,
      role: 'Staff',
      organizationName: 'people LLP',
    });

    const weak = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Riley Park', password: 'password1234' },
    });
    expect(weak.status).toBe(400);
    expect((await json(weak)).errors.password[0]).toMatch(/common/i);
    const short = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Riley Park', password: 'short' },
    });
    expect((await json(short)).errors.password).toEqual(['Use at least 12 characters']);

    const accepted = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Riley Park', password: STRONG },
    });
    expect(accepted.status).toBe(201);
    const session = (await json(accepted)).data;
    expect(session.user).toMatchObject({ email, role: 'Staff', name: 'Riley Park' });
    expect((await me(session.token)).status).toBe(200);
    expect((await login(email, STRONG)).status).toBe(200);

    const again = await t.request('POST', `/api/invitations/${token}/accept`, {
      body: { name: 'Someone', password: STRONGER },
    });
    expect(again.status).toBe(410);
    expect((await json(again)).message).toMatch(/already been accepted/);
    expect((await t.request('GET', `/api/invitations/${token}`)).status).toBe(410);
  });

  it('in a firm that requires two-factor, the invitee is sent to sign in and set it up', async () => {
    const firm = await createAccount(t.db, t.tokens, 'twofactor');
    await setFirmRequirement(t.db, firm.organization._id, true, new Date());
    const email = `tf-${Date.now()}@example.com`;
    const { body } = await invite(email, 'Staff', firm.token);
    const res = await t.request('POST', `/api/invitations/${tokenOf(body.data.link)}/accept`, {
      body: { name: 'Tess Factor', password: STRONG },
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toEqual({ twoFactorRequired: true });
    expect((await json(await login(email, STRONG))).data).toMatchObject({ twoFactor: 'enrol' });
  });

  it('answers a clear 404 for a forged link, never a stack trace', async () => {
    for (const token of ['x'.repeat(43), 'not-a-token', '%00']) {
      const res = await t.request('GET', `/api/invitations/${token}`);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toMatch(/not valid/);
    }
    const res = await t.request('POST', `/api/password-resets/${'y'.repeat(43)}`, {
      body: { password: STRONG },
    });
    expect(res.status).toBe(404);
  });

  it('a cancelled invitation and the old link of a resent one stop working', async () => {
    const { body } = await invite(`cancel-${Date.now()}@example.com`);
    const cancel = await t.request('DELETE', `/api/people/invitations/${body.data.id}`, {
      token: admin.token,
    });
    expect(cancel.status).toBe(200);
    const res = await t.request('GET', `/api/invitations/${tokenOf(body.data.link)}`);
    expect(res.status).toBe(410);
    expect((await json(res)).message).toMatch(/cancelled/);

    const second = await invite(`resend-${Date.now()}@example.com`);
    const resent = await json(
      await t.request('POST', `/api/people/invitations/${second.body.data.id}/resend`, {
        token: admin.token,
      }),
    );
    expect(resent.data.link).not.toBe(second.body.data.link);
    expect((await t.request('GET', `/api/invitations/${tokenOf(second.body.data.link)}`)).status).toBe(404);
    expect((await t.request('GET', `/api/invitations/${tokenOf(resent.data.link)}`)).status).toBe(200);
  });

  it('an invitation expires after 7 days', async () => {
    const { body } = await invite(`late-${Date.now()}@example.com`);
    const token = tokenOf(body.data.link);
    shift = 7 * 24 * 3600 * 1000 + 1000;
    try {
      const res = await t.request('POST', `/api/invitations/${token}/accept`, {
        body: { name: 'Late', password: STRONG },
      });
      expect(res.status).toBe(410);
      expect((await json(res)).message).toMatch(/expired/);
    } finally {
      shift = 0;
    }
  });

  it('refuses bad bodies per field, other roles with 403 and another firm’s ids with 404', async () => {
    const bad = await t.request('POST', '/api/people/invitations', {
      token: admin.token,
      body: { name: '', email: 'nope', role: 'Owner' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).errors).sort()).toEqual(['email', 'name', 'role']);
    const taken = await invite(admin.email);
    expect(taken.res.status).toBe(409);

    const staff = await addPerson('Staff');
    const refused = await invite(`x-${Date.now()}@example.com`, 'Staff', staff.token);
    expect(refused.res.status).toBe(403);
    expect(refused.body.message).toBe('Staff cannot manage people and roles. Ask an Admin.');
    // Non-Admins read the people, not the invitations.
    const list = await json(await t.request('GET', '/api/people', { token: staff.token }));
    expect(list.data.people.length).toBeGreaterThan(1);
    expect(list.data.invitations).toEqual([]);

    const theirs = await invite(`theirs-${Date.now()}@example.com`, 'Staff', other.token);
    for (const [method, path, body] of [
      ['DELETE', `/api/people/invitations/${theirs.body.data.id}`],
      ['POST', `/api/people/invitations/${theirs.body.data.id}/resend`],
      ['POST', `/api/people/${other.user._id}/disable`],
      ['POST', `/api/people/${other.user._id}/reset-link`],
      ['PUT', `/api/people/${other.user._id}/role`, { role: 'Staff' }],
      ['DELETE', `/api/people/${other.user._id}`],
      ['POST', '/api/people/not-an-id/enable'],
    ] as const)
      expect((await t.request(method, path, { token: admin.token, ...(body ? { body } : {}) })).status).toBe(
        404,
      );
  });
});

describe('password resets and changes', () => {
  it('a reset link works once and ends every session of the person', async () => {
    const person = await addPerson('Staff');
    const issued = await t.request('POST', `/api/people/${person.id}/reset-link`, { token: admin.token });
    expect(issued.status).toBe(201);
    const link = (await json(issued)).data.link as string;
    expect(link).toMatch(/\/reset\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    expect((await json(await t.request('GET', `/api/password-resets/${token}`))).data.email).toBe(
      person.email,
    );

    const weak = await t.request('POST', `/api/password-resets/${token}`, {
      body: { password: 'qwertyuiop12' },
    });
    expect(weak.status).toBe(400);
    const done = await t.request('POST', `/api/password-resets/${token}`, { body: { password: STRONGER } });
    expect(done.status).toBe(200);
    expect((await me(person.token)).status).toBe(401);
    expect((await login(person.email, STRONG)).status).toBe(401);
    expect((await login(person.email, STRONGER)).status).toBe(200);

    const twice = await t.request('POST', `/api/password-resets/${token}`, { body: { password: STRONG } });
    expect(twice.status).toBe(410);
    expect((await json(twice)).message).toMatch(/already been used/);
  });

  it('a reset link expires after an hour', async () => {
    const person = await addPerson('Staff');
    const link = (
      await json(await t.request('POST', `/api/people/${person.id}/reset-link`, { token: admin.token }))
    ).data.link as string;
    shift = 3600 * 1000 + 1000;
    try {
      const res = await t.request('GET', `/api/password-resets/${tokenOf(link)}`);
      expect(res.status).toBe(410);
      expect((await json(res)).message).toMatch(/expired/);
    } finally {
      shift = 0;
    }
  });

  it('changing your password needs the current one and ends your other sessions, not this one', async () => {
    const person = await addPerson('Estate Attorney');
    const elsewhere = await t.tokens.sign({ sub: person.id, org: admin.organization._id });
    const wrong = await t.request('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: 'not my password', newPassword: STRONGER },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await json(wrong)).errors)).toEqual(['currentPassword']);
    const weak = await t.request('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: STRONG, newPassword: 'Password12345!' },
    });
    expect(weak.status).toBe(400);
    expect((await json(weak)).errors.newPassword).toHaveLength(1);
    const ok = await t.request('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: STRONG, newPassword: STRONGER },
    });
    expect(ok.status).toBe(200);
    expect((await me(person.token)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await login(person.email, STRONGER)).status).toBe(200);
  });

  it('changing your email needs your password', async () => {
    const person = await addPerson('Staff');
    const email = `new-${Date.now()}@example.com`;
    const wrong = await t.request('POST', '/api/account/email', {
      token: person.token,
      body: { email, password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await json(wrong)).errors)).toEqual(['password']);
    const taken = await t.request('POST', '/api/account/email', {
      token: person.token,
      body: { email: admin.email, password: STRONG },
    });
    expect(taken.status).toBe(409);
    const ok = await t.request('POST', '/api/account/email', {
      token: person.token,
      body: { email, password: STRONG },
    });
    expect(ok.status).toBe(200);
    expect((await login(email, STRONG)).status).toBe(200);
  });
});

describe('roles, disabling and removal', () => {
  it('disabling ends every session at once; sign-in says why only with the right password', async () => {
    const person = await addPerson('Staff');
    const second = await t.tokens.sign({ sub: person.id, org: admin.organization._id });
    const res = await t.request('POST', `/api/people/${person.id}/disable`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await json(res)).data.status).toBe('Disabled');
    for (const token of [person.token, second]) {
      const refused = await me(token);
      expect(refused.status).toBe(401);
      expect((await refused.json()).reason).toBe('disabled');
    }
    const right = await login(person.email, STRONG);
    expect(right.status).toBe(403);
    expect((await json(right)).message).toBe(
      'This account has been disabled. Ask your firm’s administrator.',
    );
    expect((await login(person.email, 'wrong password here')).status).toBe(401);
    // The firm's devices see it on the synced record.
    const list = await json(await t.request('GET', '/api/people', { token: admin.token }));
    expect(list.data.people.find((p: { id: string }) => p.id === person.id).status).toBe('Disabled');
    const record = await t.db.query<{ status: string }>(
      "select data ->> 'status' as status from records where id = $1",
      [person.id],
    );
    expect(record[0]?.status).toBe('Disabled');

    expect((await t.request('POST', `/api/people/${person.id}/enable`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await login(person.email, STRONG)).status).toBe(200);
  });

  it('changes a role only within minutes of the Admin proving who they are (step-up)', async () => {
    const firm = await createAccount(t.db, t.tokens, 'stepup');
    const person = await addPerson('Staff', firm);
    const change = (role: string, password?: string) =>
      t.request('PUT', `/api/people/${person.id}/role`, {
        token: firm.token,
        body: password === undefined ? { role } : { role, password },
      });
    const roleOf = async () =>
      (
        await t.db.query<{ role: string }>("select data->>'role' as role from records where id = $1", [
          person.id,
        ])
      )[0]?.role;
    // Signed in just now: the sign-in itself is fresh.
    expect((await change('Estate Attorney')).status).toBe(200);
    // The same device 20 minutes on (the app's clock moved): a device left signed in is not enough.
    shift += 20 * 60 * 1000;
    try {
      const asked = await change('Staff');
      expect(asked.status, JSON.stringify(await json(asked.clone()))).toBe(400);
      expect((await json(asked)).errors.password).toEqual(['Enter your password to confirm it is you.']);
      const wrong = await change('Staff', 'not my password at all');
      expect(wrong.status).toBe(400);
      expect((await json(wrong)).errors.password).toEqual(['That is not your password']);
      expect(await roleOf()).toBe('Estate Attorney');
      const confirmed = await change('Staff', firm.password);
      expect(confirmed.status).toBe(200);
      // Within the next few minutes, no need to type it again.
      shift += 2 * 60 * 1000;
      expect((await change('Estate Attorney')).status).toBe(200);
      // Past them, it asks again.
      shift += 4 * 60 * 1000;
      expect((await change('Staff')).status).toBe(400);
      expect(await roleOf()).toBe('Estate Attorney');
    } finally {
      shift = 0;
    }
  });

  it('never loses the last Admin who can sign in', async () => {
    const firm = await createAccount(t.db, t.tokens, 'lastadmin');
    const self = firm.user._id;
    const demote = await t.request('PUT', `/api/people/${self}/role`, {
      token: firm.token,
      body: { role: 'Staff' },
    });
    expect(demote.status).toBe(409);
    expect((await json(demote)).message).toMatch(/at least one Admin/);
    expect((await t.request('DELETE', `/api/people/${self}`, { token: firm.token })).status).toBe(409);
    expect((await t.request('POST', `/api/people/${self}/disable`, { token: firm.token })).status).toBe(409);

    // A second Admin who is disabled does not count.
    const second = await addPerson('Admin', firm);
    expect((await t.request('POST', `/api/people/${second.id}/disable`, { token: firm.token })).status).toBe(
      200,
    );
    expect(
      (await t.request('PUT', `/api/people/${self}/role`, { token: firm.token, body: { role: 'Staff' } }))
        .status,
    ).toBe(409);
    expect(
      (await t.request('PUT', `/api/users/${self}`, { token: firm.token, body: { role: 'Staff' } })).status,
    ).toBe(403);
    await t.request('POST', `/api/people/${second.id}/enable`, { token: firm.token });
    const changed = await t.request('PUT', `/api/people/${self}/role`, {
      token: firm.token,
      body: { role: 'Estate Attorney' },
    });
    expect(changed.status).toBe(200);
    // Now an Estate Attorney: 403 for what only an Admin may do.
    expect((await t.request('POST', `/api/people/${second.id}/disable`, { token: firm.token })).status).toBe(
      403,
    );
    const events = await t.db.query<{ kind: string; detail: unknown }>(
      "select kind, detail from security_events where organization = $1 and kind = 'role-changed'",
      [firm.organization._id],
    );
    expect(events.map((e) => (typeof e.detail === 'string' ? JSON.parse(e.detail) : e.detail))).toEqual([
      { from: 'Admin', to: 'Estate Attorney' },
    ]);
  });

  it('removal ends sessions and sign-in, and keeps the name for history and the log', async () => {
    const person = await addPerson('Staff');
    const res = await t.request('DELETE', `/api/people/${person.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await me(person.token)).status).toBe(401);
    expect((await login(person.email, STRONG)).status).toBe(401);
    const list = await json(await t.request('GET', '/api/people', { token: admin.token }));
    expect(list.data.people.map((p: { id: string }) => p.id)).not.toContain(person.id);
    const tomb = await t.db.query<{ name: string; deleted_at: unknown }>(
      "select data ->> 'name' as name, deleted_at from records where id = $1",
      [person.id],
    );
    expect(tomb[0]).toMatchObject({ name: 'Staff Person' });
    expect(tomb[0]?.deleted_at).not.toBeNull();
    const logged = await t.db.query<{ subject_name: string }>(
      "select subject_name from security_events where subject_id = $1 and kind = 'user-removed'",
      [person.id],
    );
    expect(logged[0]?.subject_name).toBe('Staff Person');
  });

  it('logs each change without a password or token', async () => {
    const rows = await t.db.query<{ kind: string; detail: unknown }>(
      'select kind, detail from security_events where organization = $1',
      [admin.organization._id],
    );
    const kinds = new Set(rows.map((r) => r.kind));
    for (const kind of [
      'invitation-sent',
      'invitation-resent',
      'invitation-cancelled',
      'invitation-accepted',
      'password-reset-issued',
      'password-reset',
      'password-changed',
      'email-changed',
      'user-disabled',
      'user-enabled',
      'user-removed',
    ])
      expect(kinds, kind).toContain(kind);
    const text = JSON.stringify(rows);
    for (const secret of [STRONG, STRONGER]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/);
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After when the public link endpoints are hammered', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 61; i++)
      last = await t.request('GET', `/api/invitations/${'z'.repeat(43)}`, {
        headers: { 'x-test': String(i) },
      });
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
