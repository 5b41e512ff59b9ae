import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../domain/ids.ts';
import { MUTATORS } from '../domain/mutators/index.ts';
import type { Change, PushRequest, RecordsRequest } from '../domain/schemas/sync.ts';
import type { LocalDb } from '../store/db.ts';
import { runMutator } from '../store/mutate.ts';
import { signedInDb } from '../store/signed-in-db.ts';
import { fetchHttp } from './http.ts';
import { pushOutbox } from './push.ts';

let db: LocalDb;
const organization = uuidv7();

beforeEach(async () => {
  db = await signedInDb(
    'restore-rejected',
    { indexedDB, IDBKeyRange },
    { organization: { _id: organization, name: 'Firm' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });

/**
 * A server that refuses every named action and answers reads of records with `held`: what each
 * request was, so the test counts them.
 */
function refusingServer(held: Map<string, Change>, recordsOffline = false) {
  const requests: { method: string; path: string; body?: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://device.test');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    if (url.pathname === '/api/sync/push') {
      const { mutations } = body as PushRequest;
      return json({
        lastSeq: mutations.at(-1)!.seq,
        results: mutations.map((m) => ({
          seq: m.seq,
          mutationId: m.mutationId,
          status: 'rejected',
          reason: 'The ids are another firm’s',
        })),
      });
    }
    if (url.pathname === '/api/sync/records') {
      if (recordsOffline) throw new TypeError('Failed to fetch');
      return json((body as RecordsRequest).records.map(({ id }) => held.get(id) ?? null));
    }
    return new Response(null, { status: 404 });
  };
  return {
    requests,
    http: fetchHttp({ getToken: async () => 'token', fetch: fetch as typeof globalThis.fetch }),
  };
}

describe('a refused action put back on the device', () => {
  it('reads every record it wrote in one request, and shows the server’s records again', async () => {
    // A file the server holds, which the import also wrote, and 999 records the server never had.
    const kept = uuidv7();
    await runMutator(db, MUTATORS.createOne, {
      entity: 'files',
      id: kept,
      fields: { name: 'On the server' },
    });
    await db.outbox.clear();
    const records = [
      { entity: 'files' as const, id: kept, fields: { name: 'Renamed by the import' } },
      ...Array.from({ length: 999 }, (_, i) => ({
        entity: 'files' as const,
        id: uuidv7(),
        fields: { name: `Imported file ${i + 1}` },
      })),
    ];
    await runMutator(db, MUTATORS.importRecords, { records });
    expect(await db.files.count()).toBe(1000);
    const server = refusingServer(
      new Map([
        [
          kept,
          {
            entity: 'files',
            id: kept,
            version: 4,
            deleted: false,
            data: { _id: kept, organization, name: 'On the server', version: 4 },
          },
        ],
      ]),
    );

    await pushOutbox({ db, http: server.http, batchSize: 1000, now: () => new Date() });

    // One push, then one read of all 1,000 records (it was one GET per record).
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/sync/push',
      'POST /api/sync/records',
    ]);
    expect((server.requests[1]!.body as RecordsRequest).records).toHaveLength(1000);
    expect(await db.files.count()).toBe(1);
    expect(await db.files.get(kept)).toMatchObject({ name: 'On the server', version: 4 });
    const rejected = await db.rejected.toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ restored: true, reason: 'The ids are another firm’s' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the rejected row to restore later when the read gets no answer', async () => {
    await runMutator(db, MUTATORS.importRecords, {
      records: [{ entity: 'files', id: uuidv7(), fields: { name: 'Imported' } }],
    });
    const server = refusingServer(new Map(), true);
    await pushOutbox({ db, http: server.http, batchSize: 1000, now: () => new Date() });
    expect((await db.rejected.toArray())[0]?.restored).toBeUndefined();
    expect(await db.files.count()).toBe(1);
  });
});
