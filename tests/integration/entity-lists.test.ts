import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { ENTITY_LIST } from '../../src/domain/registry.ts';
import { type EntityName, PORTAL_WRITABLE, type WritableEntity } from '../../src/domain/schemas/index.ts';
import { buildExportZip } from '../../src/features/data-export/build-export.ts';
import { collectExport } from '../../src/features/data-export/collect.ts';
import { createDataTransfer } from '../../src/store/data-transfer.ts';
import { LocalDb } from '../../src/store/db.ts';
import { createAccount, sessionUserOf } from '../helpers/accounts.ts';
import { createParents, validBody } from '../helpers/fixtures.ts';
import { createTestClient, type TestClient } from '../helpers/sync-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * One definition per entity (issues 28 and 43): every list of entities in the code is the registry's
 * (src/domain/registry.ts), so adding an entity is a schema and a registry entry. Each test here
 * looks at what the code actually does (the stores IndexedDB holds, the routes the server answers,
 * the rows PostgreSQL holds, what a device pulls, the files an export zip holds) and holds that to
 * the registry; a list written out by hand that leaves an entity out fails here. (A backup copies
 * the database whole, so it has no list of entities to fall behind: tests/integration/backup.test.ts.)
 */

const names = ENTITY_LIST.map((e) => e.name);
/** The registry's entities the firm creates through REST: those clients create, but a beneficiary's. */
const collections = ENTITY_LIST.filter(
  (e) => e.clientWrites === 'create' && !(PORTAL_WRITABLE as readonly string[]).includes(e.name),
).map((e) => e.name as WritableEntity);

let t: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
let parents: Awaited<ReturnType<typeof createParents>>;
let device: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  account = await createAccount(t.db, t.tokens, 'entity-lists');
  parents = await createParents(t, account.token);
  device = await createTestClient({
    fetchApp: (r) => t.app.fetch(r),
    user: sessionUserOf(account),
    token: account.token,
  });
});
afterAll(async () => {
  await device?.close();
  await t?.close();
});

/** The ids PostgreSQL holds, live, per entity, for this firm. */
async function serverIds(): Promise<Map<string, string[]>> {
  const rows = await t.db.query<{ entity: string; id: string }>(
    'select entity, id from records where organization = $1 and deleted_at is null order by id',
    [account.organization._id],
  );
  const byEntity = new Map<string, string[]>();
  for (const r of rows) byEntity.set(r.entity, [...(byEntity.get(r.entity) ?? []), r.id]);
  return byEntity;
}

describe('entity lists', () => {
  it('gives the device an IndexedDB store per entity, with an estate index on each one under an estate', async () => {
    const db = new LocalDb(`entity-lists-${uuidv7()}`, { indexedDB, IDBKeyRange });
    await db.open();
    db.close();
    // Read back from IndexedDB itself, not from Dexie's declaration.
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(db.name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = [...raw.objectStoreNames];
    const indexes = (store: string) => [...raw.transaction(store).objectStore(store).indexNames];
    for (const entity of names) expect(stores, `store ${entity}`).toContain(entity);
    // A scope change drops an estate's records by this index (src/sync/drop-matters.ts); the conflict
    // log is found by the record it names, and dropped by its own rule.
    for (const e of ENTITY_LIST.filter((x) => x.estateScoped && x.name !== 'conflicts'))
      expect(indexes(e.name), `${e.name} by estate`).toContain('estate');
    raw.close();
    await db.delete();
  });

  it('answers a REST collection for each entity the firm creates, kept in PostgreSQL under its name', async () => {
    const created = new Map<string, string>();
    for (const entity of collections) {
      const res = await t.request('POST', `/api/${entity}`, {
        token: account.token,
        body: validBody(entity, parents),
      });
      expect(res.status, `POST /api/${entity}`).toBe(201);
      const id = (await res.json()).data._id as string;
      created.set(entity, id);
      const list = await t.request('GET', `/api/${entity}`, { token: account.token });
      expect(list.status, `GET /api/${entity}`).toBe(200);
      expect((await list.json()).map((r: { _id: string }) => r._id)).toContain(id);
    }
    // The rows themselves: each record is stored under its entity's registry name.
    const held = await serverIds();
    for (const [entity, id] of created) expect(held.get(entity), entity).toContain(id);
    // And no row of this firm is of an entity the registry does not know.
    for (const entity of held.keys()) expect(names).toContain(entity);
  });

  it('pulls every entity the server holds onto the device, each into its own table', async () => {
    // A value lost to a colleague's edit is kept as a conflict record: an update from an old version.
    const estate = (
      await (await t.request('GET', `/api/estates/${parents.estate}`, { token: account.token })).json()
    ).data;
    await t.request('PUT', `/api/estates/${parents.estate}`, {
      token: account.token,
      body: { notes: 'Changed by a colleague' },
    });
    const stale = await t.request('POST', '/api/sync/push', {
      token: account.token,
      body: {
        clientId: uuidv7(),
        mutations: [
          {
            seq: 1,
            mutationId: uuidv7(),
            entity: 'estates',
            entityId: parents.estate,
            op: 'update',
            baseVersion: estate.version,
            patch: { notes: 'Mine' },
          },
        ],
      },
    });
    expect(stale.status).toBe(200);
    for (let i = 0; i < 3; i++) await device.engine.syncNow();

    const held = await serverIds();
    // Every entity but a beneficiary's approvals (written from a portal this firm has none of) is held.
    expect([...held.keys()].sort()).toEqual(names.filter((e) => e !== 'approvals').sort());
    for (const entity of names) {
      const local = (await device.db.table_(entity).toArray()).filter((r) => !r.deletedAt).map((r) => r._id);
      expect(local.sort(), entity).toEqual(held.get(entity) ?? []);
    }
  });

  it('exports every entity of an estate but the firm’s people, approvals and conflict log', async () => {
    const { records, contents, documentsWithoutContent } = await collectExport(
      createDataTransfer(device.db),
      parents.estate,
    );
    const zip = unzipSync(
      await buildExportZip({
        scope: { kind: 'estate', estateId: parents.estate, estateName: 'Estate of Jane Doe' },
        records,
        contents,
        documentsWithoutContent,
        now: new Date('2026-11-26T15:00:00Z'),
      }),
    );
    const inZip = Object.keys(zip)
      .map((path) => /^records\/(\w+)\.json$/.exec(path)?.[1])
      .filter((e) => e !== undefined);
    const staysBehind: readonly EntityName[] = ['users', 'organizations', 'approvals', 'conflicts'];
    expect(inZip.sort()).toEqual(names.filter((e) => !staysBehind.includes(e)).sort());
    // Each file holds the estate's records of that entity, as the device holds them.
    const held = await serverIds();
    for (const entity of inZip) {
      const ids = (JSON.parse(new TextDecoder().decode(zip[`records/${entity}.json`])) as { _id: string }[])
        .map((r) => r._id)
        .sort();
      expect(ids.length, entity).toBeGreaterThan(0);
      for (const id of ids) expect(held.get(entity), entity).toContain(id);
    }
  });
});
