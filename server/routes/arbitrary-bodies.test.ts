import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_WRITABLE, ENTITY_FIELDS } from '../../src/domain/schemas/index.ts';
import { createParents, validBody } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

let t: TestApp;
let token: string;
const targets: { method: string; path: string; fields: readonly string[] }[] = [];

const fingerprint = async () =>
  JSON.stringify(
    await t.db.query(
      `select (select count(*) from records) as records, (select coalesce(max(version), 0) from records) as version,
              (select count(*) from history) as history, (select count(*) from credentials) as credentials`,
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.db, t.tokens, 'fuzz');
  token = account.token;
  const parents = await createParents(t, token);
  for (const entity of CLIENT_WRITABLE) {
    const res = await t.request('POST', `/api/${entity}`, { token, body: validBody(entity, parents) });
    const id = (await res.json()).data._id;
    targets.push({ method: 'POST', path: `/api/${entity}`, fields: ENTITY_FIELDS[entity] });
    targets.push({ method: 'PUT', path: `/api/${entity}/${id}`, fields: ENTITY_FIELDS[entity] });
  }
  targets.push({ method: 'PUT', path: `/api/users/${account.user._id}`, fields: ENTITY_FIELDS.users });
  targets.push({ method: 'PUT', path: '/api/organizations/me', fields: ['name', 'description'] });
  targets.push({ method: 'POST', path: '/api/auth/login', fields: ['email', 'password'] });
  targets.push({
    method: 'POST',
    path: '/api/auth/register',
    fields: ['name', 'email', 'password', 'organizationName'],
  });
});
afterAll(() => t.close());

/** Bodies that are anything at all, or objects using the endpoint's own field names with wild values. */
const bodyFor = (fields: readonly string[]) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(
      fc.constantFrom(...fields, '_id', 'organization', 'version', '__proto__', 'constructor'),
      fc.jsonValue(),
      {
        maxKeys: 6,
      },
    ),
    fc.string().map((s) => ({ raw: s })),
  );

/** One test per route family, so each has its own time budget as the API grows. */
const FAMILIES = [
  ...CLIENT_WRITABLE.map((e) => `/api/${e}`),
  '/api/users',
  '/api/organizations',
  '/api/auth',
];

describe('arbitrary JSON bodies', () => {
  for (const family of FAMILIES) {
    it(`never produce a 5xx and never change stored data when rejected (${family})`, async () => {
      const mine = targets.filter((x) => x.path === family || x.path.startsWith(`${family}/`));
      expect(mine.length).toBeGreaterThan(0);
      for (const target of mine) {
        await fc.assert(
          fc.asyncProperty(bodyFor(target.fields), async (body) => {
            const raw =
              typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1;
            const before = await fingerprint();
            const res = await t.request(target.method, target.path, {
              token,
              body: raw ? String((body as { raw: string }).raw) : body,
              headers: { 'content-type': 'application/json' },
            });
            expect(res.status, `${target.method} ${target.path} ${JSON.stringify(body)}`).toBeLessThan(500);
            if (res.status >= 400) expect(await fingerprint()).toBe(before);
            expect(res.headers.get('content-type')).toContain('application/json');
          }),
          { numRuns: 60 },
        );
      }
    });
  }
});
