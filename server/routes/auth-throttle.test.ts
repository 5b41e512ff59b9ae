import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { TEST_SECRET } from '../../tests/helpers/test-app.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { type VerifyPassword, verifyPassword } from '../auth/password.ts';
import { FREE_FAILURES } from '../auth/throttle.ts';
import { createTokens } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';
import { AUTH_LIMITS } from './auth.ts';

let db: Db;
const tokens = createTokens(TEST_SECRET, 3600);
let app: ReturnType<typeof createApp>;

/** Every password check goes through here, so the tests can count them and hold them open. */
let verified = 0;
let gate: Promise<void> = Promise.resolve();
const countingVerify: VerifyPassword = async (hash, password) => {
  verified += 1;
  await gate;
  return verifyPassword(hash, password);
};

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, tokens, trustProxyHeader: 'x-forwarded-for', verifyPassword: countingVerify });
});
afterAll(() => db.close());

const post = (path: string, body: unknown, address: string) =>
  Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );
const login = (email: string, password: string, address: string) =>
  post('/api/auth/login', { email, password }, address);

describe('sign-in throttling per account', () => {
  it('counts attempts before checking passwords: the lock holds while the first ones are still being checked', async () => {
    const victim = await createAccount(db, tokens, 'race');
    verified = 0;
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    // Each from its own address, so only the account's own limit is at work.
    const wrong = Array.from({ length: 50 }, (_, i) => login(victim.email, `wrong-${i}`, `198.51.100.${i}`));
    // The allowed number of checks start and are held open: none of them has failed yet.
    await vi.waitFor(() => expect(verified).toBe(FREE_FAILURES), { timeout: 60_000, interval: 5 });
    const right = await login(victim.email, victim.password, '198.51.100.200');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    open();
    const statuses = (await Promise.all(wrong)).map((r) => r.status);
    expect(verified).toBe(FREE_FAILURES);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - (FREE_FAILURES - 1));
  });

  it('checks at most the allowed number of passwords for 50 wrong and 1 right sent at once, then refuses the right one unchecked', async () => {
    const victim = await createAccount(db, tokens, 'burst');
    verified = 0;
    gate = Promise.resolve();
    const all = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => login(victim.email, `wrong-${i}`, `192.0.2.${i}`)),
      login(victim.email, victim.password, '192.0.2.250'),
    ]);
    expect(verified).toBeLessThanOrEqual(FREE_FAILURES);
    expect(all.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(51 - FREE_FAILURES);
    const checked = verified;
    const again = await login(victim.email, victim.password, '192.0.2.251');
    expect(again.status).toBe(429);
    expect(verified).toBe(checked);
  });
});

describe('sign-in throttling per client address', () => {
  it('refuses an address that has tried many accounts, whatever it puts before our proxy’s entry, and no other address', async () => {
    const { max } = AUTH_LIMITS.loginPerAddress;
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      // The client's own X-Forwarded-For entries change; the one our proxy appends does not.
      const res = await login(`spray-${i}@example.com`, 'password1', `10.0.0.${i}, ${attacker}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(max).fill(401));
    const refused = await login('spray-last@example.com', 'password1', attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/network/);
    // Even a right password waits at that address; elsewhere the same account signs in.
    const account = await createAccount(db, tokens, 'address');
    expect((await login(account.email, account.password, attacker)).status).toBe(429);
    expect((await login(account.email, account.password, '203.0.113.8')).status).toBe(200);
    expect((await login('spray-0@example.com', 'password1', '203.0.113.8')).status).toBe(401);
  });

  it('does not count successful sign-ins against the address', async () => {
    const account = await createAccount(db, tokens, 'office');
    const office = '203.0.113.50';
    for (let i = 0; i < AUTH_LIMITS.loginPerAddress.max - 1; i++)
      expect((await login(`typo-${i}@example.com`, 'x', office)).status).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await login(account.email, account.password, office)).status).toBe(200);
    // The one slot left is still there.
    expect((await login('typo-last@example.com', 'x', office)).status).toBe(401);
    expect((await login('typo-over@example.com', 'x', office)).status).toBe(429);
  });
});

describe('registration throttling per client address', () => {
  const firm = (i: number) => ({
    name: 'New Admin',
    email: `register-${i}-${Date.now()}@example.com`,
    password: 'a long enough password',
    organizationName: `Firm ${i}`,
  });

  it('refuses new firms from one address after the limit, and not from another', async () => {
    const { max } = AUTH_LIMITS.registerPerAddress;
    const address = '198.18.0.1';
    for (let i = 0; i < max; i++)
      expect((await post('/api/auth/register', firm(i), address)).status).toBe(201);
    const refused = await post('/api/auth/register', firm(max), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ success: false });
    expect((await post('/api/auth/register', firm(max + 1), '198.18.0.2')).status).toBe(201);
  });
});
