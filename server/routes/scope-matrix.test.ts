import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { BENEFICIARY_FIELDS } from '../../src/domain/rules/projection.ts';
import { CLIENT_WRITABLE, type EntityName, type WritableEntity } from '../../src/domain/schemas/index.ts';
import { validBody, validUpdate } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

/**
 * The server's side of scopes (docs/architecture.md#scopes), route by route: a firm user walled off
 * a file, and a beneficiary, get 404 or a rejection for everything outside what they may see, and
 * nothing changes; a beneficiary's pull carries only projected fields.
 */
let t: TestApp;
let org: string;
let adminToken: string;
let walledToken: string;
let walledId: string;
let beneficiaryToken: string;
let beneficiaryId: string;
/** One record of each entity under the walled file's estate, and under the beneficiary's estate. */
const walled = {} as Record<WritableEntity, string>;
const open = {} as Record<WritableEntity, string>;

async function post(token: string, path: string, body: unknown): Promise<string> {
  const res = await t.request('POST', `/api/${path}`, { token, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data._id as string;
}

/** A file with an estate and one record of every entity under it. */
async function matter(into: Record<WritableEntity, string>) {
  const file = await post(adminToken, 'files', validBody('files', { file: '', estate: '' }));
  const estate = await post(adminToken, 'estates', validBody('estates', { file, estate: '' }));
  into.files = file;
  into.estates = estate;
  for (const entity of CLIENT_WRITABLE) {
    if (entity === 'files' || entity === 'estates') continue;
    const body = {
      ...validBody(entity, { file, estate }),
      ...(entity === 'documents' ? { shared: true } : {}),
    };
    into[entity] = await post(adminToken, entity, body);
  }
  await t.request('PUT', `/api/documents/${into.documents}/content`, {
    token: adminToken,
    body: new Uint8Array([1, 2, 3]),
    headers: { 'content-type': 'application/pdf' },
  });
}

async function person(role: 'Staff' | 'Beneficiary') {
  const id = uuidv7();
  await t.db.transaction((tx) =>
    createUser(
      tx,
      { userId: id, organization: org, role: 'Admin' },
      {
        id,
        name: `${role} person`,
        email: `${role.toLowerCase()}-${id}@example.com`,
        role,
        password: 'correct horse battery staple',
      },
    ),
  );
  return { id, token: await t.tokens.sign({ sub: id, org }) };
}

const versions = async () =>
  new Map(
    (
      await t.db.query<{ id: string; version: unknown }>(
        'select id, version from records where organization = $1',
        [org],
      )
    ).map((r) => [r.id, Number(r.version)]),
  );

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.db, t.tokens, 'scopes');
  org = account.organization._id;
  adminToken = account.token;
  await matter(walled);
  await matter(open);
  ({ id: walledId, token: walledToken } = await person('Staff'));
  ({ id: beneficiaryId, token: beneficiaryToken } = await person('Beneficiary'));
  const res = await t.request('PUT', `/api/files/${walled.files}`, {
    token: adminToken,
    body: { restricted: true, members: [] },
  });
  expect(res.status).toBe(200);
  await t.db.query(
    'insert into estate_access (organization, user_id, estate_id, granted_at) values ($1, $2, $3, now())',
    [org, beneficiaryId, open.estates],
  );
});
afterAll(() => t.close());

async function push(token: string, mutations: Record<string, unknown>[]) {
  const res = await t.request('POST', '/api/sync/push', {
    token,
    body: {
      clientId: uuidv7(),
      mutations: mutations.map((m, i) => ({ seq: i + 1, mutationId: uuidv7(), ...m })),
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.results as { status: string; reason?: string }[];
}

async function pullAll(token: string) {
  const res = await t.request('GET', `/api/sync/pull?clientId=${uuidv7()}&cursor=0&limit=5000`, { token });
  expect(res.status).toBe(200);
  return (await res.json()).data.changes as {
    entity: EntityName;
    id: string;
    data: Record<string, unknown>;
  }[];
}

describe('a firm user walled off a file', () => {
  it.each(CLIENT_WRITABLE)(
    'gets 404 for the walled %s on every route, and nothing changes',
    async (entity) => {
      const before = await versions();
      const id = walled[entity];
      const token = walledToken;
      expect((await t.request('GET', `/api/${entity}/${id}`, { token })).status).toBe(404);
      expect(
        (await t.request('PUT', `/api/${entity}/${id}`, { token, body: validUpdate(entity) })).status,
      ).toBe(404);
      expect((await t.request('DELETE', `/api/${entity}/${id}`, { token })).status).toBe(404);
      const list = (await (await t.request('GET', `/api/${entity}`, { token })).json()) as { _id: string }[];
      expect(list.map((r) => r._id)).not.toContain(id);
      expect(list.map((r) => r._id)).toContain(open[entity]);
      expect((await t.request('GET', `/api/history/${entity}/${id}`, { token })).status).toBe(404);
      const record = await t.request('GET', `/api/sync/record?entity=${entity}&id=${id}`, { token });
      expect((await record.json()).data).toBeNull();
      const results = await push(token, [
        { entity, entityId: id, op: 'update', patch: validUpdate(entity), baseVersion: before.get(id) },
        { entity, entityId: id, op: 'delete', baseVersion: before.get(id) },
      ]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(await versions()).toEqual(before);
    },
  );

  it('cannot create under the walled estate or file, nor read its document content', async () => {
    const before = await versions();
    const token = walledToken;
    const res = await t.request('POST', '/api/transactions', {
      token,
      body: validBody('transactions', { file: walled.files, estate: walled.estates }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ estate: ['Unknown estate'] });
    const estate = await t.request('POST', '/api/estates', {
      token,
      body: validBody('estates', { file: walled.files, estate: '' }),
    });
    expect(estate.status).toBe(400);
    expect((await t.request('GET', `/api/documents/${walled.documents}/content`, { token })).status).toBe(
      404,
    );
    const upload = await t.request('PUT', `/api/documents/${walled.documents}/content`, {
      token,
      body: new Uint8Array([9]),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(upload.status).toBe(404);
    const [created] = await push(token, [
      {
        entity: 'parties',
        entityId: uuidv7(),
        op: 'create',
        patch: validBody('parties', { file: walled.files, estate: walled.estates }),
      },
    ]);
    expect(created?.status).toBe('rejected');
    expect(await versions()).toEqual(before);
  });

  it('pulls nothing of the walled file, nor its conflicts', async () => {
    const changes = await pullAll(walledToken);
    const ids = new Set(changes.map((c) => c.id));
    for (const entity of CLIENT_WRITABLE) {
      expect(ids.has(walled[entity])).toBe(false);
      expect(ids.has(open[entity])).toBe(true);
    }
    for (const c of changes.filter((c) => c.entity === 'conflicts'))
      expect(c.data.estate).not.toBe(walled.estates);
    const dashboard = await t.request('GET', '/api/users/me/dashboard', { token: walledToken });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).not.toContain(walled.estates);
  });

  it('receives what it may see exactly as an Admin does, though the two pages are made apart', async () => {
    // An Admin's page is written as JSON by the database (firmChangesAfter), a walled colleague's
    // by the server from parsed rows: the records both see must come out the same.
    const admin = new Map((await pullAll(adminToken)).map((c) => [c.id, c]));
    const walledOff = new Set(Object.values(walled));
    const seen = await pullAll(walledToken);
    expect(seen.length).toBeGreaterThan(CLIENT_WRITABLE.length);
    for (const change of seen) expect(change).toEqual(admin.get(change.id));
    expect(admin.size).toBe(seen.length + [...admin.keys()].filter((id) => walledOff.has(id)).length);
  });

  it('may not wall a file off nor change its members (Staff), and an Admin may', async () => {
    const before = await versions();
    const res = await t.request('PUT', `/api/files/${open.files}`, {
      token: walledToken,
      body: { restricted: true },
    });
    expect(res.status).toBe(403);
    expect(await versions()).toEqual(before);
    expect(walledId).toBeTruthy();
  });
});

describe('a beneficiary', () => {
  it('gets 404 from every firm route, with or without a real id', async () => {
    const spec = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const mayCall =
      /^\/api\/(sync\/|account\/|sessions|two-factor|documents\/[^/]+\/content$|activity\/report-downloads$|auth\/|openapi\.json|status|invitations\/|resets\/)/;
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (mayCall.test(path)) continue;
      for (const [method, operation] of Object.entries(methods)) {
        // Public routes (no sign-in) answer anyone alike.
        if (Array.isArray(operation.security) && operation.security.length === 0) continue;
        const url = path.replace(/\{[^}]+\}/g, open.estates).replace(/:[a-zA-Z]+/g, open.estates);
        const verb = method.toUpperCase();
        const res = await t.request(verb, url, {
          token: beneficiaryToken,
          ...(verb === 'GET' ? {} : { body: {} }),
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('downloads a shared document of their estate, and nothing unshared', async () => {
    const shared = await t.request('GET', `/api/documents/${open.documents}/content`, {
      token: beneficiaryToken,
    });
    expect(shared.status).toBe(200);
    const unshared = await post(adminToken, 'documents', {
      ...validBody('documents', { file: open.files, estate: open.estates }),
      shared: false,
    });
    await t.request('PUT', `/api/documents/${unshared}/content`, {
      token: adminToken,
      body: new Uint8Array([4, 5, 6]),
      headers: { 'content-type': 'application/pdf' },
    });
    const res = await t.request('GET', `/api/documents/${unshared}/content`, { token: beneficiaryToken });
    expect(res.status).toBe(404);
    const record = await t.request('GET', `/api/sync/record?entity=documents&id=${unshared}`, {
      token: beneficiaryToken,
    });
    expect((await record.json()).data).toBeNull();
  });

  it('writes nothing but approvals, and no approval of what is not shared with them', async () => {
    const before = await versions();
    const results = await push(
      beneficiaryToken,
      CLIENT_WRITABLE.map((entity) => ({
        entity,
        entityId: open[entity],
        op: 'update',
        patch: validUpdate(entity),
        baseVersion: before.get(open[entity]),
      })),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const [walledApproval] = await push(beneficiaryToken, [
      {
        entity: 'approvals',
        entityId: uuidv7(),
        op: 'create',
        patch: { estate: walled.estates, document: walled.documents, name: 'Beneficiary person' },
      },
    ]);
    expect(walledApproval?.status).toBe('rejected');
    expect(await versions()).toEqual(before);
  });

  it('pulls only their estate, projected: never a field the projection leaves out', async () => {
    const changes = await pullAll(beneficiaryToken);
    // A first pull sends no tombstones: the device holds nothing to drop, and learns no other ids.
    expect(changes.filter((c) => c.data === null)).toEqual([]);
    const common = ['_id', 'organization', 'version', 'createdAt', 'updatedAt'];
    expect(changes.length).toBeGreaterThan(5);
    for (const change of changes) {
      const allowed = [...common, ...(BENEFICIARY_FIELDS[change.entity] ?? [])];
      for (const key of Object.keys(change.data ?? {}))
        expect(allowed, `${change.entity}.${key}`).toContain(key);
      if (change.entity === 'users') expect(change.id).toBe(beneficiaryId);
      if (change.entity === 'estates') expect(change.id).toBe(open.estates);
      if (change.entity === 'estates') expect(change.data.executor).not.toHaveProperty('email');
    }
    const entities = new Set(changes.map((c) => c.entity));
    for (const never of ['files', 'accounts', 'conflicts'])
      expect(entities.has(never as EntityName)).toBe(false);
    const ids = new Set(changes.map((c) => c.id));
    for (const entity of CLIENT_WRITABLE) expect(ids.has(walled[entity])).toBe(false);
  });

  it('approves a shared document, signed with their own name, recorded with its version and content hash, and may only withdraw it', async () => {
    const id = uuidv7();
    const [created] = await push(beneficiaryToken, [
      {
        entity: 'approvals',
        entityId: id,
        op: 'create',
        // Signed with a colleague's name and another user's id: the server puts the signer's own.
        patch: { estate: open.estates, document: open.documents, name: 'Alex Morgan', user: uuidv7() },
      },
    ]);
    expect(created?.status).toBe('applied');
    const [row] = await t.db.query<{ data: Record<string, unknown>; version: unknown }>(
      'select data, version from records where id = $1',
      [id],
    );
    const baseVersion = Number(row?.version);
    expect(row?.data).toMatchObject({
      name: 'Beneficiary person',
      email: `beneficiary-${beneficiaryId}@example.com`,
      user: beneficiaryId,
      documentVersion: expect.any(Number),
      contentSha256: '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
      withdrawn: false,
    });
    const [renamed, withdrawn] = await push(beneficiaryToken, [
      { entity: 'approvals', entityId: id, op: 'update', patch: { name: 'Someone else' }, baseVersion },
      { entity: 'approvals', entityId: id, op: 'update', patch: { withdrawn: true }, baseVersion },
    ]);
    expect(renamed?.status).toBe('rejected');
    expect(withdrawn?.status).toBe('applied');
    const [after] = await t.db.query<{ data: Record<string, unknown> }>(
      'select data from records where id = $1',
      [id],
    );
    expect(after?.data).toMatchObject({
      name: 'Beneficiary person',
      withdrawn: true,
      withdrawnAt: expect.any(String),
    });
    // The firm sees it; another firm user's push cannot touch it.
    const [firmEdit] = await push(adminToken, [
      {
        entity: 'approvals',
        entityId: id,
        op: 'update',
        patch: { withdrawn: false },
        baseVersion: baseVersion + 1,
      },
    ]);
    expect(firmEdit?.status).toBe('rejected');
  });

  it('signs an approval with the firm’s record of them, not a name they gave themselves', async () => {
    // The beneficiary calls themselves a lawyer of the firm in their profile…
    const [profile] = await push(beneficiaryToken, [
      {
        entity: 'users',
        entityId: beneficiaryId,
        op: 'update',
        patch: { name: 'Jordan Lee (Estate Attorney)' },
        baseVersion: (await versions()).get(beneficiaryId),
      },
    ]);
    expect(profile?.status).toBe('applied');
    const approve = async () => {
      const id = uuidv7();
      const [created] = await push(beneficiaryToken, [
        {
          entity: 'approvals',
          entityId: id,
          op: 'create',
          patch: { estate: open.estates, document: open.documents, name: 'Jordan Lee (Estate Attorney)' },
        },
      ]);
      expect(created?.status).toBe('applied');
      const [row] = await t.db.query<{ data: Record<string, unknown> }>(
        'select data from records where id = $1',
        [id],
      );
      return row?.data;
    };
    // …invited by a name the firm typed: that name signs, with their sign-in email.
    const invitation = uuidv7();
    await t.db.query(
      `insert into invitations (id, organization, email, name, role, token_hash, created_at, expires_at, accepted_at, accepted_user)
       values ($1, $2, $3, 'Jordan Lee', 'Beneficiary', $4, now(), now(), now(), $5)`,
      [invitation, org, `beneficiary-${beneficiaryId}@example.com`, `hash-${invitation}`, beneficiaryId],
    );
    expect(await approve()).toMatchObject({
      name: 'Jordan Lee',
      email: `beneficiary-${beneficiaryId}@example.com`,
    });
    // Invited as a party of the estate: the party's name, as the firm keeps it, signs.
    const [party] = await t.db.query<{ data: { name: string } }>('select data from records where id = $1', [
      open.parties,
    ]);
    await t.db.query('update estate_access set party_id = $1 where user_id = $2 and estate_id = $3', [
      open.parties,
      beneficiaryId,
      open.estates,
    ]);
    expect(party?.data.name).not.toBe('Jordan Lee');
    try {
      expect(await approve()).toMatchObject({ name: party?.data.name, user: beneficiaryId });
    } finally {
      await t.db.query('update estate_access set party_id = null where user_id = $1', [beneficiaryId]);
    }
  });

  it('is never turned into a colleague, nor a colleague into a beneficiary, by an Admin’s edit', async () => {
    const before = await versions();
    const promote = await t.request('PUT', `/api/users/${beneficiaryId}`, {
      token: adminToken,
      body: { role: 'Staff' },
    });
    expect(promote.status).toBe(403);
    const demote = await t.request('PUT', `/api/users/${walledId}`, {
      token: adminToken,
      body: { role: 'Beneficiary' },
    });
    expect(demote.status).toBe(403);
    const [pushed] = await push(adminToken, [
      {
        entity: 'users',
        entityId: beneficiaryId,
        op: 'update',
        patch: { role: 'Admin' },
        baseVersion: before.get(beneficiaryId),
      },
    ]);
    expect(pushed?.status).toBe('rejected');
    expect(await versions()).toEqual(before);
  });
});
