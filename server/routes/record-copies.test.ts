import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createParents } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * The estate's documents chosen as the application record's copies (certificateDocument,
 * priorJudgmentDocument on the court-accounts record; docs/court-forms.md#the-application-record)
 * must be documents of the same estate: another estate's is refused, another firm's is unknown.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof createAccount>>;
let b: Awaited<ReturnType<typeof createAccount>>;
type Parents = { file: string; estate: string; account: string };
let here: Parents;
const docs = {} as Record<'here' | 'other' | 'firm', string>;

async function post(token: string, entity: string, body: unknown): Promise<Response> {
  return t.request('POST', `/api/${entity}`, { token, body });
}

async function documentOf(token: string, estate: string): Promise<string> {
  const res = await post(token, 'documents', { estate, title: 'Certificate of Appointment', type: 'Other' });
  expect(res.status).toBe(201);
  return (await res.json()).data._id;
}

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t.db, t.tokens, 'copies-a');
  b = await createAccount(t.db, t.tokens, 'copies-b');
  here = await createParents(t, a.token);
  const other = await createParents(t, a.token);
  const firm = await createParents(t, b.token);
  docs.here = await documentOf(a.token, here.estate);
  docs.other = await documentOf(a.token, other.estate);
  docs.firm = await documentOf(b.token, firm.estate);
});
afterAll(() => t.close());

describe('the copies chosen for the application record', () => {
  it('are kept when they are documents of the same estate', async () => {
    const res = await post(a.token, 'courtAccounts', {
      estate: here.estate,
      certificateDocument: docs.here,
      priorJudgmentDocument: null,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({
      certificateDocument: docs.here,
      priorJudgmentDocument: null,
    });
  });

  it.each([
    ['other', /belongs to another estate/],
    ['firm', /^Unknown /],
  ] as const)('refuse a document of the %s estate, and nothing is written', async (where, message) => {
    const id = uuidv7();
    const res = await post(a.token, 'courtAccounts', {
      _id: id,
      estate: here.estate,
      certificateDocument: docs[where],
      priorJudgmentDocument: docs[where],
    });
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors.certificateDocument?.[0]).toMatch(message);
    expect(errors.priorJudgmentDocument?.[0]).toMatch(message);
    expect((await t.db.query('select 1 from records where id = $1', [id])).length).toBe(0);
  });
});
