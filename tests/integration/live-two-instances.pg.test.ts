import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, registerFirm } from '../../server/accounts.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import { type Scope, scopeOf, seesRow } from '../../server/scope/scope.ts';
import type { Db } from '../../server/store/db.ts';
import { migrate } from '../../server/store/migrate.ts';
import { openPostgres } from '../../server/store/postgres.ts';
import type { RecordRow } from '../../server/store/records.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { UserRole } from '../../src/domain/schemas/index.ts';
import { SYNCED_TABLES } from '../../src/store/db.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { type EventReader, readEvents } from '../helpers/sse.ts';
import { createTestClient, type Fault, type TestClient } from '../helpers/sync-client.ts';
import { createPgDatabase } from '../helpers/test-db.ts';

/**
 * Two server processes on one PostgreSQL (docs/architecture.md#stateless-processes,
 * docs/architecture.md#live-updates). A write through instance A pokes the devices connected to
 * instance B whose person may see it, and only those (LISTEN/NOTIFY between the processes). Devices
 * on both instances then write offline and online, with conflicting edits, a walled matter and a
 * network that loses answers and repeats requests; after healing, every device holds exactly what
 * its person may see, every mutation was applied once, and a push replayed to the other instance
 * gets the stored answer.
 */
const SECRET = 'live-two-instances-secret-long-enough-for-hs256';
const TOKEN_TTL = 3600;
const url = process.env.TEST_DATABASE_URL!;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
let db: Db;
const servers: ChildProcess[] = [];
const ports: number[] = [];
const devices: Record<'adminA' | 'adminB' | 'attorneyB' | 'staffA' | 'staffB', TestClient> = {} as never;
const people: Record<
  'admin' | 'attorney' | 'staff',
  { id: string; role: UserRole; token: () => Promise<string> }
> = {} as never;
const readers: EventReader[] = [];
let org = '';

const startServer = async (port: number): Promise<ChildProcess> =>
  (
    await startServerProcess({
      DATABASE_URL: database.url,
      PORT: String(port),
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL),
      DEMO: '0',
      DIST_DIR: '/nonexistent',
    })
  ).child;

const at = (instance: 0 | 1) => (request: Request) => {
  const target = new URL(request.url);
  return fetch(`http://127.0.0.1:${ports[instance]}${target.pathname}${target.search}`, request);
};

/** Faults that lose answers after the server committed, and repeat requests: replays, often to the other instance. */
function faults(seed: number): () => Fault {
  let state = seed;
  const pattern: Fault[] = ['ok', 'lose-response', 'ok', 'duplicate', 'drop', 'ok', 'replay-later'];
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return pattern[state % pattern.length]!;
  };
}

async function events(instance: 0 | 1, token: string, clientId?: string): Promise<EventReader> {
  const res = await fetch(`http://127.0.0.1:${ports[instance]}/api/sync/events`, {
    headers: { authorization: `Bearer ${token}`, ...(clientId ? { 'x-client-id': clientId } : {}) },
  });
  expect(res.status).toBe(200);
  const reader = readEvents(res);
  readers.push(reader);
  await reader.next('ready');
  return reader;
}

const clientIdOf = async (d: TestClient) => (await d.db.meta.get('clientId'))?.value as string | undefined;

beforeAll(async () => {
  database = await createPgDatabase(url);
  db = await openPostgres(database.url, 4);
  await migrate(db);
  const { user, organization } = await registerFirm(db, {
    name: 'Admin',
    email: 'admin@live-two.example.com',
    password: 'live two instances password',
    organizationName: 'Live Two LLP',
  });
  org = organization._id;
  const tokens = createTokens(SECRET, TOKEN_TTL);
  const sign = (id: string) => async () =>
    tokens.sign({ sub: id, org, sid: (await createSession(db, { organization: org, userId: id })).id });
  people.admin = { id: user._id, role: 'Admin', token: sign(user._id) };
  for (const [key, role] of [
    ['attorney', 'Estate Attorney'],
    ['staff', 'Staff'],
  ] as const) {
    const id = uuidv7();
    await db.transaction((tx) =>
      createUser(
        tx,
        { userId: user._id, organization: org, role: 'Admin' },
        {
          id,
          name: role,
          email: `${key}@live-two.example.com`,
          role,
          password: 'live two instances password',
        },
      ),
    );
    people[key] = { id, role, token: sign(id) };
  }
  for (let i = 0; i < 2; i++) ports.push(await freePort());
  servers.push(...(await Promise.all(ports.map(startServer))));
  const placed = [
    ['adminA', 'admin', 0],
    ['adminB', 'admin', 1],
    ['attorneyB', 'attorney', 1],
    ['staffA', 'staff', 0],
    ['staffB', 'staff', 1],
  ] as const;
  for (const [index, [name, who, instance]] of placed.entries()) {
    const p = people[who];
    const sessionUser: SessionUser = {
      _id: p.id,
      id: p.id,
      name: who,
      email: `${who}@live-two.example.com`,
      role: p.role,
      organization: { _id: org, name: 'Live Two LLP' },
    };
    devices[name] = await createTestClient({
      fetchApp: at(instance),
      user: sessionUser,
      token: await p.token(),
      fault: faults(index + 7),
    });
    // Faults only where a test turns them on.
    devices[name].setFaults(false);
  }
}, 180_000);

afterAll(async () => {
  for (const r of readers) await r.close();
  for (const d of Object.values(devices)) await d.close();
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => new Promise((r) => (s.exitCode === null ? s.once('exit', r) : r(null)))),
  );
  await db?.close();
  await database?.drop();
});

const syncAll = () => Promise.all(Object.values(devices).map((d) => d.engine.syncNow()));

describe('two instances on one PostgreSQL', () => {
  const matters = { walledFile: '', walledEstate: '', openFile: '', openEstate: '' };

  it('a write through one instance pokes the other instance’s devices that may see it, and no one else', async () => {
    const { adminA, attorneyB, staffB } = devices;
    const walledFile = await adminA.repos.files.create({
      name: 'Walled',
      fileNumber: 'W-1',
      status: 'active',
    });
    const openFile = await adminA.repos.files.create({ name: 'Open', fileNumber: 'O-1', status: 'active' });
    matters.walledFile = walledFile._id;
    matters.openFile = openFile._id;
    matters.walledEstate = (
      await adminA.repos.estates.create({ estateName: 'Walled Estate', file: walledFile._id })
    )._id;
    matters.openEstate = (
      await adminA.repos.estates.create({ estateName: 'Open Estate', file: openFile._id })
    )._id;
    await adminA.repos.files.update(walledFile._id, { restricted: true, members: [people.attorney.id] });
    await adminA.engine.syncNow();
    await syncAll();

    const attorneyStream = await events(1, await people.attorney.token(), await clientIdOf(attorneyB));
    const staffStream = await events(1, await people.staff.token(), await clientIdOf(staffB));
    await adminA.repos.estates.update(matters.walledEstate, { notes: 'walled change' });
    await adminA.engine.syncNow();
    await attorneyStream.next('pull');
    const seen = attorneyStream.events.length;
    await adminA.repos.estates.update(matters.openEstate, { notes: 'open change' });
    await adminA.engine.syncNow();
    await staffStream.next('pull');
    await attorneyStream.next('pull', seen);
    // The walled change was looked at (the attorney was poked) before the open one was made.
    expect(staffStream.count('pull')).toBe(1);
    expect(attorneyStream.count('pull')).toBe(2);
  });

  it('devices on both instances converge to what each person may see, each mutation applied once', async () => {
    const { adminA, adminB, attorneyB, staffA, staffB } = devices;
    // Answers lost after commit, repeated and replayed requests, on every device.
    for (const d of Object.values(devices)) d.setFaults(true);
    for (let round = 0; round < 6; round++) {
      // Offline edits on both instances, some of the same fields (conflicts).
      await adminA.repos.estates.update(matters.openEstate, { notes: `A${round}` });
      await adminB.repos.estates.update(matters.openEstate, { notes: `B${round}` });
      await attorneyB.repos.estates.update(matters.walledEstate, { notes: `attorney ${round}` });
      await adminA.repos.parties.create({
        estate: matters.walledEstate,
        name: `Walled heir ${round}`,
        shareOfEstate: 10,
      });
      await staffA.repos.parties.create({
        estate: matters.openEstate,
        name: `Heir A${round}`,
        shareOfEstate: 10,
      });
      await staffB.repos.transactions.create({
        estate: matters.openEstate,
        kind: 'receipt',
        type: 'cash',
        date: '2026-05-01',
        amount: 100 + round,
      });
      // Half the rounds online at once, the other half one device after another.
      if (round % 2) await syncAll();
      else for (const d of Object.values(devices)) await d.engine.syncNow();
    }
    // Heal: everything held back arrives, then every device syncs until nothing is left.
    for (const d of Object.values(devices)) {
      d.setFaults(false);
      await d.flushHeld();
    }
    for (let i = 0; i < 3; i++) await syncAll();

    // Every device holds exactly what its person may see, at the server's versions.
    const rows = await db.query<RecordRow>(
      'select * from records where organization = $1 and deleted_at is null',
      [org],
    );
    const owner: Record<keyof typeof devices, keyof typeof people> = {
      adminA: 'admin',
      adminB: 'admin',
      attorneyB: 'attorney',
      staffA: 'staff',
      staffB: 'staff',
    };
    for (const [name, d] of Object.entries(devices) as [keyof typeof devices, TestClient][]) {
      const p = people[owner[name]];
      const scope: Scope = await scopeOf(db, { userId: p.id, organization: org, role: p.role });
      for (const table of SYNCED_TABLES) {
        const local = (await d.db.table_(table).toArray()).map((r) => `${r._id}@${r.version}`).sort();
        const visible = rows
          .filter((r) => r.entity === table && seesRow(scope, r))
          .map((r) => `${r.id}@${Number(r.version)}`)
          .sort();
        expect(local, `${table} on ${name}`).toEqual(visible);
      }
      expect(await d.db.outbox.count(), `outbox of ${name}`).toBe(0);
    }
    // The walled matter reached no staff device.
    expect(await staffA.db.estates.get(matters.walledEstate)).toBeUndefined();
    expect(await staffB.db.parties.where('estate').equals(matters.walledEstate).count()).toBe(0);

    // Each mutation has one stored result and at most one write in the history.
    const results = await db.query<{ mutation_id: string; n: unknown }>(
      `select a ->> 'mutationId' as mutation_id, count(*) as n from sync_results r
       cross join json_array_elements(r.results) as a
       join sync_clients c on c.client_id = r.client_id where c.organization = $1 group by 1`,
      [org],
    );
    expect(results.length).toBeGreaterThan(30);
    for (const r of results) expect(Number(r.n), `results of ${r.mutation_id}`).toBe(1);
    const writes = await db.query<{ mutation_id: string; n: unknown }>(
      `select mutation_id, count(*) as n from history where organization = $1 and mutation_id is not null group by 1`,
      [org],
    );
    for (const w of writes) expect(Number(w.n), `writes of ${w.mutation_id}`).toBe(1);
    // Conflicting edits of the same field were settled, and the values that lost were kept.
    const conflicts = await db.query(
      `select 1 from records where organization = $1 and entity = 'conflicts'`,
      [org],
    );
    expect(conflicts.length).toBeGreaterThan(0);
  });

  it('a push replayed to the other instance gets the stored answer, and nothing is applied twice', async () => {
    const token = await people.admin.token();
    const body = JSON.stringify({
      clientId: uuidv7(),
      mutations: [1, 2, 3].map((seq) => ({
        seq,
        mutationId: uuidv7(),
        entity: 'parties',
        entityId: uuidv7(),
        op: 'create',
        patch: { estate: matters.openEstate, name: `Replayed ${seq}`, shareOfEstate: 1 },
      })),
    });
    const push = async (instance: 0 | 1) => {
      const res = await fetch(`http://127.0.0.1:${ports[instance]}/api/sync/push`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${ports[instance]}`,
        },
        body,
      });
      expect(res.status).toBe(200);
      return (await res.json()).data;
    };
    const first = await push(0);
    const count = async () =>
      Number(
        (
          await db.query<{ n: unknown }>(
            `select count(*) as n from records where organization = $1 and data ->> 'name' like 'Replayed %'`,
            [org],
          )
        )[0]!.n,
      );
    expect(await count()).toBe(3);
    const again = await push(1);
    expect(again).toEqual(first);
    expect(await count()).toBe(3);
  });
});
