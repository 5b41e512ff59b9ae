import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { PushMutation } from '../../src/domain/schemas/index.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/** Named actions in a push (docs/architecture.md#mutators): applied whole or refused whole. */

let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'mutators');
});
afterAll(() => t.close());

const push = async (clientId: string, mutations: PushMutation[]) => {
  const res = await t.request('POST', '/api/sync/push', { token: a.token, body: { clientId, mutations } });
  expect(res.status).toBe(200);
  return (await res.json()).data as { lastSeq: number; results: { status: string; reason?: string }[] };
};

const create = (seq: number, entity: string, id: string, patch: Record<string, unknown>): PushMutation => ({
  seq,
  mutationId: uuidv7(),
  entity: entity as 'estates',
  entityId: id,
  op: 'create',
  patch,
});

/** An estate with a party and an account a transaction pays into, made by one client. */
async function estateWithChildren(clientId: string) {
  const ids = { estate: uuidv7(), party: uuidv7(), account: uuidv7(), payment: uuidv7() };
  const { results } = await push(clientId, [
    create(1, 'estates', ids.estate, { estateName: 'Estate of Whole' }),
    create(2, 'parties', ids.party, { estate: ids.estate, name: 'Heir' }),
    create(3, 'accounts', ids.account, { estate: ids.estate, name: 'Chequing' }),
    create(4, 'transactions', ids.payment, {
      estate: ids.estate,
      kind: 'receipt',
      type: 'interest',
      date: '2026-01-01',
      amount: 10,
      toAccount: ids.account,
    }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
  const rows = await t.db.query<{ id: string; version: unknown }>(
    'select id, version from records where id = any($1::uuid[])',
    [Object.values(ids)],
  );
  const bases = Object.fromEntries(rows.map((r) => [r.id, Number(r.version)]));
  return { ids, bases };
}

const live = async (ids: string[]) =>
  (
    await t.db.query<{ id: string }>(
      'select id from records where id = any($1::uuid[]) and deleted_at is null',
      [ids],
    )
  ).length;

describe('named actions', () => {
  it('deletes an estate and all its records in one push entry', async () => {
    const clientId = uuidv7();
    const { ids, bases } = await estateWithChildren(clientId);
    const mutationId = uuidv7();
    const { results } = await push(clientId, [
      { seq: 5, mutationId, name: 'deleteEstate', args: { estateId: ids.estate }, bases },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    expect(await live(Object.values(ids))).toBe(0);
    const history = await t.db.query<{ record_id: string }>(
      'select record_id from history where mutation_id = $1',
      [mutationId],
    );
    expect(history.map((h) => h.record_id).sort()).toEqual(Object.values(ids).sort());
  });

  it('refuses the whole delete when a colleague changed the estate since, writing nothing', async () => {
    const clientId = uuidv7();
    const { ids, bases } = await estateWithChildren(clientId);
    // A colleague's edit of the estate, from another sync client.
    const colleague = await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'estates',
        entityId: ids.estate,
        op: 'update',
        patch: { notes: 'Seen' },
        baseVersion: bases[ids.estate],
      },
    ]);
    expect(colleague.results).toMatchObject([{ status: 'applied' }]);
    const mutationId = uuidv7();
    const { results } = await push(clientId, [
      { seq: 5, mutationId, name: 'deleteEstate', args: { estateId: ids.estate }, bases },
    ]);
    expect(results).toMatchObject([
      { status: 'rejected', reason: expect.stringMatching(/changed this estate/) },
    ]);
    expect(await live(Object.values(ids))).toBe(4);
    expect(await t.db.query('select 1 from history where mutation_id = $1', [mutationId])).toEqual([]);
    // Nor is a conflict logged: the refusal is the user's to see, in needs attention.
    expect(
      await t.db.query(`select 1 from records where entity = 'conflicts' and data ->> 'mutationId' = $1`, [
        mutationId,
      ]),
    ).toEqual([]);
  });

  it('refuses a delete that would take a record the device never saw', async () => {
    const clientId = uuidv7();
    const { ids, bases } = await estateWithChildren(clientId);
    const unseen = uuidv7();
    await push(uuidv7(), [create(1, 'parties', unseen, { estate: ids.estate, name: 'Added meanwhile' })]);
    const { results } = await push(clientId, [
      { seq: 5, mutationId: uuidv7(), name: 'deleteEstate', args: { estateId: ids.estate }, bases },
    ]);
    expect(results).toMatchObject([{ status: 'rejected' }]);
    expect(await live([...Object.values(ids), unseen])).toBe(5);
  });

  it('unlinks the transactions of a deleted account in the same action', async () => {
    const clientId = uuidv7();
    const { ids, bases } = await estateWithChildren(clientId);
    const { results } = await push(clientId, [
      { seq: 5, mutationId: uuidv7(), name: 'deleteAccount', args: { accountId: ids.account }, bases },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    const [payment] = await t.db.query<{ data: Record<string, unknown> }>(
      'select data from records where id = $1',
      [ids.payment],
    );
    expect(payment?.data.toAccount).toBeNull();
    expect(await live([ids.account])).toBe(0);
  });

  /** A party with an advance paid to them, as the device saw both. */
  async function partyWithAdvance(clientId: string) {
    const { ids, bases } = await estateWithChildren(clientId);
    const advance = uuidv7();
    await push(clientId, [
      create(5, 'transactions', advance, {
        estate: ids.estate,
        kind: 'disbursement',
        type: 'cheque',
        date: '2026-02-01',
        amount: 500,
        advanceTo: ids.party,
      }),
    ]);
    return { ids, advance, bases: { ...bases, [advance]: await versionOf(advance) } };
  }
  const versionOf = async (id: string) =>
    Number(
      (await t.db.query<{ version: unknown }>('select version from records where id = $1', [id]))[0]?.version,
    );
  const dataOf = async (id: string) =>
    (await t.db.query<{ data: Record<string, unknown> }>('select data from records where id = $1', [id]))[0]
      ?.data;

  it('deletes a beneficiary and unlinks the advance paid to them in one push entry', async () => {
    const clientId = uuidv7();
    const { ids, advance, bases } = await partyWithAdvance(clientId);
    const { results } = await push(clientId, [
      {
        seq: 6,
        mutationId: uuidv7(),
        name: 'deleteRecord',
        args: { entity: 'parties', id: ids.party },
        bases: { [ids.party]: bases[ids.party] as number, [advance]: bases[advance] as number },
      },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
    expect(await live([ids.party])).toBe(0);
    // The advance keeps its amount but no longer names the party.
    expect(await dataOf(advance)).toMatchObject({ amount: 500, advanceTo: null });
  });

  const colleagueEdits = async (id: string, patch: Record<string, unknown>, baseVersion: number) => {
    const { results } = await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'transactions',
        entityId: id,
        op: 'update',
        patch,
        baseVersion,
      },
    ]);
    expect(results).toMatchObject([{ status: 'applied' }]);
  };
  const deleteParty = (
    clientId: string,
    ids: { party: string },
    advance: string,
    bases: Record<string, number>,
  ) =>
    push(clientId, [
      {
        seq: 6,
        mutationId: uuidv7(),
        name: 'deleteRecord',
        args: { entity: 'parties', id: ids.party },
        bases: { [ids.party]: bases[ids.party] as number, [advance]: bases[advance] as number },
      },
    ]);

  it('merges a colleague’s edit of another field of a record it unlinks: both stand', async () => {
    const clientId = uuidv7();
    const { ids, advance, bases } = await partyWithAdvance(clientId);
    await colleagueEdits(advance, { payee: 'Cheque 118' }, bases[advance] as number);
    const { results } = await deleteParty(clientId, ids, advance, bases);
    expect(results).toMatchObject([{ status: 'applied' }]);
    expect(await live([ids.party])).toBe(0);
    expect(await dataOf(advance)).toMatchObject({ advanceTo: null, payee: 'Cheque 118' });
  });

  it('runs again on the records as they are: an advance a colleague gave to another heir is left as it is', async () => {
    const clientId = uuidv7();
    const { ids, advance, bases } = await partyWithAdvance(clientId);
    const other = uuidv7();
    await push(uuidv7(), [create(1, 'parties', other, { estate: ids.estate, name: 'Second heir' })]);
    await colleagueEdits(advance, { advanceTo: other }, bases[advance] as number);
    const { results } = await deleteParty(clientId, ids, advance, bases);
    // The server runs the action on its own records: the advance names the party no more, so only
    // the party goes, and the colleague's change stands.
    expect(results).toMatchObject([{ status: 'applied' }]);
    expect(await live([ids.party])).toBe(0);
    expect(await dataOf(advance)).toMatchObject({ advanceTo: other });
  });

  it('refuses the whole delete when a colleague changed the record deleted: the unlinking is undone too', async () => {
    const clientId = uuidv7();
    const { ids, advance, bases } = await partyWithAdvance(clientId);
    const renamed = await push(uuidv7(), [
      {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'parties',
        entityId: ids.party,
        op: 'update',
        patch: { name: 'Heir (renamed)' },
        baseVersion: bases[ids.party],
      },
    ]);
    expect(renamed.results).toMatchObject([{ status: 'applied' }]);
    const { results } = await deleteParty(clientId, ids, advance, bases);
    expect(results).toMatchObject([
      { status: 'rejected', reason: expect.stringMatching(/changed this party since you last saw it/) },
    ]);
    // Neither half: the party stays, and the advance, unlinked first within the action, names them still.
    expect(await live([ids.party])).toBe(1);
    expect(await dataOf(advance)).toMatchObject({ advanceTo: ids.party });
  });

  it('keeps a record and its documents together: a refused record leaves no document', async () => {
    const clientId = uuidv7();
    const { ids } = await estateWithChildren(clientId);
    const doc = uuidv7();
    const asset = uuidv7();
    const { results } = await push(clientId, [
      {
        seq: 5,
        mutationId: uuidv7(),
        name: 'saveWithDocuments',
        args: {
          entity: 'assets',
          id: asset,
          // A party is no asset's estate: the record is refused, so the document must not stay.
          fields: {
            estate: ids.party,
            name: 'Deed',
            assetClass: 'other',
            fmvDoD: 1,
            valuationDate: '2026-01-01',
            details: {},
            attachments: [doc],
          },
          documents: [{ id: doc, fields: { estate: ids.estate, title: 'Deed', type: 'Other' } }],
        },
        bases: {},
      },
    ]);
    expect(results).toMatchObject([{ status: 'rejected' }]);
    expect(await t.db.query('select 1 from records where id = any($1::uuid[])', [[doc, asset]])).toEqual([]);
  });

  it('refuses an unknown action or arguments it cannot read, and goes on with the next', async () => {
    const clientId = uuidv7();
    const file = uuidv7();
    const { results, lastSeq } = await push(clientId, [
      { seq: 1, mutationId: uuidv7(), name: 'dropDatabase', args: {}, bases: {} },
      { seq: 2, mutationId: uuidv7(), name: 'deleteEstate', args: { estateId: 'not a uuid' }, bases: {} },
      create(3, 'files', file, { name: 'After', status: 'active' }),
    ]);
    expect(lastSeq).toBe(3);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect(results[0]?.reason).toMatch(/Unknown action/);
  });
});
