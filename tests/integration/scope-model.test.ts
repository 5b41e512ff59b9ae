import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { type RecordRow, toRecord } from '../../server/store/records.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { BENEFICIARY_FIELDS, projectForBeneficiary } from '../../src/domain/rules/projection.ts';
import type { EntityName } from '../../src/domain/schemas/index.ts';
import { SYNCED_TABLES } from '../../src/store/db.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { createTestClient, type Fault, type TestClient } from '../helpers/sync-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The model test of scopes (docs/architecture.md#scopes): firm and beneficiary devices sync while
 * an Admin walls files off and opens them again, changes their members, shares and unshares
 * documents, moves estates between files and records between estates, and grants and revokes a
 * beneficiary's estates; devices write offline meanwhile and the network fails. After healing,
 * every device holds exactly the records its person may see, as the server holds them (projected
 * for the beneficiary), and every queued change was answered once or set aside.
 *
 * Who may see what is written here again, plainly, rather than taken from the server's code: the
 * test would otherwise agree with any mistake in it.
 */

let t: TestApp;
let passwordHash: string;
const RUNS = Number(process.env.SCOPE_MODEL_RUNS ?? 25);

beforeAll(async () => {
  t = await startTestApp();
  passwordHash = await hashPassword('scope model password');
});
afterAll(() => t.close());

type Role = 'Admin' | 'Estate Attorney' | 'Staff' | 'Beneficiary';
interface Person {
  user: SessionUser;
  token: string;
  role: Role;
}

interface Firm {
  org: string;
  admin: Person;
  people: Person[];
  files: string[];
  estates: string[];
}

const ROLES: Role[] = ['Admin', 'Estate Attorney', 'Staff', 'Beneficiary'];

async function person(
  org: { _id: string } & Record<string, unknown>,
  adminId: string,
  role: Role,
  i: number,
): Promise<Person> {
  const id = role === 'Admin' ? adminId : uuidv7();
  const rec = await t.db.transaction((tx) =>
    createUser(
      tx,
      { userId: adminId, organization: org._id, role: 'Admin' },
      {
        id,
        name: `${role} ${i}`,
        email: `scope-${i}-${id}@example.com`,
        role,
        password: '',
        passwordHash,
      },
    ),
  );
  const user: SessionUser = {
    _id: rec._id,
    id: rec._id,
    name: String(rec.name),
    email: String(rec.email),
    role,
    organization: { _id: org._id, name: String(org.name) },
  };
  const { id: sid } = await createSession(t.db, { organization: org._id, userId: rec._id });
  return { user, role, token: await t.tokens.sign({ sub: rec._id, org: org._id, sid }) };
}

/** Calls the API as the firm's Admin and expects success. */
async function admin(firm: Firm, method: string, path: string, body?: unknown) {
  const res = await t.request(method, `/api${path}`, { token: firm.admin.token, body });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data?: Record<string, unknown> }).data;
}

/** A firm with two files of one estate each, a few records under them, and one person of each role. */
async function newFirm(): Promise<Firm> {
  const adminId = uuidv7();
  const org = await t.db.transaction((tx) =>
    createOrganization(tx, { name: `Scope ${adminId.slice(-6)}` }, adminId),
  );
  const people: Person[] = [];
  for (const [i, role] of ROLES.entries()) people.push(await person(org, adminId, role, i));
  const firm: Firm = { org: org._id, admin: people[0]!, people, files: [], estates: [] };
  for (const n of [1, 2]) {
    const file = await admin(firm, 'POST', '/files', { name: `File ${n}` });
    const estate = await admin(firm, 'POST', '/estates', { estateName: `Estate ${n}`, file: file!._id });
    firm.files.push(String(file!._id));
    firm.estates.push(String(estate!._id));
    const e = String(estate!._id);
    await admin(firm, 'POST', '/parties', {
      estate: e,
      role: 'beneficiary',
      name: `Heir ${n}`,
      shareOfEstate: 5000,
      contactInfo: 'heir@example.com',
      notes: 'internal',
    });
    await admin(firm, 'POST', '/parties', { estate: e, role: 'creditor', name: `Creditor ${n}` });
    await admin(firm, 'POST', '/transactions', {
      estate: e,
      kind: 'receipt',
      type: 'interest',
      date: '2026-03-01',
      amount: 1000 * n,
      notes: 'internal',
    });
    await admin(firm, 'POST', '/documents', {
      estate: e,
      title: `Accounts ${n}`,
      type: 'Report',
      shared: n === 1,
    });
    await admin(firm, 'POST', '/documents', { file: file!._id, title: `File memo ${n}` });
  }
  // The beneficiary starts with the first estate.
  await grant(firm, firm.estates[0]!);
  return firm;
}

const beneficiary = (firm: Firm) => firm.people.find((p) => p.role === 'Beneficiary')!;

async function grant(firm: Firm, estate: string) {
  await t.db.query(
    `insert into estate_access (organization, user_id, estate_id, granted_at) values ($1, $2, $3, now())
     on conflict do nothing`,
    [firm.org, beneficiary(firm).user._id, estate],
  );
}
async function revoke(firm: Firm, estate: string) {
  await t.db.query('delete from estate_access where user_id = $1 and estate_id = $2', [
    beneficiary(firm).user._id,
    estate,
  ]);
}

async function serverRows(org: string): Promise<RecordRow[]> {
  return t.db.query<RecordRow>('select * from records where organization = $1 and deleted_at is null', [org]);
}

/** Who sees what, from the rules as the product states them (docs/architecture.md#scopes). */
function expectedFor(p: Person, rows: RecordRow[], access: string[]): Map<string, Record<string, unknown>> {
  const files = new Map(rows.filter((r) => r.entity === 'files').map((r) => [r.id, r.data]));
  const estates = new Map(rows.filter((r) => r.entity === 'estates').map((r) => [r.id, r.data]));
  const fileHidden = (id: unknown) => {
    const f = typeof id === 'string' ? files.get(id) : undefined;
    return !!f?.restricted && !(f.members as string[] | undefined)?.includes(p.user._id);
  };
  const estateHidden = (id: unknown) => typeof id === 'string' && fileHidden(estates.get(id)?.file);
  const out = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const entity = row.entity as EntityName;
    const data = row.data;
    const estate = entity === 'estates' ? row.id : data.estate;
    const file = entity === 'files' ? row.id : data.file;
    let visible: boolean;
    if (p.role === 'Beneficiary') {
      if (entity === 'users') visible = row.id === p.user._id;
      else if (entity === 'organizations') visible = true;
      else
        visible =
          !!BENEFICIARY_FIELDS[entity] &&
          typeof estate === 'string' &&
          access.includes(estate) &&
          (entity !== 'parties' || data.role === 'beneficiary') &&
          (entity !== 'documents' || data.shared === true) &&
          (entity !== 'approvals' || data.user === p.user._id);
    } else if (p.role === 'Admin') visible = true;
    else visible = !(file && fileHidden(file)) && !(estate && estateHidden(estate));
    if (!visible) continue;
    const record = toRecord(row) as Record<string, unknown>;
    out.set(
      `${entity}:${row.id}`,
      p.role === 'Beneficiary' ? projectForBeneficiary(entity, record)! : record,
    );
  }
  return out;
}

async function localRecords(d: TestClient): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const entity of SYNCED_TABLES) {
    for (const r of await d.db.table_(entity).toArray()) out.set(`${entity}:${r._id}`, r);
  }
  return out;
}

async function access(firm: Firm): Promise<string[]> {
  const rows = await t.db.query<{ estate_id: string }>(
    `select a.estate_id from estate_access a join records r on r.id = a.estate_id and r.deleted_at is null
     where a.user_id = $1`,
    [beneficiary(firm).user._id],
  );
  return rows.map((r) => r.estate_id);
}

async function device(p: Person, fault?: () => Fault, random?: () => number): Promise<TestClient> {
  return createTestClient({
    fetchApp: (req) => t.app.request(req),
    user: p.user,
    token: p.token,
    ...(fault ? { fault } : {}),
    ...(random ? { random } : {}),
  });
}

/** Syncs until nothing is left to send and a pull brings nothing new. */
async function settle(d: TestClient) {
  d.setFaults(false);
  await d.flushHeld();
  for (let i = 0; i < 6; i++) await d.engine.syncNow();
}

async function expectExact(firm: Firm, devices: { p: Person; d: TestClient }[]) {
  const rows = await serverRows(firm.org);
  const granted = await access(firm);
  for (const { p, d } of devices) {
    const expected = expectedFor(p, rows, granted);
    const local = await localRecords(d);
    expect([...local.keys()].sort(), `${p.role}'s records`).toEqual([...expected.keys()].sort());
    for (const [key, record] of expected) expect(local.get(key), `${p.role} ${key}`).toEqual(record);
    if (p.role === 'Beneficiary') {
      for (const record of local.values()) {
        expect(record).not.toHaveProperty('notes');
        expect(record).not.toHaveProperty('contactInfo');
      }
    }
  }
}

describe('scoped sync, by example', () => {
  it('walls a file off from a non-member and brings it back without a full pull', async () => {
    const firm = await newFirm();
    const staff = firm.people.find((p) => p.role === 'Staff')!;
    const attorney = firm.people.find((p) => p.role === 'Estate Attorney')!;
    const devices = await Promise.all([staff, attorney].map(async (p) => ({ p, d: await device(p) })));
    for (const { d } of devices) await settle(d);
    await expectExact(firm, devices);

    await admin(firm, 'PUT', `/files/${firm.files[0]}`, { restricted: true, members: [attorney.user._id] });
    for (const { d } of devices) await settle(d);
    await expectExact(firm, devices);
    const staffLocal = await localRecords(devices[0]!.d);
    expect([...staffLocal.keys()].some((k) => k.includes(firm.estates[0]!))).toBe(false);
    // Written while walled: the member receives it, the others never do.
    await admin(firm, 'POST', '/transactions', {
      estate: firm.estates[0],
      kind: 'receipt',
      type: 'interest',
      date: '2026-04-01',
      amount: 777,
    });
    for (const { d } of devices) await settle(d);
    await expectExact(firm, devices);

    await admin(firm, 'PUT', `/files/${firm.files[0]}`, { restricted: false });
    for (const { d } of devices) await settle(d);
    await expectExact(firm, devices);
    for (const { d } of devices) await d.close();
  });

  it('gives a beneficiary their estate projected, follows shares and grants, and empties on revoke', async () => {
    const firm = await newFirm();
    const p = beneficiary(firm);
    const d = await device(p);
    await settle(d);
    await expectExact(firm, [{ p, d }]);
    const local = await localRecords(d);
    expect([...local.keys()].filter((k) => k.startsWith('documents:'))).toHaveLength(1);

    const unshared = (await serverRows(firm.org)).find(
      (r) => r.entity === 'documents' && r.data.title === 'Accounts 2',
    )!;
    await grant(firm, firm.estates[1]!);
    await settle(d);
    await expectExact(firm, [{ p, d }]);
    await admin(firm, 'PUT', `/documents/${unshared.id}`, { shared: true });
    await settle(d);
    await expectExact(firm, [{ p, d }]);
    await admin(firm, 'PUT', `/documents/${unshared.id}`, { shared: false });
    await settle(d);
    await expectExact(firm, [{ p, d }]);

    // Their approval of the shared accounts, written offline, reaches the firm.
    const shared = (await serverRows(firm.org)).find(
      (r) => r.entity === 'documents' && r.data.shared === true,
    )!;
    const approval = await d.repos.approvals.create({
      estate: String(shared.data.estate),
      document: shared.id,
      name: p.user.name,
    });
    await settle(d);
    expect(await d.db.rejected.toArray()).toEqual([]);
    const stored = (await serverRows(firm.org)).find((r) => r.id === approval._id)!;
    expect(stored.data).toMatchObject({
      user: p.user._id,
      documentVersion: expect.any(Number),
      withdrawn: false,
    });

    await revoke(firm, firm.estates[0]!);
    await revoke(firm, firm.estates[1]!);
    await settle(d);
    await expectExact(firm, [{ p, d }]);
    const left = [...(await localRecords(d)).keys()].map((k) => k.split(':')[0]);
    expect(new Set(left)).toEqual(new Set(['users', 'organizations']));
    await d.close();
  });

  it('backfills a large matter in pages, starting again when the scope changes half-way', async () => {
    const firm = await newFirm();
    const staff = firm.people.find((p) => p.role === 'Staff')!;
    await admin(firm, 'PUT', `/files/${firm.files[0]}`, { restricted: true, members: [] });
    for (let i = 0; i < 90; i++) {
      await admin(firm, 'POST', '/transactions', {
        estate: firm.estates[0],
        kind: 'receipt',
        type: 'interest',
        date: '2026-04-01',
        amount: i + 1,
      });
    }
    let pulls = 0;
    let walled = false;
    const d = await createTestClient({
      user: staff.user,
      token: staff.token,
      fetchApp: async (req) => {
        // While the backfill is under way, the other file is walled off and then opened again.
        if (req.url.includes('/sync/pull') && walled && ++pulls === 2) {
          await admin(firm, 'PUT', `/files/${firm.files[1]}`, { restricted: true, members: [] });
        }
        if (req.url.includes('/sync/pull') && walled && pulls === 3) {
          await admin(firm, 'PUT', `/files/${firm.files[1]}`, { restricted: false });
        }
        return t.app.request(req);
      },
    });
    await settle(d);
    await expectExact(firm, [{ p: staff, d }]);
    walled = true;
    await admin(firm, 'PUT', `/files/${firm.files[0]}`, { members: [staff.user._id] });
    await settle(d);
    expect(pulls).toBeGreaterThan(3);
    await expectExact(firm, [{ p: staff, d }]);
    expect(await d.db.transactions.where('estate').equals(firm.estates[0]!).count()).toBe(91);
    await d.close();
  });

  it('drops a record moved to an estate the person may not see', async () => {
    const firm = await newFirm();
    const staff = firm.people.find((p) => p.role === 'Staff')!;
    const d = await device(staff);
    await admin(firm, 'PUT', `/files/${firm.files[1]}`, { restricted: true, members: [] });
    await settle(d);
    const receipt = (await serverRows(firm.org)).find(
      (r) => r.entity === 'transactions' && r.data.estate === firm.estates[0],
    )!;
    expect((await localRecords(d)).has(`transactions:${receipt.id}`)).toBe(true);
    await admin(firm, 'PUT', `/transactions/${receipt.id}`, { estate: firm.estates[1] });
    await settle(d);
    await expectExact(firm, [{ p: staff, d }]);
    expect((await localRecords(d)).has(`transactions:${receipt.id}`)).toBe(false);
    await d.close();
  });
});

type Step =
  | { kind: 'restrict'; file: number; members: number }
  | { kind: 'open'; file: number }
  | { kind: 'share' | 'unshare'; pick: number }
  | { kind: 'grant' | 'revoke'; estate: number }
  | { kind: 'move-estate'; estate: number; file: number }
  | { kind: 'move-record'; pick: number; estate: number }
  | { kind: 'write'; device: number; estate: number; text: string }
  | { kind: 'approve'; pick: number }
  | { kind: 'sync'; device: number }
  | { kind: 'offline' | 'online'; device: number };

const stepArb = (devices: number): fc.Arbitrary<Step> => {
  const device = fc.nat(devices - 1);
  const two = fc.nat(1);
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('restrict' as const), file: two, members: fc.nat(3) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('open' as const), file: two }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constantFrom('share' as const, 'unshare' as const), pick: fc.nat() }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constantFrom('grant' as const, 'revoke' as const), estate: two }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('move-estate' as const), estate: two, file: two }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('move-record' as const), pick: fc.nat(), estate: two }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('write' as const),
        device,
        estate: two,
        text: fc.string({ minLength: 1, maxLength: 8 }).map((s) => s.trim() || 'x'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constantFrom('offline' as const, 'online' as const), device }),
    },
  );
};

const mulberry32 = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

/** What the runs exercised, so a model that never walls anyone off while they wait offline is noticed. */
const tally = { changedWhileOffline: 0, pendingWhileScopeChanged: 0, rejected: 0, removals: 0 };

describe('scoped sync, the model', () => {
  it('leaves every device with exactly what its person may see, nothing lost or applied twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb(4), { minLength: 8, maxLength: 30 }),
        fc.integer(),
        async (steps, seed) => {
          const firm = await newFirm();
          const random = mulberry32(seed);
          const offline = new Set<number>();
          const fault = (i: number) => (): Fault => {
            if (offline.has(i)) return 'drop';
            const r = random();
            return r < 0.7
              ? 'ok'
              : r < 0.78
                ? 'drop'
                : r < 0.86
                  ? 'lose-response'
                  : r < 0.93
                    ? 'duplicate'
                    : 'replay-later';
          };
          const devices = await Promise.all(
            firm.people.map(async (p, i) => ({ p, d: await device(p, fault(i), random) })),
          );
          const queued = new Map<string, number>();
          const track = async (i: number) => {
            for (const row of await devices[i]!.d.db.outbox.toArray()) queued.set(row.mutationId, i);
          };
          const rows = () => serverRows(firm.org);
          const scopeChanged = async () => {
            for (const i of offline) {
              tally.changedWhileOffline += 1;
              if (await devices[i]!.d.db.outbox.count()) tally.pendingWhileScopeChanged += 1;
            }
          };
          for (const s of steps) {
            switch (s.kind) {
              case 'restrict': {
                const members = firm.people
                  .filter((_, i) => (s.members >> i) & 1 && i > 0)
                  .map((p) => p.user._id);
                await admin(firm, 'PUT', `/files/${firm.files[s.file]}`, { restricted: true, members });
                await scopeChanged();
                break;
              }
              case 'open':
                await admin(firm, 'PUT', `/files/${firm.files[s.file]}`, { restricted: false });
                await scopeChanged();
                break;
              case 'share':
              case 'unshare': {
                const docs = (await rows()).filter((r) => r.entity === 'documents' && r.data.estate);
                const doc = docs[s.pick % docs.length];
                if (doc) await admin(firm, 'PUT', `/documents/${doc.id}`, { shared: s.kind === 'share' });
                await scopeChanged();
                break;
              }
              case 'grant':
                await grant(firm, firm.estates[s.estate]!);
                await scopeChanged();
                break;
              case 'revoke':
                await revoke(firm, firm.estates[s.estate]!);
                await scopeChanged();
                break;
              case 'move-estate':
                await admin(firm, 'PUT', `/estates/${firm.estates[s.estate]}`, { file: firm.files[s.file] });
                await scopeChanged();
                break;
              case 'move-record': {
                const moves = (await rows()).filter((r) => r.entity === 'transactions');
                const row = moves[s.pick % moves.length];
                if (row)
                  await admin(firm, 'PUT', `/transactions/${row.id}`, { estate: firm.estates[s.estate] });
                await scopeChanged();
                break;
              }
              case 'write': {
                const { p, d } = devices[s.device]!;
                const estate = await d.db.estates.get(firm.estates[s.estate]!);
                if (!estate || p.role === 'Beneficiary') break;
                // A new record, and an edit of one the device holds: both may fall outside the writer's scope by the time they are sent.
                await d.repos.transactions.create({
                  estate: estate._id,
                  kind: 'disbursement',
                  type: 'other',
                  date: '2026-05-01',
                  amount: 100,
                  payee: s.text,
                });
                const party = await d.db.parties.where('estate').equals(estate._id).first();
                if (party) await d.repos.parties.update(party._id, { name: s.text });
                await track(s.device);
                break;
              }
              case 'approve': {
                const { d, p } = devices[3]!;
                const docs = await d.db.documents.toArray();
                const doc = docs[s.pick % Math.max(docs.length, 1)];
                if (!doc?.estate) break;
                await d.repos.approvals.create({ estate: doc.estate, document: doc._id, name: p.user.name });
                await track(3);
                break;
              }
              case 'sync':
                await track(s.device);
                await devices[s.device]!.d.engine.syncNow();
                break;
              case 'offline':
                offline.add(s.device);
                break;
              case 'online':
                offline.delete(s.device);
                break;
            }
          }
          offline.clear();
          // Twice round: what the last device sends reaches the first.
          for (const { d } of [...devices, ...devices]) await settle(d);
          if (process.env.SCOPE_MODEL_DEBUG) {
            for (const { p, d } of devices)
              console.log(
                p.role,
                JSON.stringify(await d.db.rejected.toArray()),
                JSON.stringify(await d.db.meta.toArray()),
              );
          }
          await expectExact(firm, devices);
          // Every queued change was answered by the server once, or set aside with the server's reason.
          const answered = await t.db.query<{ mutation_id: string }>(
            `select a ->> 'mutationId' as mutation_id from sync_results r cross join json_array_elements(r.results) as a
             join sync_clients c on c.client_id = r.client_id where c.organization = $1`,
            [firm.org],
          );
          const answeredIds = new Set(answered.map((r) => r.mutation_id));
          const history = await t.db.query<{ mutation_id: string; n: unknown }>(
            `select mutation_id, count(*) as n from history where organization = $1 and mutation_id is not null
           group by mutation_id having count(*) > 1`,
            [firm.org],
          );
          expect(history, 'a mutation applied twice').toEqual([]);
          for (const [mutationId, i] of queued) {
            const setAside = await devices[i]!.d.db.rejected.filter(
              (r) => r.mutationId === mutationId,
            ).count();
            if (setAside) tally.rejected += 1;
            expect(answeredIds.has(mutationId) || setAside > 0, `mutation ${mutationId} lost`).toBe(true);
          }
          for (const { d } of devices) {
            expect(await d.db.outbox.count()).toBe(0);
            await d.close();
          }
        },
      ),
      {
        numRuns: RUNS,
        // Always among the runs: a Staff device walled out of a matter while offline with unsent
        // changes to it, and a beneficiary's estate revoked while their approval waits offline.
        examples: [
          [
            [
              { kind: 'sync', device: 2 },
              { kind: 'sync', device: 3 },
              { kind: 'offline', device: 2 },
              { kind: 'offline', device: 3 },
              { kind: 'write', device: 2, estate: 0, text: 'offline edit' },
              { kind: 'approve', pick: 0 },
              { kind: 'restrict', file: 0, members: 0 },
              { kind: 'revoke', estate: 0 },
              { kind: 'online', device: 2 },
              { kind: 'sync', device: 2 },
            ],
            1,
          ],
        ],
        // Replays a failing run: SCOPE_MODEL_SEED and SCOPE_MODEL_PATH from its report.
        ...(process.env.SCOPE_MODEL_SEED
          ? {
              seed: Number(process.env.SCOPE_MODEL_SEED),
              path: process.env.SCOPE_MODEL_PATH,
              endOnFailure: true,
            }
          : {}),
      },
    );
    // The runs did change scopes under offline devices holding unsent work, and did refuse some.
    expect(tally.changedWhileOffline).toBeGreaterThan(0);
    expect(tally.pendingWhileScopeChanged).toBeGreaterThan(0);
  }, 300_000);
});
