import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import {
  ApiError,
  CLIENT_WRITABLE,
  ENDPOINTS,
  type Endpoint,
  envelope,
} from '../../src/domain/schemas/index.ts';
import { createParents, validBody, validUpdate } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { recordEndpoints } from './records.ts';

/**
 * The answers the server gives are the answers its contracts declare (and the generated document
 * and the typed client promise): each is checked against its schema, not against a copy of it.
 */
let t: TestApp;
let token: string;
let parents: { file: string; estate: string; account: string };
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  account = await createAccount(t.db, t.tokens, 'contract');
  token = account.token;
  parents = await createParents(t, token);
});
afterAll(() => t.close());

/** Calls the app and checks the answer against the endpoint's declared success schema. */
async function answers(
  endpoint: Endpoint,
  path: string,
  options: { body?: unknown; status?: number; auth?: boolean } = {},
) {
  const res = await t.request(endpoint.method.toUpperCase(), `/api/${path}`, {
    ...(options.auth === false ? {} : { token }),
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const body = await res.json();
  expect(res.status, path).toBe(options.status ?? 200);
  const schema = endpoint.list ? v.array(endpoint.response) : envelope(endpoint.response);
  const parsed = v.safeParse(schema, body);
  expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? [], path).toEqual([]);
  return body;
}

describe('answers match their declared contracts', () => {
  it('auth, users and organizations', async () => {
    await answers(ENDPOINTS.status, 'test', { auth: false });
    await answers(ENDPOINTS.login, 'auth/login', {
      body: { email: account.email, password: account.password },
      auth: false,
    });
    await answers(ENDPOINTS.register, 'auth/register', {
      body: {
        name: 'New Admin',
        email: `contract-${uuidv7()}@example.com`,
        password: 'long enough password',
        organizationName: 'Contract LLP',
      },
      status: 201,
      auth: false,
    });
    await answers(ENDPOINTS.me, 'auth/me');
    await answers(ENDPOINTS.users, 'users');
    await answers(ENDPOINTS.profile, 'users/me/profile');
    await answers(ENDPOINTS.dashboard, 'users/me/dashboard');
    await answers(ENDPOINTS.updateUser, `users/${account.user._id}`, { body: { name: 'Renamed' } });
    await answers(ENDPOINTS.organizations, 'organizations');
    await answers(ENDPOINTS.organization, 'organizations/me');
    await answers(ENDPOINTS.updateOrganization, 'organizations/me', { body: { description: 'Wills' } });
  });

  it('sign-in with the firm’s provider: what the page reads and the Admin changes', async () => {
    await answers(ENDPOINTS.oidcProviders, 'auth/oidc/providers', { auth: false });
    await answers(ENDPOINTS.oidcAccount, 'auth/oidc/account');
    await answers(ENDPOINTS.firmSignIn, 'auth/oidc/firm');
    await answers(ENDPOINTS.setFirmSignIn, 'auth/oidc/firm', {
      body: { methods: 'password', domains: ['contract.example'], recheckDays: 7 },
    });
  });

  it('people: an invitation and a reset link, from issue to the public page that opens them', async () => {
    await answers(ENDPOINTS.people, 'people');
    const invited = await answers(ENDPOINTS.invite, 'people/invitations', {
      body: { name: 'Contract Colleague', email: `colleague-${uuidv7()}@example.com`, role: 'Staff' },
      status: 201,
    });
    const invitation = String(invited.data.link).split('/invite/')[1];
    expect(invitation).toBeTruthy();
    await answers(ENDPOINTS.invitation, `invitations/${invitation}`, { auth: false });
    await answers(ENDPOINTS.acceptInvitation, `invitations/${invitation}/accept`, {
      body: { name: 'Contract Colleague', password: 'quiet harbour lantern 4817' },
      status: 201,
      auth: false,
    });
    const reset = await answers(ENDPOINTS.resetLink, `people/${account.user._id}/reset-link`, {
      status: 201,
    });
    const resetToken = String(reset.data.link).split('/reset/')[1];
    expect(resetToken).toBeTruthy();
    await answers(ENDPOINTS.passwordReset, `password-resets/${resetToken}`, { auth: false });
  });

  it('sync push, pull and record', async () => {
    const clientId = uuidv7();
    const id = uuidv7();
    const pushed = await answers(ENDPOINTS.push, 'sync/push', {
      body: {
        clientId,
        mutations: [
          { seq: 1, mutationId: 'm1', entity: 'files', entityId: id, op: 'create', patch: { name: 'Chen' } },
        ],
      },
    });
    expect(pushed.data.results[0].status).toBe('applied');
    const pulled = await answers(ENDPOINTS.pull, `sync/pull?clientId=${clientId}&limit=2`);
    expect(pulled.data.changes).toHaveLength(2);
    await answers(ENDPOINTS.record, `sync/record?entity=files&id=${id}`);
    await answers(ENDPOINTS.record, `sync/record?entity=files&id=${uuidv7()}`);
  });

  it.each(CLIENT_WRITABLE)('REST over %s', async (entity) => {
    const contract = recordEndpoints(entity);
    const created = await answers(contract.create, entity, {
      body: validBody(entity, parents),
      status: 201,
    });
    const id = created.data._id as string;
    await answers(contract.list, entity);
    await answers(contract.get, `${entity}/${id}`);
    await answers(contract.update, `${entity}/${id}`, { body: validUpdate(entity) });
    await answers(contract.remove, `${entity}/${id}`);
  });

  it('beneficiary access to an estate', async () => {
    const access = `estates/${parents.estate}/beneficiary-access`;
    const invited = await answers(ENDPOINTS.inviteBeneficiary, access, {
      body: { name: 'Contract Heir', email: 'contract.heir@example.com' },
      status: 201,
    });
    const invitation = `estates/${parents.estate}/beneficiary-invitations/${invited.data.id}`;
    await answers(ENDPOINTS.beneficiaryAccess, access);
    await answers(ENDPOINTS.resendBeneficiaryInvitation, `${invitation}/resend`);
    await answers(ENDPOINTS.cancelBeneficiaryInvitation, invitation);
  });

  it('errors answer the error envelope, with per-field messages for a bad body', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    const body = v.parse(ApiError, await res.json());
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    const missing = await t.request('GET', `/api/files/${uuidv7()}`, { token });
    expect(missing.status).toBe(404);
    expect(v.safeParse(ApiError, await missing.json()).success).toBe(true);
  });
});
