import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * References between records (docs/architecture.md#data-model): an id a record names, directly, in
 * a list or inside its lists, must be a live record of the caller's firm and, when both belong to
 * an estate, of the same estate. Anything else is refused (400 through REST, `rejected` through
 * sync) and nothing is written.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;
let b: Awaited<ReturnType<typeof createAccount>>;
type Parents = { file: string; estate: string; account: string };
let here: Parents;
let otherEstate: Parents;
let otherFirm: Parents;
const ids = {} as Record<
  'asset' | 'party' | 'receipt' | 'payment',
  Record<'here' | 'other' | 'firm', string>
>;

async function post(token: string, entity: string, body: unknown): Promise<string> {
  const res = await t.request('POST', `/api/${entity}`, { token, body });
  if (res.status !== 201) throw new Error(`${entity}: ${res.status} ${await res.text()}`);
  return (await res.json()).data._id;
}

async function recordsOf(parents: Parents, token: string) {
  const asset = await post(token, 'assets', validBody('assets', parents));
  const party = await post(token, 'parties', validBody('parties', parents));
  const receipt = await post(token, 'transactions', validBody('transactions', parents));
  const payment = await post(token, 'transactions', {
    estate: parents.estate,
    kind: 'disbursement',
    type: 'cheque',
    date: '2026-02-02',
    amount: 50_000,
    fromAccount: parents.account,
  });
  return { asset, party, receipt, payment };
}

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'refs-a');
  b = await createAccount(t.db, t.tokens, 'refs-b');
  here = await createParents(t, a.token);
  otherEstate = await createParents(t, a.token);
  otherFirm = await createParents(t, b.token);
  const [h, o, f] = [
    await recordsOf(here, a.token),
    await recordsOf(otherEstate, a.token),
    await recordsOf(otherFirm, b.token),
  ];
  for (const key of ['asset', 'party', 'receipt', 'payment'] as const) {
    ids[key] = { here: h[key], other: o[key], firm: f[key] };
  }
});
afterAll(() => t.close());

const count = async (id: string) => (await t.db.query('select 1 from records where id = $1', [id])).length;

describe('references must stay within the estate', () => {
  const bodies = (where: 'here' | 'other' | 'firm') => ({
    liability: {
      ...validBody('liabilities', here),
      paidBy: [ids.payment.here, ...(where === 'here' ? [] : [ids.payment[where]])],
    },
    realisation: {
      ...validBody('transactions', here),
      kind: 'receipt',
      type: 'cheque',
      ledger: 'capital',
      realisesAsset: ids.asset[where],
      costsOfSale: 1_000,
    },
    advance: {
      estate: here.estate,
      kind: 'disbursement',
      type: 'cheque',
      date: '2026-03-01',
      amount: 10_000,
      advanceTo: ids.party[where],
    },
    court: {
      estate: here.estate,
      passedAccounts: {
        passedTo: '2026-01-31',
        capitalCash: 0,
        revenueCash: 0,
        assets: [{ asset: ids.asset[where], value: 100 }],
      },
      compensationTaken: [
        {
          id: uuidv7(),
          date: '2026-02-01',
          amount: 100,
          authority: 'consent',
          transaction: ids.payment[where],
          trustee: ids.party[where],
        },
      ],
      // A notice received names the person served who sent it (docs/behaviour.md#what-was-received).
      noticesReceived: [
        { id: uuidv7(), kind: 'no-objection', party: ids.party[where], received: '2026-02-01' },
      ],
    },
  });
  const routes = {
    liability: ['liabilities', ['paidBy']],
    realisation: ['transactions', ['realisesAsset']],
    advance: ['transactions', ['advanceTo']],
    court: ['courtAccounts', ['passedAccounts', 'compensationTaken', 'noticesReceived']],
  } as const;

  it('accepts records of the same estate', async () => {
    for (const [key, body] of Object.entries(bodies('here'))) {
      const [entity] = routes[key as keyof typeof routes];
      const res = await t.request('POST', `/api/${entity}`, { token: a.token, body });
      expect(`${key}: ${res.status}`).toBe(`${key}: 201`);
    }
  });

  it.each(['other', 'firm'] as const)(
    'refuses a record of the %s estate, field by field, through REST',
    async (where) => {
      const message = where === 'other' ? /belongs to another estate/ : /^Unknown /;
      for (const [key, body] of Object.entries(bodies(where))) {
        const [entity, fields] = routes[key as keyof typeof routes];
        const id = uuidv7();
        const res = await t.request('POST', `/api/${entity}`, { token: a.token, body: { ...body, _id: id } });
        expect(`${key}: ${res.status}`).toBe(`${key}: 400`);
        const { errors } = await res.json();
        for (const field of fields) expect(errors[field]?.[0], `${key} ${field}`).toMatch(message);
        expect(await count(id)).toBe(0);
      }
    },
  );

  it('refuses through sync too, and an update that moves a link to another estate’s record', async () => {
    const liability = await post(a.token, 'liabilities', bodies('here').liability);
    const version = Number(
      (await t.db.query<{ version: string }>('select version from records where id = $1', [liability]))[0]
        ?.version,
    );
    const res = await t.request('POST', '/api/sync/push', {
      token: a.token,
      body: {
        clientId: uuidv7(),
        mutations: [
          {
            seq: 1,
            mutationId: uuidv7(),
            entity: 'liabilities',
            entityId: liability,
            op: 'update',
            patch: { paidBy: [ids.payment.other] },
            baseVersion: version,
          },
        ],
      },
    });
    const { results } = (await res.json()).data;
    expect(results[0]).toMatchObject({
      status: 'rejected',
      errors: { paidBy: ['The transaction belongs to another estate'] },
    });
    const data = (
      await t.db.query<{ data: { paidBy: string[] } }>('select data from records where id = $1', [liability])
    )[0]?.data;
    expect(data?.paidBy).toEqual([ids.payment.here]);
  });
});
