import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { explainRefusal } from '../../src/domain/rules/permissions.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

/**
 * The firm's address, telephone, email and lawyers (docs/behaviour.md#firm-details) are fields of
 * the firm's organization record: an Admin changes them through sync, anyone else is refused and
 * the record is left as it was. An estate's lawyer of record must be one of the firm's lawyers.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let staffToken: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.db, t.tokens, 'firm-details');
  const actor = { userId: admin.user._id, organization: admin.organization._id, role: 'Admin' as const };
  const staff = await t.db.transaction((tx) =>
    createUser(tx, actor, {
      name: 'Staff person',
      email: `staff-firm-${Date.now()}@example.com`,
      role: 'Staff',
      password: 'a long enough password',
    }),
  );
  staffToken = await t.tokens.sign({ sub: staff._id, org: admin.organization._id });
});
afterAll(() => t.close());

const dataOf = async (id = admin.organization._id) =>
  (
    await t.db.query<{ version: string; data: Record<string, unknown> }>(
      'select version, data from records where id = $1',
      [id],
    )
  )[0];

type Mutation = { entity: string; entityId: string; op: 'create' | 'update'; patch: Record<string, unknown> };

async function push(token: string, mutations: Mutation[]) {
  const res = await t.request('POST', '/api/sync/push', {
    token,
    body: {
      clientId: uuidv7(),
      mutations: await Promise.all(
        mutations.map(async (m, i) => ({
          seq: i + 1,
          mutationId: uuidv7(),
          ...m,
          ...(m.op === 'update' ? { baseVersion: Number((await dataOf(m.entityId))?.version) } : {}),
        })),
      ),
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.results as { status: string; reason?: string; errors?: unknown }[];
}

const firmUpdate = (patch: Record<string, unknown>): Mutation => ({
  entity: 'organizations',
  entityId: admin.organization._id,
  op: 'update',
  patch,
});

const LEE = { id: uuidv7(), name: 'Jordan Lee', lsoNumber: '65432P' };
const DETAILS = {
  address: {
    line1: '200 Bay Street',
    line2: 'Suite 2400',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2J2',
  },
  telephone: '416-555-0140',
  email: 'office@harbourview.example',
  lawyers: [LEE],
};

describe('the firm’s details and lawyers', () => {
  it('an Admin saves them, and they are kept on the firm’s record', async () => {
    expect(await push(admin.token, [firmUpdate(DETAILS)])).toMatchObject([{ status: 'applied' }]);
    expect((await dataOf())?.data).toMatchObject(DETAILS);
  });

  it('Staff are refused, and the record stays as it was', async () => {
    const before = await dataOf();
    const results = await push(staffToken, [
      firmUpdate({
        telephone: '905-555-0199',
        lawyers: [...DETAILS.lawyers, { ...LEE, id: uuidv7(), lsoNumber: '1A' }],
      }),
    ]);
    expect(results).toMatchObject([
      { status: 'rejected', reason: explainRefusal('Staff', 'update', 'organizations') },
    ]);
    expect(await dataOf()).toEqual(before);
  });

  it('a lawyer without an LSO number is refused with why', async () => {
    const [result] = await push(admin.token, [firmUpdate({ lawyers: [{ ...LEE, lsoNumber: '' }] })]);
    expect(result?.status).toBe('rejected');
    expect(JSON.stringify(result)).toContain('LSO number is required');
    expect((await dataOf())?.data.lawyers).toEqual([LEE]);
  });
});

describe('an estate’s lawyer of record', () => {
  const estateId = uuidv7();

  it('is one of the firm’s lawyers; an id the firm does not list is refused', async () => {
    const [refused] = await push(staffToken, [
      {
        entity: 'estates',
        entityId: uuidv7(),
        op: 'create',
        patch: { estateName: 'Estate of X', lawyerOfRecord: uuidv7() },
      },
    ]);
    expect(refused).toMatchObject({
      status: 'rejected',
      errors: { lawyerOfRecord: ['Choose one of the firm’s lawyers'] },
    });
    const [made] = await push(staffToken, [
      {
        entity: 'estates',
        entityId: estateId,
        op: 'create',
        patch: { estateName: 'Estate of Y', lawyerOfRecord: LEE.id },
      },
    ]);
    expect(made?.status).toBe('applied');
  });

  it('a lawyer the Admin adds offline, synced in the same push before the estate names them, is accepted', async () => {
    const shah = { id: uuidv7(), name: 'Priya Shah', lsoNumber: '71234R' };
    const results = await push(admin.token, [
      firmUpdate({ lawyers: [LEE, shah] }),
      { entity: 'estates', entityId: estateId, op: 'update', patch: { lawyerOfRecord: shah.id } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await dataOf(estateId))?.data.lawyerOfRecord).toBe(shah.id);
  });

  it('an estate whose lawyer left the list can still be edited, and the lawyer cleared', async () => {
    expect(await push(admin.token, [firmUpdate({ lawyers: [LEE] })])).toMatchObject([{ status: 'applied' }]);
    const results = await push(staffToken, [
      { entity: 'estates', entityId: estateId, op: 'update', patch: { notes: 'Still acting' } },
      { entity: 'estates', entityId: estateId, op: 'update', patch: { lawyerOfRecord: null } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });
});
