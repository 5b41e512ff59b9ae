import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * A file's delete rules on the server (src/domain/delete-rules.ts): refused while it has estates,
 * naming them, by REST and by sync alike; its own documents go with it. No estate is ever left
 * pointing at a deleted file.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'file-delete');
});
afterAll(() => t.close());

const post = async (entity: string, body: Record<string, unknown>) => {
  const res = await t.request('POST', `/api/${entity}`, { token: a.token, body });
  expect(res.status).toBe(201);
  return ((await res.json()).data as { _id: string })._id;
};

const push = async (clientId: string, mutations: PushMutation[]) => {
  const res = await t.request('POST', '/api/sync/push', { token: a.token, body: { clientId, mutations } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { results: { status: string; reason?: string }[] };
};

const versionOf = async (id: string) =>
  Number(
    (await t.db.query<{ version: unknown }>('select version from records where id = $1', [id]))[0]?.version,
  );

const isLive = async (id: string) =>
  (await t.db.query('select 1 from records where id = $1 and deleted_at is null', [id])).length === 1;

/** Live estates whose file is deleted: what the rules must never leave. */
const danglingEstates = async () =>
  t.db.query<{ id: string }>(
    `select e.id from records e join records f on f.id = (e.data ->> 'file')::uuid
     where e.entity = 'estates' and e.deleted_at is null and f.deleted_at is not null and e.organization = $1`,
    [a.organization._id],
  );

describe('deleting a file', () => {
  it('by REST: refused while it has estates, naming them; then deleted with its documents', async () => {
    const file = await post('files', { name: 'Chen' });
    const estate = await post('estates', { estateName: 'Estate of Ada Chen', file: file });
    const party = await post('parties', { estate, name: 'Heir' });
    const letter = await post('documents', { file, title: 'Retainer' });

    const refused = await t.request('DELETE', `/api/files/${file}`, { token: a.token });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'This file still has the estate Estate of Ada Chen. Delete them first.',
    );
    expect(await isLive(file)).toBe(true);
    expect(await isLive(letter)).toBe(true);

    // The estate's REST delete takes what hangs under it, as the app's does.
    const gone = await t.request('DELETE', `/api/estates/${estate}`, { token: a.token });
    expect(gone.status, JSON.stringify(await gone.clone().json())).toBe(200);
    expect(await isLive(party)).toBe(false);

    expect((await t.request('DELETE', `/api/files/${file}`, { token: a.token })).status).toBe(200);
    expect(await isLive(file)).toBe(false);
    expect(await isLive(letter)).toBe(false);
    expect(await danglingEstates()).toEqual([]);
  });

  it('by sync: refused whole when a colleague added an estate the device never saw', async () => {
    const file = await post('files', { name: 'Roe' });
    const letter = await post('documents', { file, title: 'Will' });
    // Added by a colleague after the device last pulled.
    await post('estates', { estateName: 'Estate of Bo Roe', file });
    const clientId = uuidv7();
    const { results } = await push(clientId, [
      {
        seq: 1,
        mutationId: uuidv7(),
        name: 'deleteFile',
        args: { fileId: file },
        bases: { [file]: await versionOf(file), [letter]: await versionOf(letter) },
      },
    ]);
    expect(results).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reason: 'This file still has the estate Estate of Bo Roe. Delete them first.',
      }),
    ]);
    expect(await isLive(file)).toBe(true);
    expect(await isLive(letter)).toBe(true);
    expect(await danglingEstates()).toEqual([]);
  });

  it('by sync: a file with no estate goes with its documents, in one action', async () => {
    const file = await post('files', { name: 'Lee' });
    const letter = await post('documents', { file, title: 'Retainer' });
    const { results } = await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        name: 'deleteFile',
        args: { fileId: file },
        bases: { [file]: await versionOf(file), [letter]: await versionOf(letter) },
      },
    ]);
    expect(results).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect(await isLive(file)).toBe(false);
    expect(await isLive(letter)).toBe(false);
  });

  it('by an old outbox row (one record’s delete): run as the file’s delete action, never leaving an estate behind', async () => {
    const file = await post('files', { name: 'Old' });
    await post('estates', { estateName: 'Estate of Al Old', file });
    const single = async (id: string, baseVersion?: number) =>
      (
        await push(uuidv7(), [
          {
            seq: 1,
            mutationId: uuidv7(),
            entity: 'files',
            entityId: id,
            op: 'delete',
            ...(baseVersion === undefined ? {} : { baseVersion }),
          },
        ])
      ).results;
    expect(await single(file, await versionOf(file))).toEqual([
      expect.objectContaining({
        status: 'rejected',
        reason: 'This file still has the estate Estate of Al Old. Delete them first.',
      }),
    ]);
    expect(await isLive(file)).toBe(true);
    expect(await danglingEstates()).toEqual([]);

    // A file with no estate goes with its documents, as the app's delete takes them.
    const empty = await post('files', { name: 'Empty' });
    const letter = await post('documents', { file: empty, title: 'Retainer' });
    expect(await single(empty)).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect(await isLive(empty)).toBe(false);
    expect(await isLive(letter)).toBe(false);
  });

  it('by an old outbox row of an estate: its records go with it; after a colleague’s change nothing goes', async () => {
    const file = await post('files', { name: 'Ng' });
    const estate = await post('estates', { estateName: 'Estate of Cy Ng', file });
    const party = await post('parties', { estate, name: 'Heir' });
    const seen = await versionOf(estate);
    const renamed = await t.request('PUT', `/api/estates/${estate}`, {
      token: a.token,
      body: { estateName: 'Estate of Cyril Ng' },
    });
    expect(renamed.status).toBe(200);
    const single = async (baseVersion: number) =>
      (
        await push(uuidv7(), [
          { seq: 1, mutationId: uuidv7(), entity: 'estates', entityId: estate, op: 'delete', baseVersion },
        ])
      ).results;
    // Kept, the delete logged as a conflict, as a single delete against a newer change always is.
    expect(await single(seen)).toEqual([expect.objectContaining({ status: 'conflict' })]);
    expect(await isLive(estate)).toBe(true);
    expect(await isLive(party)).toBe(true);

    expect(await single(await versionOf(estate))).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect(await isLive(estate)).toBe(false);
    expect(await isLive(party)).toBe(false);
  });
});
