import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

/**
 * An address in use in another firm is never named as such (docs/behaviour.md#people): inviting it
 * answers as for a new address, and changing one's email to it, or registering with it, refuses
 * without saying it is in use. Within the firm, the answers may say so.
 */
let t: TestApp;
let firm: Awaited<ReturnType<typeof createAccount>>;
let person: Awaited<ReturnType<typeof createAccount>>;
let elsewhere: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  firm = await createAccount(t.db, t.tokens, 'enum');
  elsewhere = await createAccount(t.db, t.tokens, 'enum-other');
  person = await createAccount(t.db, t.tokens, 'enum-person');
});
afterAll(() => t.close());

const SAYS_IN_USE = /already|in use|signs in|exists/i;
const fresh = () => `fresh-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

async function call(method: string, path: string, body: unknown, token?: string) {
  const res = await t.request(method, path, { body, ...(token ? { token } : {}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('answers about an email address', () => {
  it('an invitation to another firm’s address answers as one to a new address; the firm’s own is named', async () => {
    const invite = (email: string) =>
      call('POST', '/api/people/invitations', { name: 'Someone', email, role: 'Staff' }, firm.token);
    const unused = await invite(fresh());
    const other = await invite(elsewhere.email);
    expect(other.status).toBe(unused.status);
    expect(other.body.message).toBe(unused.body.message);
    expect(JSON.stringify(other.body)).not.toMatch(SAYS_IN_USE);
    const own = await invite(firm.email);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/in your firm/);
  });

  it('changing one’s email to another firm’s address is refused without saying why', async () => {
    const change = (email: string) =>
      call('POST', '/api/account/email', { email, password: person.password }, person.token);
    const other = await change(elsewhere.email);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).not.toMatch(SAYS_IN_USE);
    expect((other.body.errors as Record<string, string[]>).email).toHaveLength(1);
    // Nothing changed: the person still signs in with their own address.
    const login = await call('POST', '/api/auth/login', {
      email: person.email,
      password: person.password,
    });
    expect(login.status).toBe(200);
  });

  it('registering with an address in use names no account', async () => {
    const res = await call('POST', '/api/auth/register', {
      name: 'Someone',
      email: elsewhere.email,
      password: 'a long enough password here',
      organizationName: 'Probe LLP',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(SAYS_IN_USE);
  });
});
