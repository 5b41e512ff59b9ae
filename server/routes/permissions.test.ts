import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { can, explainRefusal, type RecordAction, type Role } from '../../src/domain/rules/permissions.ts';
import { CLIENT_WRITABLE, type Mutation, type WritableEntity } from '../../src/domain/schemas/index.ts';
import { createParents, validBody, validUpdate } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

/**
 * The permission matrix as the server enforces it: every role × entity × action through REST and
 * through a sync push. Allowed writes are applied; refused ones answer 403 / `rejected` with the
 * matrix's words and leave the database exactly as it was.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let parents: { file: string; estate: string; account: string };
const users = {} as Record<Role, { id: string; token: string }>;
const ROLES: Role[] = ['Admin', 'Estate Attorney', 'Staff'];
const ACTIONS: RecordAction[] = ['create', 'update', 'delete'];

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.db, t.tokens, 'permissions');
  users.Admin = { id: admin.user._id, token: admin.token };
  const actor = { userId: admin.user._id, organization: admin.organization._id, role: 'Admin' as const };
  for (const role of ['Estate Attorney', 'Staff'] as const) {
    const user = await t.db.transaction((tx) =>
      createUser(tx, actor, {
        name: `${role} person`,
        email: `${role.replace(' ', '-').toLowerCase()}-${Date.now()}@example.com`,
        role,
        password: 'a long enough password',
      }),
    );
    users[role] = {
      id: user._id,
      token: await t.tokens.sign({ sub: user._id, org: admin.organization._id }),
    };
  }
  parents = await createParents(t, admin.token);
});
afterAll(() => t.close());

interface Row {
  version: string;
  deleted_at: Date | null;
  data: Record<string, unknown>;
}
const rowOf = async (id: string) =>
  (await t.db.query<Row>('select version, deleted_at, data from records where id = $1', [id]))[0];

/** A record of `entity` made by the Admin, for another role to update or delete. */
async function target(entity: WritableEntity): Promise<string> {
  const res = await t.request('POST', `/api/${entity}`, {
    token: admin.token,
    body: validBody(entity, parents),
  });
  expect(res.status).toBe(201);
  return (await res.json()).data._id;
}

const cases = ROLES.flatMap((role) =>
  CLIENT_WRITABLE.flatMap((entity) =>
    ACTIONS.map((action) => ({ role, entity, action, allowed: can(role, action, entity) })),
  ),
);

describe('the matrix', () => {
  it('refuses Staff the deletes of files, estates, accounts and court-accounts records and allows the rest', () => {
    const refused = cases.filter((c) => !c.allowed).map((c) => `${c.role} ${c.action} ${c.entity}`);
    expect(refused).toEqual([
      'Staff delete files',
      'Staff delete estates',
      'Staff delete accounts',
      'Staff delete courtAccounts',
    ]);
  });
});

describe('REST writes follow the matrix', () => {
  it.each(cases)('$role $action $entity: allowed $allowed', async ({ role, entity, action, allowed }) => {
    const { token } = users[role];
    if (action === 'create') {
      const id = uuidv7();
      const res = await t.request('POST', `/api/${entity}`, {
        token,
        body: { ...validBody(entity, parents), _id: id },
      });
      if (allowed) {
        expect(res.status).toBe(201);
        expect(await rowOf(id)).toBeDefined();
      } else {
        expect(res.status).toBe(403);
        expect((await res.json()).message).toBe(explainRefusal(role, action, entity));
        expect(await rowOf(id)).toBeUndefined();
      }
      return;
    }
    const id = await target(entity);
    const before = await rowOf(id);
    const res =
      action === 'update'
        ? await t.request('PUT', `/api/${entity}/${id}`, { token, body: validUpdate(entity) })
        : await t.request('DELETE', `/api/${entity}/${id}`, { token });
    const after = await rowOf(id);
    if (allowed) {
      expect(res.status).toBe(200);
      expect(Number(after?.version)).toBeGreaterThan(Number(before?.version));
      if (action === 'delete') expect(after?.deleted_at).not.toBeNull();
      else expect(after?.data).toMatchObject(validUpdate(entity));
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(explainRefusal(role, action, entity));
      expect(after).toEqual(before);
    }
  });
});

describe('sync pushes follow the matrix', () => {
  it.each(ROLES)('%s: every entity and action in one push; refusals never block the queue', async (role) => {
    const { token } = users[role];
    const mine = cases.filter((c) => c.role === role);
    const mutations: Mutation[] = [];
    const ids: string[] = [];
    const before = [];
    for (const [i, c] of mine.entries()) {
      const id = c.action === 'create' ? uuidv7() : await target(c.entity);
      ids.push(id);
      before.push(await rowOf(id));
      const base = { seq: i + 1, mutationId: uuidv7(), entity: c.entity, entityId: id };
      mutations.push(
        c.action === 'create'
          ? { ...base, op: 'create', patch: validBody(c.entity, parents) }
          : c.action === 'update'
            ? {
                ...base,
                op: 'update',
                patch: validUpdate(c.entity),
                baseVersion: Number(before[i]?.version),
              }
            : { ...base, op: 'delete', baseVersion: Number(before[i]?.version) },
      );
    }
    const res = await t.request('POST', '/api/sync/push', {
      token,
      body: { clientId: uuidv7(), mutations },
    });
    expect(res.status).toBe(200);
    const { results, lastSeq } = (await res.json()).data;
    expect(lastSeq).toBe(mine.length);
    for (const [i, c] of mine.entries()) {
      const after = await rowOf(ids[i]!);
      const label = `${role} ${c.action} ${c.entity}`;
      if (c.allowed) {
        expect(results[i].status, label).toBe('applied');
        if (c.action === 'create') expect(after, label).toBeDefined();
        if (c.action === 'delete') expect(after?.deleted_at, label).not.toBeNull();
        if (c.action === 'update') expect(after?.data, label).toMatchObject(validUpdate(c.entity));
      } else {
        expect(results[i], label).toMatchObject({
          status: 'rejected',
          reason: explainRefusal(role, c.action, c.entity),
        });
        expect(after, label).toEqual(before[i]);
      }
    }
  });
});

describe('the compensation claim needs its ability, even where estates may be edited', () => {
  const claim = { 'capital-receipts': 125_000 };

  it.each(ROLES)('%s through REST', async (role) => {
    const id = await target('estates');
    const before = await rowOf(id);
    const res = await t.request('PUT', `/api/estates/${id}`, {
      token: users[role].token,
      body: { compensationClaim: claim },
    });
    if (can(role, 'compensation-claim')) {
      expect(res.status).toBe(200);
      expect((await rowOf(id))?.data.compensationClaim).toEqual(claim);
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(explainRefusal(role, 'compensation-claim'));
      expect(await rowOf(id)).toEqual(before);
    }
  });

  it.each(ROLES)('%s through sync, the queue going on after a refusal', async (role) => {
    const id = await target('estates');
    const before = await rowOf(id);
    const version = Number(before?.version);
    const res = await t.request('POST', '/api/sync/push', {
      token: users[role].token,
      body: {
        clientId: uuidv7(),
        mutations: [
          {
            seq: 1,
            mutationId: uuidv7(),
            entity: 'estates',
            entityId: id,
            op: 'update',
            patch: { compensationClaim: claim },
            baseVersion: version,
          },
          {
            seq: 2,
            mutationId: uuidv7(),
            entity: 'estates',
            entityId: id,
            op: 'update',
            patch: { status: 'under_review' },
            baseVersion: version,
          },
        ],
      },
    });
    const { results } = (await res.json()).data;
    expect(results[1].status).toBe('applied');
    const after = await rowOf(id);
    expect(after?.data.status).toBe('under_review');
    if (can(role, 'compensation-claim')) {
      expect(results[0].status).toBe('applied');
      expect(after?.data.compensationClaim).toEqual(claim);
    } else {
      expect(results[0]).toMatchObject({
        status: 'rejected',
        reason: explainRefusal(role, 'compensation-claim'),
      });
      expect(after?.data.compensationClaim).toBeUndefined();
    }
  });

  it('lets Staff save an estate whose unchanged claim is echoed back, and refuses a new estate with a claim', async () => {
    const id = await target('estates');
    await t.request('PUT', `/api/estates/${id}`, { token: admin.token, body: { compensationClaim: claim } });
    const full = (await (await t.request('GET', `/api/estates/${id}`, { token: admin.token })).json()).data;
    const echo = await t.request('PUT', `/api/estates/${id}`, {
      token: users.Staff.token,
      body: { ...full, status: 'under_review' },
    });
    expect(echo.status).toBe(200);
    const fresh = uuidv7();
    const created = await t.request('POST', '/api/estates', {
      token: users.Staff.token,
      body: { ...validBody('estates', parents), _id: fresh, compensationClaim: claim },
    });
    expect(created.status).toBe(403);
    expect(await rowOf(fresh)).toBeUndefined();
  });
});

describe('the court-accounts record’s compensation fields are part of the claim', () => {
  const compensation = {
    compensationTaken: [
      { id: uuidv7(), date: '2026-03-01', amount: 500_000, ledger: 'capital', authority: 'consent' },
    ],
    compensationReasons: { 'time-occupied': 'Weekly visits to the house for six months' },
  };

  it.each(ROLES)('%s setting compensation taken and reasons; court details open to all', async (role) => {
    const id = await target('courtAccounts');
    const before = await rowOf(id);
    const { token } = users[role];
    const res = await t.request('PUT', `/api/courtAccounts/${id}`, { token, body: compensation });
    if (can(role, 'compensation-claim')) {
      expect(res.status).toBe(200);
      expect((await rowOf(id))?.data).toMatchObject(compensation);
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(explainRefusal(role, 'compensation-claim'));
      expect(await rowOf(id)).toEqual(before);
    }
    const office = await t.request('PUT', `/api/courtAccounts/${id}`, {
      token,
      body: { courtFileNumber: `CV-${role.length}` },
    });
    expect(office.status).toBe(200);
  });

  it('refuses Staff a new court-accounts record that sets co-trustees’ shares', async () => {
    const fresh = uuidv7();
    const res = await t.request('POST', '/api/courtAccounts', {
      token: users.Staff.token,
      body: { ...validBody('courtAccounts', parents), _id: fresh, coTrustees: [] },
    });
    expect(res.status).toBe(403);
    expect(await rowOf(fresh)).toBeUndefined();
  });
});

describe('firm settings and people', () => {
  it.each(ROLES)('%s changing the firm’s details', async (role) => {
    const before = await rowOf(admin.organization._id);
    const res = await t.request('PUT', '/api/organizations/me', {
      token: users[role].token,
      body: { name: `Renamed by ${role}` },
    });
    if (can(role, 'firm-settings')) {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(explainRefusal(role, 'firm-settings'));
      expect(await rowOf(admin.organization._id)).toEqual(before);
    }
  });

  it.each(ROLES)('%s changing someone else’s profile and role', async (role) => {
    const other = role === 'Staff' ? users['Estate Attorney'] : users.Staff;
    const before = await rowOf(other.id);
    const res = await t.request('PUT', `/api/users/${other.id}`, {
      token: users[role].token,
      body: { name: `Renamed by ${role}` },
    });
    if (can(role, 'users')) {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(explainRefusal(role, 'users'));
      expect(await rowOf(other.id)).toEqual(before);
    }
    const own = await t.request('PUT', `/api/users/${users[role].id}`, {
      token: users[role].token,
      body: { role: 'Admin' },
    });
    expect(own.status).toBe(role === 'Admin' ? 200 : 403);
  });
});
