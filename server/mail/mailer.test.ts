import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTokens } from '../../tests/helpers/sessions.ts';
import { type Received, startSmtpInbox } from '../../tests/helpers/smtp-inbox.ts';
import { createAccount, TEST_SECRET } from '../../tests/helpers/test-app.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';
import { createTokens } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';
import { createSmtpMailer } from './mailer.ts';

/** Invitations and reset links by email (docs/architecture.md#people), through a real SMTP server. */

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let port = 0;
let inbox: Received[] = [];
let db: Db;
let app: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  port = smtp.port;
  inbox = smtp.inbox;
  db = await openTestDb();
  const tokens = testTokens(db, createTokens(TEST_SECRET, 3600));
  app = createApp({
    db,
    tokens,
    mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Estates <no-reply@example.com>'),
    publicUrl: 'https://estates.example.com',
  });
  admin = await createAccount(db, tokens, 'mail');
});
afterAll(async () => {
  await smtp.close();
  await db.close();
});

const call = (method: string, path: string, body?: unknown, token?: string) =>
  app.request(path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** The link in a received mail's text (quoted-printable soft breaks joined). */
const linkIn = (raw: string, kind: 'invite' | 'reset') => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`https://estates\\.example\\.com/${kind}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
};

describe('mail', () => {
  it('emails the invitation; the link read from the mail is accepted', async () => {
    const email = `mailed-${Date.now()}@example.com`;
    const res = await call(
      'POST',
      '/api/people/invitations',
      { name: 'Morgan Mail', email, role: 'Staff' },
      admin.token,
    );
    expect(res.status).toBe(201);
    const issued = (await res.json()).data;
    expect(issued.emailed).toBe(true);
    // Mailed, so the Admin is not shown the link.
    expect(issued.link).toBeUndefined();
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('no-reply@example.com');
    expect(mail?.raw).toMatch(/Subject: Your invitation to mail LLP/);
    const token = linkIn(mail?.raw ?? '', 'invite');
    expect(token).toBeTruthy();
    const accepted = await call('POST', `/api/invitations/${token}/accept`, {
      name: 'Morgan Mail',
      password: 'tangerine orbit quiet lantern',
    });
    expect(accepted.status).toBe(201);
    const people = (await (await call('GET', '/api/people', undefined, admin.token)).json()).data;
    expect(people.people.map((p: { email: string }) => p.email)).toContain(email);
  });

  it('emails a reset link to the person', async () => {
    const people = (await (await call('GET', '/api/people', undefined, admin.token)).json()).data;
    const person = people.people.find((p: { name: string }) => p.name === 'Morgan Mail');
    const res = await call('POST', `/api/people/${person.id}/reset-link`, undefined, admin.token);
    expect((await res.json()).data).toMatchObject({ emailed: true });
    const mail = inbox.filter((m) => m.to.includes(person.email)).at(-1);
    const token = linkIn(mail?.raw ?? '', 'reset');
    expect(token).toBeTruthy();
    const done = await call('POST', `/api/password-resets/${token}`, {
      password: 'violet harbour cobalt meadow',
    });
    expect(done.status).toBe(200);
  });

  it('falls back to showing the link when the mail server cannot be reached', async () => {
    const tokens = testTokens(db, createTokens(TEST_SECRET, 3600));
    const broken = createApp({ db, tokens, mailer: createSmtpMailer('smtp://127.0.0.1:1', 'x@example.com') });
    const res = await broken.request('/api/people/invitations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ name: 'No Mail', email: `nomail-${Date.now()}@example.com`, role: 'Staff' }),
    });
    const issued = (await res.json()).data;
    expect(issued.emailed).toBe(false);
    expect(issued.link).toMatch(/\/invite\//);
  });
});
