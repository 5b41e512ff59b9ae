import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { explainRefusal } from '../../src/domain/rules/permissions.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';

/**
 * The firm's table of court offices (docs/behaviour.md#court-offices) is a field of the firm's
 * organization record: an Admin changes it through sync; anyone else is refused and the record is
 * left as it was; an invalid table is refused with the schema's words.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAccount>>;
let staffToken: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createAccount(t.db, t.tokens, 'court-offices');
  const actor = { userId: admin.user._id, organization: admin.organization._id, role: 'Admin' as const };
  const staff = await t.db.transaction((tx) =>
    createUser(tx, actor, {
      name: 'Staff person',
      email: `staff-offices-${Date.now()}@example.com`,
      role: 'Staff',
      password: 'a long enough password',
    }),
  );
  staffToken = await t.tokens.sign({ sub: staff._id, org: admin.organization._id });
});
afterAll(() => t.close());

const dataOf = async () =>
  (
    await t.db.query<{ version: string; data: Record<string, unknown> }>(
      'select version, data from records where id = $1',
      [admin.organization._id],
    )
  )[0];

async function push(token: string, courtOffices: unknown) {
  const before = await dataOf();
  const res = await t.request('POST', '/api/sync/push', {
    token,
    body: {
      clientId: uuidv7(),
      mutations: [
        {
          seq: 1,
          mutationId: uuidv7(),
          entity: 'organizations',
          entityId: admin.organization._id,
          op: 'update',
          patch: { courtOffices },
          baseVersion: Number(before?.version),
        },
      ],
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()).data.results[0];
}

const BRAMPTON = { name: 'Brampton', address: '7755 Hurontario Street, Brampton, Ontario' };

describe('the firm’s table of court offices', () => {
  it('an Admin saves it, and it is kept on the firm’s record', async () => {
    expect(await push(admin.token, [BRAMPTON])).toMatchObject({ status: 'applied' });
    expect((await dataOf())?.data.courtOffices).toEqual([BRAMPTON]);
  });

  it('Staff are refused, and the table stays as it was', async () => {
    const before = await dataOf();
    expect(await push(staffToken, [{ name: 'Toronto', address: '330 University Avenue' }])).toMatchObject({
      status: 'rejected',
      reason: explainRefusal('Staff', 'update', 'organizations'),
    });
    expect(await dataOf()).toEqual(before);
  });

  it('an office listed twice, or without its address, is refused with why', async () => {
    const twice = await push(admin.token, [BRAMPTON, { ...BRAMPTON, name: 'brampton' }]);
    expect(twice.status).toBe('rejected');
    expect(JSON.stringify(twice)).toContain('Each court office is listed once');
    const bare = await push(admin.token, [{ name: 'Milton', address: '' }]);
    expect(bare.status).toBe('rejected');
    expect(JSON.stringify(bare)).toContain('Court office address is required');
    expect((await dataOf())?.data.courtOffices).toEqual([BRAMPTON]);
  });
});
