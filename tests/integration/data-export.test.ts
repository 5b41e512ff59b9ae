import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/demo/seed.ts';
import { buildExportZip } from '../../src/features/data-export/build-export.ts';
import { collectExport, toExported } from '../../src/features/data-export/collect.ts';
import {
  EXPORT_ENTITIES,
  type ExportedRecord,
  type ExportScope,
} from '../../src/features/data-export/format.ts';
import { importExport } from '../../src/features/data-export/run-import.ts';
import { createDataTransfer } from '../../src/store/data-transfer.ts';
import type { LocalRecord, SessionUser } from '../../src/store/types.ts';
import { createAccount, sessionUserOf } from '../helpers/accounts.ts';
import { signIn } from '../helpers/sessions.ts';
import { createTestClient, type TestClient } from '../helpers/sync-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 31, export and import: the demo's Chen estate and the whole demo firm, exported on a device
 * from its local store, imported on a device of a firm on another installation (with new ids, and
 * with kept ids), synced: every record is equal (but for its id when new ids were chosen), every
 * document's bytes are, and nothing of the source firm's people comes along.
 */
const NOW = new Date('2026-11-26T15:00:00Z');
const clients: TestClient[] = [];
const apps: TestApp[] = [];
let source: TestApp;
let sourceDevice: TestClient;
let sourceToken: string;
const uploaded = new Map<string, Uint8Array>();

afterAll(async () => {
  for (const c of clients) await c.close();
  for (const a of apps) await a.close();
});

async function device(app: TestApp, user: SessionUser, token: string) {
  const client = await createTestClient({ fetchApp: (r) => app.app.fetch(r), user, token });
  clients.push(client);
  return client;
}

async function syncWhole(client: TestClient) {
  for (let i = 0; i < 5; i++) await client.engine.syncNow();
  expect(await client.db.outbox.count()).toBe(0);
  expect(await client.db.rejected.count()).toBe(0);
}

beforeAll(async () => {
  source = await startTestApp();
  apps.push(source);
  const { organizationId } = await seedDemo(source.db, NOW);
  const [admin] = await source.db.query<{ user_id: string }>(
    "select user_id from credentials where email = 'demo@example.com'",
  );
  sourceToken = await signIn(source.db, source.tokens, { sub: admin!.user_id, org: organizationId });
  // Contents for three of the Chen estate's documents, on the server only: the exporting device
  // fetches them; a fourth is uploaded from the device itself and held there.
  const docs = await source.db.query<{ id: string }>(
    `select r.id from records r join records e on e.id = (r.data ->> 'estate')::uuid
      where r.entity = 'documents' and e.data ->> 'estateName' = 'Estate of Margaret Chen' order by r.id limit 3`,
  );
  for (const { id } of docs) {
    const bytes = new Uint8Array(randomBytes(50_000 + uploaded.size));
    const res = await source.request('PUT', `/api/documents/${id}/content`, {
      token: sourceToken,
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(res.status).toBe(200);
    uploaded.set(id, bytes);
  }
  const user: SessionUser = {
    _id: admin!.user_id,
    id: admin!.user_id,
    name: 'Admin',
    email: 'demo@example.com',
    role: 'Admin',
    organization: { _id: organizationId, name: 'Harbourview Estates Law LLP' },
  };
  sourceDevice = await device(source, user, sourceToken);
  await syncWhole(sourceDevice);
});

const fetchFromSource = async (doc: ExportedRecord) => {
  const res = await source.request('GET', `/api/documents/${doc._id}/content`, { token: sourceToken });
  if (!res.ok) return null;
  return {
    documentId: doc._id,
    fileName: String(doc.fileName ?? doc.title),
    mimeType: String(doc.mimeType ?? 'application/octet-stream'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
};

async function exportFrom(estateId: string | undefined, scope: ExportScope) {
  const collected = await collectExport(createDataTransfer(sourceDevice.db), estateId, fetchFromSource);
  const zip = await buildExportZip({ scope, ...collected, now: NOW });
  return { ...collected, zip };
}

/** A fresh installation with one new firm, its Admin's device synced. */
async function freshInstallation() {
  const app = await startTestApp();
  apps.push(app);
  const account = await createAccount(app.db, app.tokens, 'importer');
  const client = await device(app, sessionUserOf(account), account.token);
  await syncWhole(client);
  return { app, account, client };
}

/** The records a device that never saw the import pulls from the server, exported as the source's were. */
async function pulledBy(target: Awaited<ReturnType<typeof freshInstallation>>) {
  const reader = await device(target.app, sessionUserOf(target.account), target.account.token);
  await syncWhole(reader);
  const byId = new Map<string, { entity: string; record: ExportedRecord }>();
  for (const entity of EXPORT_ENTITIES)
    for (const r of (await reader.db.table_(entity).toArray()) as LocalRecord[])
      byId.set(r._id, { entity, record: toExported(entity, r) });
  return byId;
}

const renamed = (value: unknown, ids: ReadonlyMap<string, string>): unknown =>
  typeof value === 'string'
    ? (ids.get(value) ?? value)
    : Array.isArray(value)
      ? value.map((v) => renamed(v, ids))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, ids)]))
        : value;

async function contentOn(app: TestApp, token: string, id: string) {
  const res = await app.request('GET', `/api/documents/${id}/content`, { token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('export and import round trip', { timeout: 240_000 }, () => {
  it('the whole demo firm, imported with new ids into a fresh installation: every record and document equal', async () => {
    const exported = await exportFrom(undefined, {
      kind: 'firm',
      organizationName: 'Harbourview Estates Law LLP',
    });
    expect(exported.records.estates.length).toBe(9);
    // Every document with a file carries it: the demo's own (each has a PDF) and those uploaded here.
    const withFiles = exported.records.documents.filter((d) => d.hasContent === true).map((d) => d._id);
    for (const id of uploaded.keys()) expect(withFiles).toContain(id);
    expect(withFiles.length).toBeGreaterThan(uploaded.size);
    expect(exported.contents.map((c) => c.documentId).sort()).toEqual(withFiles.sort());
    expect(exported.documentsWithoutContent).toEqual([]);

    const target = await freshInstallation();
    const outcome = await importExport(createDataTransfer(target.client.db), exported.zip, 'new');
    const total = EXPORT_ENTITIES.reduce((n, e) => n + exported.records[e].length, 0);
    expect(outcome.records).toBe(total);
    // One named action in the outbox: the server applies the import whole or not at all.
    const queued = await target.client.db.outbox.toArray();
    expect(queued.map((row) => row.mutator?.name)).toEqual(['importRecords']);
    await syncWhole(target.client);
    expect(await target.client.db.blobs.where('state').equals('pending').count()).toBe(0);

    const pulled = await pulledBy(target);
    for (const entity of EXPORT_ENTITIES)
      for (const record of exported.records[entity]) {
        const newId = outcome.ids.get(record._id)!;
        expect(newId).not.toBe(record._id);
        const found = pulled.get(newId);
        expect(found?.entity).toBe(entity);
        const { _id, ...fields } = renamed(record, outcome.ids) as ExportedRecord;
        expect(found!.record).toEqual({ _id: newId, ...fields });
      }
    for (const [id, bytes] of uploaded)
      expect(
        Buffer.from(await contentOn(target.app, target.account.token, outcome.ids.get(id)!)).equals(
          Buffer.from(bytes),
        ),
      ).toBe(true);
    // Nothing of the source firm's people: the new firm has its one Admin, and no file names members.
    const users = await target.app.db.query("select id from records where entity = 'users'");
    expect(users).toHaveLength(1);
    for (const { record } of pulled.values()) expect(record.members).toBeUndefined();
  });

  it('one estate, imported with kept ids: the same records under the same ids, documents equal', async () => {
    const [chen] = await source.db.query<{ id: string }>(
      "select id from records where entity = 'estates' and data ->> 'estateName' = 'Estate of Margaret Chen'",
    );
    const exported = await exportFrom(chen!.id, {
      kind: 'estate',
      estateId: chen!.id,
      estateName: 'Estate of Margaret Chen',
    });
    expect(exported.records.estates.map((e) => e._id)).toEqual([chen!.id]);
    expect(exported.records.files).toHaveLength(1);
    expect(exported.records.transactions.length).toBeGreaterThan(10);
    for (const entity of EXPORT_ENTITIES)
      for (const r of exported.records[entity])
        if (entity !== 'files' && entity !== 'estates') expect(r.estate).toBe(chen!.id);

    const target = await freshInstallation();
    await importExport(createDataTransfer(target.client.db), exported.zip, 'keep');
    await syncWhole(target.client);
    const pulled = await pulledBy(target);
    for (const entity of EXPORT_ENTITIES)
      for (const record of exported.records[entity]) expect(pulled.get(record._id)?.record).toEqual(record);
    for (const [id, bytes] of uploaded)
      expect(
        Buffer.from(await contentOn(target.app, target.account.token, id)).equals(Buffer.from(bytes)),
      ).toBe(true);

    // The same export again with kept ids is refused before anything is written; with new ids it is a copy.
    await expect(importExport(createDataTransfer(target.client.db), exported.zip, 'keep')).rejects.toThrow(
      /already here/,
    );
    const copy = await importExport(createDataTransfer(target.client.db), exported.zip, 'new');
    expect(copy.records).toBe(pulled.size);
    await syncWhole(target.client);
  });

  it('another firm on the same server importing with kept ids is refused whole: the ids are the first firm’s', async () => {
    const [chen] = await source.db.query<{ id: string }>(
      "select id from records where entity = 'estates' and data ->> 'estateName' = 'Estate of Margaret Chen'",
    );
    const exported = await exportFrom(chen!.id, { kind: 'estate', estateId: chen!.id, estateName: 'Chen' });
    const other = await createAccount(source.db, source.tokens, 'other-firm');
    const otherDevice = await device(source, sessionUserOf(other), other.token);
    await otherDevice.engine.syncNow();
    await importExport(createDataTransfer(otherDevice.db), exported.zip, 'keep');
    for (let i = 0; i < 3; i++) await otherDevice.engine.syncNow();
    expect(await otherDevice.db.rejected.count()).toBe(1);
    const written = await source.db.query(
      "select id from records where organization = $1 and entity <> 'users' and entity <> 'organizations'",
      [other.organization._id],
    );
    expect(written).toEqual([]);
    // The first firm's estate is as it was.
    const [still] = await source.db.query<{ organization: string }>(
      'select organization from records where id = $1',
      [chen!.id],
    );
    expect(still!.organization).not.toBe(other.organization._id);
  });

  it('refuses a damaged or foreign file with a clear message and writes nothing', async () => {
    const exported = await exportFrom(undefined, {
      kind: 'firm',
      organizationName: 'Harbourview Estates Law LLP',
    });
    const target = await freshInstallation();
    const transfer = createDataTransfer(target.client.db);
    const damaged = new Uint8Array(exported.zip);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    await expect(importExport(transfer, damaged, 'new')).rejects.toThrow(
      /damaged|not a readable zip|not JSON/,
    );
    await expect(importExport(transfer, new TextEncoder().encode('hello'), 'new')).rejects.toThrow(
      /not an export/,
    );
    expect(await target.client.db.outbox.count()).toBe(0);
    expect(await target.client.db.estates.count()).toBe(0);
  });
});
