import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import type { Mail } from '../mail/mailer.ts';

/**
 * Sign-up when the server sends mail (docs/behaviour.md#sign-up-by-email): an address in use and a
 * free one get the same answer, the email tells its owner which, and only the link with the
 * password chosen makes the firm.
 */
let t: TestApp;
let clock = new Date('2026-11-29T12:00:00Z');
const inbox: Mail[] = [];
let failing = false;
let existing: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  t = await startTestApp(() => clock, {
    mailer: {
      async send(mail) {
        if (failing) throw new Error('mail server down');
        inbox.push(mail);
      },
    },
    // The limit per address of the network (10 an hour) is not what this file tests.
    limits: { registerPerAddress: { scope: 'register-address', max: 1000, windowSeconds: 3600 } },
  });
  existing = await createAccount(t.db, t.tokens, 'sign-up-existing');
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password for a firm';
const fresh = () => `new-${Math.random().toString(36).slice(2)}@example.com`;

interface Answer {
  message?: string;
  errors?: Record<string, string[]>;
  data?: { token?: string; [key: string]: unknown };
}

async function call(method: string, path: string, body?: unknown) {
  const res = await t.request(method, path, body === undefined ? {} : { body });
  return { status: res.status, body: (await res.json()) as Answer };
}
const signUp = (email: string, password = PASSWORD) =>
  call('POST', '/api/auth/register', { name: 'Ada Firm', email, password, organizationName: 'Ada & Co' });
const linkOf = (mail: Mail) => /\/sign-up\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
const lastMailTo = (email: string) => inbox.filter((m) => m.to === email).at(-1)!;

describe('sign-up by emailed link', () => {
  it('answers a free address and one in use alike; the mail says which, to the owner', async () => {
    const free = fresh();
    const a = await signUp(free);
    const b = await signUp(existing.email);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    // The same words but for the address echoed back.
    expect(JSON.stringify(b.body).replaceAll(existing.email, 'X')).toBe(
      JSON.stringify(a.body).replaceAll(free, 'X'),
    );
    expect(a.body.data).toEqual({ emailed: true, email: free });
    const toFree = lastMailTo(free);
    const toTaken = lastMailTo(existing.email);
    expect(linkOf(toFree)).toBeTruthy();
    expect(toFree.subject).toBe('Finish creating your firm');
    expect(linkOf(toTaken)).toBeUndefined();
    expect(toTaken.text).toMatch(/already signs in/);
    expect(toTaken.text).toMatch(/\/login/);
    // Nothing was made before the link: the new address cannot sign in yet.
    const early = await call('POST', '/api/auth/login', { email: free, password: PASSWORD });
    expect(early.status).toBe(401);
  });

  it('the link shows its firm; the password chosen, typed again, makes the firm and signs in once', async () => {
    const email = fresh();
    await signUp(email);
    const token = linkOf(lastMailTo(email))!;
    const preview = await call('GET', `/api/auth/register/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ email, name: 'Ada Firm', organizationName: 'Ada & Co' });

    const wrong = await call('POST', `/api/auth/register/${token}`, { password: 'not the one chosen' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.password).toHaveLength(1);

    const done = await call('POST', `/api/auth/register/${token}`, { password: PASSWORD });
    expect(done.status).toBe(201);
    expect(done.body.data?.user).toMatchObject({ email, role: 'Admin', organization: { name: 'Ada & Co' } });
    const me = await t.request('GET', '/api/auth/me', { token: String(done.body.data?.token) });
    expect(me.status).toBe(200);
    const login = await call('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);

    // Once: the link is spent with the firm it made.
    const again = await call('POST', `/api/auth/register/${token}`, { password: PASSWORD });
    expect(again.status).toBe(404);
    expect((await call('GET', `/api/auth/register/${token}`)).status).toBe(404);
  });

  it('a second sign-up replaces the first link; a day later the link has expired', async () => {
    const email = fresh();
    await signUp(email);
    const first = linkOf(lastMailTo(email))!;
    await signUp(email, `${PASSWORD} two`);
    const second = linkOf(lastMailTo(email))!;
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/auth/register/${first}`)).status).toBe(404);
    expect((await call('POST', `/api/auth/register/${second}`, { password: PASSWORD })).status).toBe(400);
    const before = clock;
    clock = new Date(before.getTime() + 24 * 3600 * 1000 + 1000);
    try {
      const late = await call('POST', `/api/auth/register/${second}`, { password: `${PASSWORD} two` });
      expect(late.status).toBe(410);
      expect(late.body.message).toMatch(/expired/);
    } finally {
      clock = before;
    }
    expect((await call('GET', '/api/auth/register/not-a-token')).status).toBe(404);
  });

  it('a weak password is refused before any mail; a mail that cannot go is said, for every address', async () => {
    const email = fresh();
    const sent = inbox.length;
    const weak = await signUp(email, 'short');
    expect(weak.status).toBe(400);
    expect(inbox.length).toBe(sent);
    failing = true;
    try {
      const free = await signUp(fresh());
      const taken = await signUp(existing.email);
      expect(free.status).toBe(503);
      expect(taken.status).toBe(503);
      expect(taken.body.message).toBe(free.body.message);
    } finally {
      failing = false;
    }
  });

  it('mails to one address are limited, alike for an address in use and a free one', async () => {
    const email = fresh();
    const other = await createAccount(t.db, t.tokens, 'sign-up-limit');
    for (const address of [email, other.email]) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await signUp(address)).status);
      expect(answers).toEqual([202, 202, 202, 429]);
    }
  });
});
