import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

/**
 * After a named action the push reads the writer's scope again when the action can change it
 * (docs/architecture.md#scopes): an Estate Attorney's import that creates a file walled off from
 * them leaves the later changes of the same push judged on the scope without that file.
 */
let t: TestApp;
let org: string;
let adminToken: string;
let attorney: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.db, t.tokens, 'scope-reread');
  org = account.organization._id;
  adminToken = account.token;
  const id = uuidv7();
  await t.db.transaction((tx) =>
    createUser(
      tx,
      { userId: id, organization: org, role: 'Admin' },
      {
        id,
        name: 'Attorney',
        email: `attorney-${id}@example.com`,
        role: 'Estate Attorney',
        password: 'correct horse battery staple',
      },
    ),
  );
  attorney = { id, token: await t.tokens.sign({ sub: id, org }) };
});
afterAll(() => t.close());

const push = async (token: string, mutations: PushMutation[]) => {
  const res = await t.request('POST', '/api/sync/push', { token, body: { clientId: uuidv7(), mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { results: { status: string; reason?: string }[] } }).data.results;
};

const importOf = (seq: number, records: { entity: string; id: string; fields: Record<string, unknown> }[]) =>
  ({ seq, mutationId: uuidv7(), name: 'importRecords', args: { records }, bases: {} }) as PushMutation;

const renameOf = (seq: number, file: string): PushMutation => ({
  seq,
  mutationId: uuidv7(),
  entity: 'files',
  entityId: file,
  op: 'update',
  patch: { name: 'Renamed after the wall' },
  baseVersion: 0,
});

const fileName = async (id: string) =>
  (await t.db.query<{ name: string }>(`select data ->> 'name' as name from records where id = $1`, [id]))[0]
    ?.name;

describe('a push after a named action that walls a file', () => {
  it('judges the later change on the new scope: the file walled off from the writer is unknown', async () => {
    const file = uuidv7();
    const imported = importOf(1, [
      {
        entity: 'files',
        id: file,
        fields: { name: 'Walled on import', status: 'active', restricted: true, members: [] },
      },
    ]);
    const results = await push(attorney.token, [imported, renameOf(2, file)]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(results[1]!.reason).toBe('Not found');
    expect(await fileName(file)).toBe('Walled on import');
  });

  it('a writer who is a member keeps writing under the file in the same push', async () => {
    const file = uuidv7();
    const imported = importOf(1, [
      {
        entity: 'files',
        id: file,
        fields: { name: 'Walled with me', status: 'active', restricted: true, members: [attorney.id] },
      },
    ]);
    const results = await push(attorney.token, [imported, renameOf(2, file)]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await fileName(file)).toBe('Renamed after the wall');
  });

  it('an Admin, who sees every file, is not walled off by the import', async () => {
    const file = uuidv7();
    const imported = importOf(1, [
      {
        entity: 'files',
        id: file,
        fields: { name: 'Walled', status: 'active', restricted: true, members: [] },
      },
    ]);
    const results = await push(adminToken, [imported, renameOf(2, file)]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});
