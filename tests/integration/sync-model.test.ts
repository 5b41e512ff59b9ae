import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { AUDIENCE, ISSUER } from '../../server/auth/tokens.ts';
import { type RecordRow, toRecord } from '../../server/store/records.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { MutationResult } from '../../src/domain/schemas/index.ts';
import { SYNCED_TABLES } from '../../src/store/db.ts';
import { nextSeq } from '../../src/store/meta.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { ValidationError } from '../../src/store/validation.ts';
import { createTestClient, type Fault, type TestClient } from '../helpers/sync-client.ts';
import { startTestApp, TEST_SECRET, type TestApp } from '../helpers/test-app.ts';

/**
 * The model test of docs/architecture.md#guarantees: several devices edit offline over the client-writable entities
 * while the network drops, duplicates, delays and reorders requests and loses responses after
 * commit, and access tokens expire mid-run and are renewed through the rotating refresh cookie
 * (docs/architecture.md#sessions-and-logout), whose requests suffer the same faults (a duplicated
 * or replayed refresh can end a device's session: it then signs in again, keeping its outbox).
 * After healing, every device equals the server, every
 * mutation was applied exactly once or sits in the needs-attention list, and every value that lost
 * a conflict is in the conflict log.
 */

let t: TestApp;
let passwordHash: string;
const RUNS = Number(process.env.SYNC_MODEL_RUNS ?? 200);
/** What the runs exercised (per queued mutation: its server status, or set aside by the client), so a run that never conflicts or rejects is noticed. */
const tally = { applied: 0, conflict: 0, rejected: 0, setAside: 0, lostValues: 0, refreshed: 0, refused: 0 };

beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword('model test password');
});
afterAll(() => t.close());

type CreateKind = 'create-file' | 'create-estate' | 'create-party' | 'create-transaction' | 'create-asset';
type Step =
  | { kind: CreateKind; client: number; pick: number; text: string }
  | { kind: 'update'; client: number; pick: number; text: string; field: number }
  | { kind: 'delete'; client: number; pick: number }
  | { kind: 'sync'; client: number }
  | { kind: 'corrupt'; client: number; pick: number }
  | { kind: 'expire'; client: number }
  | { kind: 'relogin'; client: number };

const CREATES: CreateKind[] = [
  'create-file',
  'create-estate',
  'create-party',
  'create-transaction',
  'create-asset',
];
const text = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.trim() || 'x');
const step = (clients: number): fc.Arbitrary<Step> => {
  const client = fc.nat(clients - 1);
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constantFrom(...CREATES), client, pick: fc.nat(), text }) },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('update' as const),
        client,
        pick: fc.nat(),
        text,
        field: fc.nat(3),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), client, pick: fc.nat() }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), client }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('corrupt' as const), client, pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), client }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('relogin' as const), client }) },
  );
};

const faultFrom = (random: () => number): Fault => {
  const r = random();
  if (r < 0.55) return 'ok';
  if (r < 0.65) return 'drop';
  if (r < 0.75) return 'lose-response';
  if (r < 0.85) return 'duplicate';
  if (r < 0.93) return 'delay';
  return 'replay-later';
};

const mulberry32 = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

async function newFirm(clients: number) {
  const adminId = uuidv7();
  const org = await t.db.transaction((tx) =>
    createOrganization(tx, { name: `Model ${adminId.slice(-6)}` }, adminId),
  );
  const users: { user: SessionUser; token: string; cookie: string }[] = [];
  for (let i = 0; i < clients; i++) {
    const id = i === 0 ? adminId : uuidv7();
    const actor = { userId: adminId, organization: org._id, role: 'Admin' as const };
    const rec = await t.db.transaction((tx) =>
      createUser(tx, actor, {
        id,
        name: `User ${i}`,
        email: `m${i}-${id}@example.com`,
        // Not Staff: the model deletes files and estates, which Staff may not (the permission matrix).
        role: i === 0 ? 'Admin' : 'Estate Attorney',
        password: '',
        passwordHash,
      }),
    );
    const user: SessionUser = {
      _id: rec._id,
      id: rec._id,
      name: String(rec.name),
      email: String(rec.email),
      role: String(rec.role),
      organization: { _id: org._id, name: String(org.name) },
    };
    users.push({ user, ...(await newSession(user)) });
  }
  return { org, users };
}

/** A sign-in: a device session, its access token and its refresh cookie. */
async function newSession(user: SessionUser): Promise<{ token: string; cookie: string }> {
  const { id, refresh } = await createSession(t.db, {
    organization: user.organization._id,
    userId: user._id,
  });
  return {
    token: await t.tokens.sign({ sub: user._id, org: user.organization._id, sid: id }),
    cookie: refresh,
  };
}

/** The device's access token as it is when its lifetime has run out: same person, same session. */
async function expiredToken(d: TestClient, user: SessionUser) {
  const current = (await d.db.session.get('current'))?.token ?? '';
  const sid = (
    JSON.parse(Buffer.from(current.split('.')[1] ?? '', 'base64url').toString() || '{}') as {
      sid?: string;
    }
  ).sid;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: user.organization._id, ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user._id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(TEST_SECRET));
}

/** Picks among the oldest few records, so devices often edit the same ones and conflict. */
async function pick(client: TestClient, table: (typeof SYNCED_TABLES)[number], n: number) {
  const rows = (await client.db.table_(table).toArray())
    .sort((a, b) => a._id.localeCompare(b._id))
    .slice(0, 3);
  return rows.length ? rows[n % rows.length] : undefined;
}

async function apply(d: TestClient, s: Step, user: { user: SessionUser; token: string; cookie: string }) {
  switch (s.kind) {
    case 'create-file':
      return d.repos.files.create({ name: s.text, status: 'active' });
    case 'create-estate': {
      const file = await pick(d, 'files', s.pick);
      return d.repos.estates.create({ estateName: s.text, ...(file ? { file: file._id } : {}) });
    }
    case 'create-party': {
      const estate = await pick(d, 'estates', s.pick);
      return estate && d.repos.parties.create({ estate: estate._id, name: s.text, shareOfEstate: 2500 });
    }
    case 'create-transaction': {
      const estate = await pick(d, 'estates', s.pick);
      return (
        estate &&
        d.repos.transactions.create({
          estate: estate._id,
          kind: 'receipt',
          type: 'interest',
          date: '2026-03-01',
          amount: 100 + s.pick,
        })
      );
    }
    case 'create-asset': {
      const estate = await pick(d, 'estates', s.pick);
      return (
        estate &&
        d.repos.assets.create({
          estate: estate._id,
          name: s.text,
          assetClass: 'other',
          fmvDoD: s.pick,
          valuationDate: '2026-01-01',
          details: {},
        })
      );
    }
    case 'update': {
      const tables = ['files', 'estates', 'parties', 'transactions'] as const;
      const table = tables[s.field % tables.length]!;
      const row = await pick(d, table, s.pick);
      if (!row) return;
      const patch =
        table === 'files'
          ? s.pick % 2
            ? { name: s.text }
            : { status: ['active', 'closed', 'pending'][s.pick % 3] }
          : table === 'estates'
            ? s.pick % 2
              ? { notes: s.text }
              : { status: 'under_review' }
            : table === 'parties'
              ? { name: s.text }
              : { payee: s.text };
      return d.repos[table].update(row._id, patch);
    }
    case 'delete': {
      const tables = ['files', 'estates', 'parties', 'transactions', 'assets'] as const;
      const table = tables[s.pick % tables.length]!;
      const row = await pick(d, table, s.pick);
      return row && d.repos[table].remove(row._id);
    }
    case 'sync':
      return d.engine.syncNow();
    case 'corrupt': {
      // A change the server must refuse (as from an older app version): straight into the outbox.
      const row = await pick(d, 'files', s.pick);
      if (!row) return;
      await d.db.transaction('rw', d.db.outbox, d.db.meta, async () => {
        await d.db.outbox.add({
          seq: await nextSeq(d.db),
          mutationId: uuidv7(),
          entity: 'files',
          entityId: row._id,
          op: 'update',
          patch: { status: 'archived' },
          baseVersion: row.version,
          createdAt: new Date().toISOString(),
          attempts: 0,
        });
      });
      return;
    }
    case 'expire':
      await d.storeToken(await expiredToken(d, user.user));
      return d.engine.syncNow();
    case 'relogin':
      return d.signInAgain(await newSession(user.user));
  }
}

async function run(steps: Step[], clients: number, seed: number) {
  const random = mulberry32(seed);
  const { org, users } = await newFirm(clients);
  const devices = await Promise.all(
    users.map((u) =>
      createTestClient({
        fetchApp: (r) => t.app.fetch(r),
        user: u.user,
        token: u.token,
        cookie: u.cookie,
        fault: () => faultFrom(random),
        random,
      }),
    ),
  );
  const queued = trackQueued(devices);
  try {
    // A shared starting point every device has pulled, so their offline edits meet.
    await devices[0]!.repos.files.create({ name: 'Shared file', status: 'active' });
    const shared = await devices[0]!.repos.estates.create({ estateName: 'Shared estate' });
    await devices[0]!.repos.parties.create({ estate: shared._id, name: 'Shared heir', shareOfEstate: 10000 });
    for (const d of devices) {
      d.setFaults(false);
      await d.engine.syncNow();
      d.setFaults(true);
    }
    for (const s of steps) {
      try {
        await apply(devices[s.client]!, s, users[s.client]!);
      } catch (error) {
        // A local edit the schema refuses never reaches the outbox; anything else is a bug.
        if (!(error instanceof ValidationError)) throw error;
      }
    }

    // Heal: the network works again, everyone signs in, everything in flight lands.
    for (const [i, d] of devices.entries()) {
      await d.flushHeld();
      d.setFaults(false);
      await d.signInAgain(await newSession(users[i]!.user));
    }
    for (let round = 0; round < 2; round++) {
      for (const d of devices) {
        const state = await d.engine.syncNow();
        expect(state.status, state.message).toBe('idle');
      }
    }
    for (const d of devices) expect(await d.db.outbox.count()).toBe(0);
    await checkConverged(devices, org._id);
    await checkExactlyOnce(devices, users, queued, org._id);
  } finally {
    for (const d of devices) {
      tally.refreshed += d.counts.refreshed;
      tally.refused += d.counts.refused;
      await d.close();
    }
  }
}

/** One mutation as its device queued it, seen as its outbox row was committed. */
interface Queued {
  device: number;
  mutationId: string;
  entity: string;
  entityId: string;
  op: 'create' | 'update' | 'delete';
  patch?: Record<string, unknown>;
}

/**
 * Every mutation from the moment its outbox row is committed (docs/architecture.md#outbox): a
 * Dexie hook on each device's outbox, confirmed when the writing transaction completes, so a
 * mutation pushed and dropped before the heal is still known.
 */
function trackQueued(devices: TestClient[]): Map<string, Queued> {
  const queued = new Map<string, Queued>();
  for (const [device, d] of devices.entries()) {
    d.db.outbox.hook('creating', (_key, row, tx) => {
      const entry: Queued = {
        device,
        mutationId: row.mutationId,
        entity: row.entity,
        entityId: row.entityId,
        op: row.op,
        ...(row.patch ? { patch: structuredClone(row.patch) } : {}),
      };
      tx.on('complete', () => {
        // Renumbering (docs/architecture.md#push) rewrites a row under the same mutationId.
        const known = queued.get(entry.mutationId);
        if (known) expect(known, 'a mutationId reused with other contents').toEqual(entry);
        else queued.set(entry.mutationId, entry);
      });
    });
  }
  return queued;
}

/** 1. Every device holds exactly the server's live records of the firm: same ids, versions and fields (docs/architecture.md#pull). */
async function checkConverged(devices: TestClient[], organization: string) {
  const rows = await t.db.query<RecordRow>(
    'select * from records where organization = $1 and deleted_at is null',
    [organization],
  );
  const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
  for (const [i, d] of devices.entries()) {
    for (const table of SYNCED_TABLES) {
      const local = (await d.db.table_(table).toArray()).sort(byId);
      const server = rows
        .filter((r) => r.entity === table)
        .map(toRecord)
        .sort(byId);
      // No field is local-only: a pulled record is the server's copy (src/sync/apply-server.ts).
      expect(local, `${table} on device ${i}`).toEqual(server);
    }
  }
}

/**
 * 2. Every queued mutation was applied exactly once or sits in its device's needs-attention list
 * (docs/architecture.md#rejected-changes), and 3. every value that lost a conflict is in the
 * conflict log with the user's value and the server's (docs/architecture.md#conflicts).
 */
async function checkExactlyOnce(
  devices: TestClient[],
  users: { user: SessionUser }[],
  queued: Map<string, Queued>,
  organization: string,
) {
  const results = await t.db.query<{ mutation_id: string; client_id: string; result: MutationResult }>(
    `select r.mutation_id, r.client_id, r.result from sync_results r
     join sync_clients c on c.client_id = r.client_id where c.organization = $1`,
    [organization],
  );
  const resultsOf = new Map<string, MutationResult[]>();
  for (const r of results) resultsOf.set(r.mutation_id, [...(resultsOf.get(r.mutation_id) ?? []), r.result]);
  const history = await t.db.query<{
    record_id: string;
    version: unknown;
    changes: { field: string; to: unknown }[];
    mutation_id: string | null;
  }>(
    'select record_id, version, changes, mutation_id from history where organization = $1 order by version',
    [organization],
  );
  const historyOf = new Map<string, number>();
  for (const h of history)
    if (h.mutation_id) historyOf.set(h.mutation_id, (historyOf.get(h.mutation_id) ?? 0) + 1);
  /** A field's value on the server at a version, replayed from history. */
  const valueAt = (recordId: string, field: string, version: number) => {
    let value: unknown = null;
    for (const h of history) {
      if (h.record_id !== recordId || Number(h.version) > version) continue;
      for (const c of h.changes) if (c.field === field) value = c.to ?? null;
    }
    return value;
  };
  const conflicts = (
    await t.db.query<{ version: unknown; data: Record<string, unknown> }>(
      `select version, data from records where organization = $1 and entity = 'conflicts'`,
      [organization],
    )
  ).map((r) => ({ version: Number(r.version), ...r.data }) as Record<string, unknown> & { version: number });
  const conflictsOf = new Map<string, typeof conflicts>();
  for (const c of conflicts) {
    const m = String(c.mutationId);
    conflictsOf.set(m, [...(conflictsOf.get(m) ?? []), c]);
  }
  const rejected = await Promise.all(
    devices.map(async (d) => new Set((await d.db.rejected.toArray()).map((r) => r.mutationId))),
  );

  // Nothing reached the server that no device queued.
  for (const id of [...resultsOf.keys(), ...historyOf.keys(), ...conflictsOf.keys()])
    expect(queued.has(id), `mutation ${id} applied but never queued`).toBe(true);

  for (const m of queued.values()) {
    const label = `${m.op} ${m.entity} ${m.entityId} (mutation ${m.mutationId}, device ${m.device})`;
    const mine = resultsOf.get(m.mutationId) ?? [];
    expect(mine.length, `${label}: ${mine.length} results`).toBeLessThanOrEqual(1);
    expect(historyOf.get(m.mutationId) ?? 0, `${label}: written twice`).toBeLessThanOrEqual(1);
    const result = mine[0];
    const logged = conflictsOf.get(m.mutationId) ?? [];
    if (!result || result.status === 'rejected') {
      // Never applied, so it must await the user's attention on its device, and have changed nothing.
      expect(
        rejected[m.device]!.has(m.mutationId),
        `${label} lost: neither applied nor needing attention`,
      ).toBe(true);
      expect(historyOf.get(m.mutationId) ?? 0, `${label}: rejected but written`).toBe(0);
      expect(logged, `${label}: rejected but logged as a conflict`).toEqual([]);
      tally[result ? 'rejected' : 'setAside'] += 1;
      continue;
    }
    tally[result.status] += 1;
    expect(rejected[m.device]!.has(m.mutationId), `${label}: ${result.status} yet needs attention`).toBe(
      false,
    );
    if (m.op === 'create') expect(historyOf.get(m.mutationId), `${label}: create not written`).toBe(1);
    if (result.status === 'applied') {
      expect(logged, `${label}: applied but logged as a conflict`).toEqual([]);
    } else {
      expect(logged.length, `${label}: conflict with nothing logged`).toBeGreaterThan(0);
    }
    for (const c of logged) {
      tally.lostValues += 1;
      // The model knows which mutation lost: the log names its user and holds its value.
      expect(c.user, `${label}: conflict names another user`).toBe(users[m.device]!.user._id);
      expect(c.entity).toBe(m.entity);
      expect(c.entityId).toBe(m.entityId);
      const field = String(c.field);
      if (c.reason === 'delete_vs_update') {
        expect(m.op).toBe('delete');
        expect([field, c.yourValue, c.serverValue]).toEqual(['_deleted', true, false]);
        continue;
      }
      expect(m.op, `${label}: ${String(c.reason)}`).toBe('update');
      expect(c.yourValue, `${label}: losing value of ${field}`).toEqual(m.patch?.[field] ?? null);
      if (c.reason === 'deleted') expect(c.serverValue, `${label}: ${field}`).toBeNull();
      else {
        expect(c.reason).toBe('field_changed');
        expect(c.serverValue, `${label}: server's value of ${field}`).toEqual(
          valueAt(m.entityId, field, c.version),
        );
      }
    }
    // Every field of an update either took the user's value or lost it to the log.
    if (m.op === 'update') {
      for (const [field, value] of Object.entries(m.patch ?? {})) {
        if (logged.some((c) => c.field === field)) continue;
        expect(
          valueAt(m.entityId, field, result.version!),
          `${label}: ${field} neither applied nor logged`,
        ).toEqual(value ?? null);
      }
    }
  }
}

describe('sync model', () => {
  it(`converges with every change applied once (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 3 })
          .chain((clients) =>
            fc.tuple(
              fc.constant(clients),
              fc.array(step(clients), { minLength: 5, maxLength: 30 }),
              fc.integer(),
            ),
          ),
        async ([clients, steps, seed]) => run(steps, clients, seed),
      ),
      { numRuns: RUNS, verbose: 1 },
    );
    console.log('sync model tally', tally);
    // The runs must reach the hard paths, or the property proves little.
    expect(tally.conflict).toBeGreaterThan(0);
    expect(tally.rejected).toBeGreaterThan(0);
    // Expired tokens were renewed through the rotating cookie under the faults.
    expect(tally.refreshed).toBeGreaterThan(0);
  }, 1_800_000);
});
