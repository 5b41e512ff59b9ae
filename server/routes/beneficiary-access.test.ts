import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createParents } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

/** Beneficiary access to an estate (docs/behaviour.md#beneficiary-access). */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let parents: { file: string; estate: string };
let partyId: string;

const STRONG = 'tangerine orbit quiet lantern';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what these tests check
type Json = any;
const json = async (res: Response) => (await res.json()) as { data: Json; message: string; errors?: Json };
const tokenOf = (link: string) => link.split('/').at(-1) ?? '';

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.db, t.tokens, 'benefirm');
  other = await createAccount(t.db, t.tokens, 'benefother');
  parents = await createParents(t, admin.token);
  const party = await t.request('POST', '/api/parties', {
    token: admin.token,
    body: { estate: parents.estate, name: 'Bea Heir', role: 'beneficiary', contactInfo: 'bea@example.com' },
  });
  expect(party.status).toBe(201);
  partyId = (await json(party)).data._id;
});
afterAll(() => t.close());

async function addPerson(role: 'Admin' | 'Staff' | 'Estate Attorney' | 'Beneficiary', org = admin) {
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

const path = (estate = parents.estate) => `/api/estates/${estate}/beneficiary-access`;
const list = async (token = admin.token, estate = parents.estate) => {
  const res = await t.request('GET', path(estate), { token });
  return { status: res.status, body: await json(res) };
};
const invite = async (body: Json, token = admin.token, estate = parents.estate) => {
  const res = await t.request('POST', path(estate), { token, body });
  return { status: res.status, body: await json(res) };
};

describe('inviting a beneficiary', () => {
  it('invites by a link (shown without mail); accepting makes a Beneficiary who sees the estate', async () => {
    const email = `heir-${uuidv7()}@example.com`;
    const invited = await invite({ name: 'Bea Heir', email, party: partyId });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ kind: 'invited', emailed: false });
    expect(invited.body.data.link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

    const before = await list();
    expect(before.status).toBe(200);
    expect(before.body.data.invitations).toEqual([
      expect.objectContaining({ id: invited.body.data.id, email, name: 'Bea Heir', party: partyId }),
    ]);
    // Not a colleague: the firm's People list does not show the invitation.
    const people = await json(await t.request('GET', '/api/people', { token: admin.token }));
    expect(people.data.invitations.map((i: { email: string }) => i.email)).not.toContain(email);

    const preview = await json(await t.request('GET', `/api/invitations/${tokenOf(invited.body.data.link)}`));
    expect(preview.data.role).toBe('Beneficiary');
    expect(preview.data.existingAccount).toBeUndefined();
    const noPassword = await t.request('POST', `/api/invitations/${tokenOf(invited.body.data.link)}/accept`, {
      body: { name: 'Bea Heir' },
    });
    expect(noPassword.status).toBe(400);
    expect((await json(noPassword)).errors.password).toEqual(['Password is required']);
    const accepted = await t.request('POST', `/api/invitations/${tokenOf(invited.body.data.link)}/accept`, {
      body: { name: 'Bea Heir', password: STRONG },
    });
    expect(accepted.status).toBe(201);
    const user = (await json(accepted)).data.user;
    expect(user.role).toBe('Beneficiary');

    const rows = await t.db.query<{ party_id: string; granted_by: string }>(
      'select party_id, granted_by from estate_access where user_id = $1 and estate_id = $2',
      [user._id, parents.estate],
    );
    expect(rows).toEqual([{ party_id: partyId, granted_by: admin.user._id }]);

    const after = await list();
    expect(after.body.data.invitations).toEqual([]);
    expect(after.body.data.people).toEqual([
      expect.objectContaining({
        userId: user._id,
        email,
        name: 'Bea Heir',
        party: partyId,
        partyName: 'Bea Heir',
        grantedBy: 'benefirm admin',
        lastSeenAt: null,
      }),
    ]);
    // Beneficiaries are not among the firm's people.
    const firm = await json(await t.request('GET', '/api/people', { token: admin.token }));
    expect(firm.data.people.map((p: { id: string }) => p.id)).not.toContain(user._id);

    // Last looked: what the pull records.
    await t.db.query('update estate_access set last_seen_at = $2 where user_id = $1', [
      user._id,
      new Date('2026-11-20T10:00:00Z'),
    ]);
    const looked = await list();
    expect(looked.body.data.people[0].lastSeenAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('gives an existing beneficiary of the firm the estate at once', async () => {
    const bene = await addPerson('Beneficiary');
    const granted = await invite({ name: 'Someone', email: bene.email.toUpperCase() });
    expect(granted.status).toBe(201);
    expect(granted.body.data).toEqual({ kind: 'granted', userId: bene.id });
    const again = await invite({ name: 'Someone', email: bene.email });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/already sees this estate/);
    const people = (await list()).body.data.people.map((p: { userId: string }) => p.userId);
    expect(people).toContain(bene.id);
  });

  it('a pending invitation accepted by someone who became a beneficiary since only adds the estate', async () => {
    const second = await createParents(t, admin.token);
    const email = `twice-${uuidv7()}@example.com`;
    const one = await invite({ name: 'Twice Heir', email });
    const two = await invite({ name: 'Twice Heir', email }, admin.token, second.estate);
    const first = await t.request('POST', `/api/invitations/${tokenOf(one.body.data.link)}/accept`, {
      body: { name: 'Twice Heir', password: STRONG },
    });
    expect(first.status).toBe(201);
    const userId = (await json(first)).data.user._id;
    const preview = await json(await t.request('GET', `/api/invitations/${tokenOf(two.body.data.link)}`));
    expect(preview.data.existingAccount).toBe(true);
    // No new password: the link only adds the estate to the account they have.
    const next = await t.request('POST', `/api/invitations/${tokenOf(two.body.data.link)}/accept`, {
      body: { name: 'Twice Heir' },
    });
    expect(next.status).toBe(200);
    expect((await json(next)).data).toEqual({ signIn: true });
    const estates = await t.db.query<{ estate_id: string }>(
      'select estate_id from estate_access where user_id = $1 order by estate_id',
      [userId],
    );
    expect(estates.map((r) => r.estate_id).sort()).toEqual([parents.estate, second.estate].sort());
  });

  it('refuses a firm member’s email, bad input and a party of another kind; another firm’s address is invited like any', async () => {
    const staff = await addPerson('Staff');
    const colleague = await invite({ name: 'Colleague', email: staff.email });
    expect(colleague.status).toBe(400);
    expect(colleague.body.errors.email[0]).toMatch(/someone in your firm/);

    // Saying that the address is in use would tell this firm who has an account in another one.
    const fresh = await invite({ name: 'Fresh', email: `fresh-${Date.now()}@example.com` });
    const elsewhere = await invite({ name: 'Elsewhere', email: String(other.user.email) });
    expect(elsewhere.status).toBe(fresh.status);
    expect(elsewhere.body.message).toBe(fresh.body.message);
    expect(elsewhere.body.data.kind).toBe(fresh.body.data.kind);
    expect(JSON.stringify(elsewhere.body)).not.toMatch(/already|in use|signs in/i);

    const bad = await invite({ name: '', email: 'not an email', party: 'nope' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'party']);

    const extra = await invite({ name: 'X', email: 'x@example.com', role: 'Admin' });
    expect(extra.status).toBe(400);

    const creditor = await t.request('POST', '/api/parties', {
      token: admin.token,
      body: { estate: parents.estate, name: 'Cred Itor', role: 'creditor' },
    });
    const wrong = await invite({
      name: 'Cred',
      email: `cred-${uuidv7()}@example.com`,
      party: (await json(creditor)).data._id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.party).toHaveLength(1);
  });
});

describe('removing and cancelling', () => {
  it('removes a person’s access and cancels a pending invitation, once', async () => {
    const bene = await addPerson('Beneficiary');
    await invite({ name: 'Gone Soon', email: bene.email });
    const removed = await t.request('DELETE', `${path()}/${bene.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect((await list()).body.data.people.map((p: { userId: string }) => p.userId)).not.toContain(bene.id);
    expect((await t.request('DELETE', `${path()}/${bene.id}`, { token: admin.token })).status).toBe(404);

    const pending = await invite({ name: 'Maybe Heir', email: `maybe-${uuidv7()}@example.com` });
    const resent = await t.request(
      'POST',
      `/api/estates/${parents.estate}/beneficiary-invitations/${pending.body.data.id}/resend`,
      { token: admin.token },
    );
    expect(resent.status).toBe(200);
    const link = (await json(resent)).data.link;
    expect(link).not.toBe(pending.body.data.link);
    const cancel = `/api/estates/${parents.estate}/beneficiary-invitations/${pending.body.data.id}`;
    expect((await t.request('DELETE', cancel, { token: admin.token })).status).toBe(200);
    expect((await list()).body.data.invitations.map((i: { id: string }) => i.id)).not.toContain(
      pending.body.data.id,
    );
    expect((await t.request('DELETE', cancel, { token: admin.token })).status).toBe(404);
    expect((await t.request('GET', `/api/invitations/${tokenOf(link)}`)).status).toBe(410);

    const kinds = await t.db.query<{ kind: string }>(
      `select kind from security_events where organization = $1 and kind like 'estate-access-%'`,
      [admin.organization._id],
    );
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set(['estate-access-granted', 'estate-access-removed']),
    );
  });
});

describe('who may', () => {
  it('Staff read the list but may not invite, remove or cancel (403)', async () => {
    const staff = await addPerson('Staff');
    expect((await list(staff.token)).status).toBe(200);
    const refused = await invite({ name: 'Nope', email: `nope-${uuidv7()}@example.com` }, staff.token);
    expect(refused.status).toBe(403);
    expect((await t.request('DELETE', `${path()}/${uuidv7()}`, { token: staff.token })).status).toBe(403);
  });

  it('an Estate Attorney manages; a Beneficiary is answered 404 everywhere', async () => {
    const attorney = await addPerson('Estate Attorney');
    const invited = await invite(
      { name: 'By Attorney', email: `att-${uuidv7()}@example.com` },
      attorney.token,
    );
    expect(invited.status).toBe(201);
    const bene = await addPerson('Beneficiary');
    await invite({ name: 'Bene', email: bene.email });
    expect((await list(bene.token)).status).toBe(404);
    expect((await invite({ name: 'X', email: `x-${uuidv7()}@example.com` }, bene.token)).status).toBe(404);
    expect((await t.request('DELETE', `${path()}/${bene.id}`, { token: bene.token })).status).toBe(404);
  });

  it('another firm’s estate, an unknown one and a walled-off one answer 404', async () => {
    expect((await list(other.token)).status).toBe(404);
    expect((await invite({ name: 'X', email: `x-${uuidv7()}@example.com` }, other.token)).status).toBe(404);
    expect((await list(admin.token, uuidv7())).status).toBe(404);
    expect((await list(admin.token, 'not-an-id')).status).toBe(404);

    const walled = await createParents(t, admin.token);
    const member = await addPerson('Estate Attorney');
    const outsider = await addPerson('Estate Attorney');
    await t.db.query(
      `update records set data = data || jsonb_build_object('restricted', true, 'members', jsonb_build_array($2::text))
       where id = $1`,
      [walled.file, member.id],
    );
    expect((await list(outsider.token, walled.estate)).status).toBe(404);
    expect(
      (await invite({ name: 'X', email: `x-${uuidv7()}@example.com` }, outsider.token, walled.estate)).status,
    ).toBe(404);
    expect((await list(member.token, walled.estate)).status).toBe(200);
    expect((await list(admin.token, walled.estate)).status).toBe(200);
  });
});

describe('the people flow keeps beneficiaries apart', () => {
  it('refuses a role change from Beneficiary, and to it', async () => {
    const bene = await addPerson('Beneficiary');
    const from = await t.request('PUT', `/api/people/${bene.id}/role`, {
      token: admin.token,
      body: { role: 'Staff' },
    });
    expect(from.status).toBe(400);
    const staff = await addPerson('Staff');
    const to = await t.request('PUT', `/api/people/${staff.id}/role`, {
      token: admin.token,
      body: { role: 'Beneficiary' },
    });
    expect(to.status).toBe(400);
    const firmInvite = await t.request('POST', '/api/people/invitations', {
      token: admin.token,
      body: { name: 'Firm Bene', email: `fb-${uuidv7()}@example.com`, role: 'Beneficiary' },
    });
    expect(firmInvite.status).toBe(400);
  });
});

describe('a beneficiary’s copies', () => {
  it('lets the beneficiary’s device log the shared documents it opens, of their estate, and nothing else', async () => {
    const email = `heir-log-${uuidv7()}@example.com`;
    const invited = await invite({ name: 'Lou Heir', email, party: partyId });
    const accepted = await t.request('POST', `/api/invitations/${tokenOf(invited.body.data.link)}/accept`, {
      body: { name: 'Lou Heir', password: STRONG },
    });
    const token = (await json(accepted)).data.token as string;
    const log = (body: Json) => t.request('POST', '/api/activity/report-downloads', { token, body });
    const opened = {
      what: 'document-open',
      report: 'Estate Accounts',
      estate: parents.estate,
      format: 'file',
    };
    expect((await log(opened)).status).toBe(201);
    // Not an export or a report in their name, and not an estate not shared with them.
    expect((await log({ ...opened, what: 'estate-export', format: 'zip' })).status).toBe(403);
    expect((await log({ report: 'Estate Accounts', estate: parents.estate, format: 'pdf' })).status).toBe(
      403,
    );
    const elsewhere = (await createParents(t, admin.token)).estate;
    expect((await log({ ...opened, estate: elsewhere })).status).toBe(404);
    // Nor may they read the log.
    expect((await t.request('GET', '/api/activity', { token })).status).toBe(404);
    const items = (
      await json(await t.request('GET', '/api/activity?kind=document-opened', { token: admin.token }))
    ).data.items;
    expect(items).toEqual([
      expect.objectContaining({
        actorName: 'Lou Heir',
        detail: expect.objectContaining({
          report: 'Estate Accounts',
          estate: parents.estate,
          format: 'file',
        }),
      }),
    ]);
  });
});
