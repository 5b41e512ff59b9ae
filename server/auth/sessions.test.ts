import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';
import { endSessions, REFRESH_GRACE_SECONDS } from './sessions.ts';

// Device sessions (docs/architecture.md#sessions-and-logout), on PGlite or PostgreSQL alike.

let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const TTL = 15 * 60;
const IDLE = 30 * 24 * 3600;

let admin: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let staff: { id: string; email: string; password: string };

beforeAll(async () => {
  t = await startTestApp(() => clock, { ttlSeconds: TTL, sessionIdleSeconds: IDLE });
  admin = await createAccount(t.db, t.tokens, 'sessions');
  other = await createAccount(t.db, t.tokens, 'other-firm');
  const email = `staff-${Date.now()}@example.com`;
  const password = 'staff password that is long';
  const user = await t.db.transaction((tx) =>
    createUser(
      tx,
      { userId: admin.user._id, organization: admin.organization._id, role: 'Admin' },
      { name: 'Sam Staff', email, role: 'Staff', password },
    ),
  );
  staff = { id: user._id, email, password };
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Device {
  token: string;
  cookie: string;
  setCookie: string;
}

const cookieOf = (res: Response) => {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /estate_refresh=([^;]*)/.exec(header);
  return { header, value: match?.[1] ?? '' };
};

async function signIn(email: string, password: string, userAgent = CHROME_MAC): Promise<Device> {
  const res = await t.request('POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  const { header, value } = cookieOf(res);
  return { token: (await res.json()).data.token, cookie: value, setCookie: header };
}

const refresh = (cookie: string) =>
  t.request('POST', '/api/auth/refresh', { headers: { cookie: `estate_refresh=${cookie}` } });

async function refreshed(device: Device): Promise<Device> {
  const res = await refresh(device.cookie);
  expect(res.status).toBe(200);
  const { header, value } = cookieOf(res);
  return { token: (await res.json()).data.token, cookie: value, setCookie: header };
}

const me = (token: string) => t.request('GET', '/api/auth/me', { token });
const reasonOf = async (res: Response) => ((await res.json()) as { reason?: string }).reason;

async function events(kind: string) {
  return t.db.query<{ actor_id: string | null; subject_id: string | null; detail: unknown }>(
    'select actor_id, subject_id, detail from security_events where organization = $1 and kind = $2 order by id',
    [admin.organization._id, kind],
  );
}

describe('the refresh cookie', () => {
  it('is httpOnly, SameSite=Strict and sent only to the refresh endpoint; Secure over https', async () => {
    const device = await signIn(admin.email, admin.password);
    expect(device.cookie).toMatch(/^[\w-]{43}$/);
    expect(device.setCookie).toMatch(/HttpOnly/i);
    expect(device.setCookie).toMatch(/SameSite=Strict/i);
    expect(device.setCookie).toMatch(/Path=\/api\/auth\/refresh(;|$)/);
    expect(device.setCookie).toMatch(/Max-Age=2592000/);
    // Tests talk plain http: a Secure cookie would never come back from a browser there.
    expect(device.setCookie).not.toMatch(/Secure/i);
    const https = await t.app.request('https://estates.example.com/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(cookieOf(https).header).toMatch(/Secure/);
    // The page never sees the refresh token: the answer holds only the access token and user.
    const body = JSON.stringify(await (await refreshed(device)).token);
    expect(body).not.toContain(device.cookie);
  });

  it('is never stored: only its hash is', async () => {
    const device = await signIn(admin.email, admin.password);
    const rows = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sessions where refresh_hash = $1',
      [device.cookie],
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('refresh', () => {
  it('rotates: each token works once, and an old one presented again ends the whole chain (logged)', async () => {
    const first = await signIn(admin.email, admin.password);
    const second = await refreshed(first);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(second.token)).status).toBe(200);
    const third = await refreshed(second);
    advance(REFRESH_GRACE_SECONDS + 1);
    const before = (await events('session-reuse')).length;
    // The first token again: someone copied it. The chain ends for both holders.
    const reused = await refresh(first.cookie);
    expect(reused.status).toBe(401);
    expect(await reasonOf(reused)).toBe('session-ended');
    expect(cookieOf(reused).header).toMatch(/Max-Age=0/);
    const after = await refresh(third.cookie);
    expect(after.status).toBe(401);
    expect(await reasonOf(after)).toBe('session-ended');
    const access = await me(third.token);
    expect(access.status).toBe(401);
    expect(await reasonOf(access)).toBe('session-ended');
    const logged = await events('session-reuse');
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({
      subject_id: admin.user._id,
      detail: { device: 'Chrome on macOS' },
    });
    expect(JSON.stringify(logged)).not.toContain(first.cookie);
  });

  it('the token just replaced counts as reuse once the grace has passed', async () => {
    const first = await signIn(admin.email, admin.password);
    const second = await refreshed(first);
    advance(REFRESH_GRACE_SECONDS + 1);
    expect((await refresh(first.cookie)).status).toBe(401);
    expect((await refresh(second.cookie)).status).toBe(401);
  });

  it('within a few seconds accepts the token just replaced again (an answer lost on the way back)', async () => {
    const first = await signIn(admin.email, admin.password);
    const lost = await refreshed(first);
    const retried = await refreshed(first);
    expect(retried.cookie).not.toBe(lost.cookie);
    expect((await me(retried.token)).status).toBe(200);
    advance(REFRESH_GRACE_SECONDS + 1);
    const next = await refreshed(retried);
    expect((await me(next.token)).status).toBe(200);
  });

  it('an expired access token answers 401 expired; a refresh then gives one that works', async () => {
    const device = await signIn(admin.email, admin.password);
    advance(TTL + 120);
    const res = await me(device.token);
    expect(res.status).toBe(401);
    expect(await reasonOf(res)).toBe('expired');
    const next = await refreshed(device);
    expect((await me(next.token)).status).toBe(200);
  });

  it('ends a chain unused longer than the idle period', async () => {
    const device = await signIn(admin.email, admin.password);
    advance(IDLE - 3600);
    const kept = await refreshed(device);
    advance(IDLE + 60);
    const res = await refresh(kept.cookie);
    expect(res.status).toBe(401);
    expect(await reasonOf(res)).toBe('session-ended');
  });

  it('refuses without a cookie or with an unknown one', async () => {
    expect(await reasonOf(await t.request('POST', '/api/auth/refresh'))).toBe('session-ended');
    expect((await refresh('not-a-token')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('logout ends the session: its access token is refused at once, its cookie too', async () => {
    const device = await signIn(admin.email, admin.password);
    const before = (await events('sign-out')).length;
    const res = await t.request('POST', '/api/auth/logout', { token: device.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('clear-site-data')).toContain('"storage"');
    const after = await me(device.token);
    expect(after.status).toBe(401);
    expect(await reasonOf(after)).toBe('session-ended');
    expect((await refresh(device.cookie)).status).toBe(401);
    const logged = await events('sign-out');
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)?.actor_id).toBe(admin.user._id);
  });

  it('logout with only the refresh cookie, or with an expired access token, still ends it', async () => {
    const byCookie = await signIn(admin.email, admin.password);
    const res = await t.request('POST', '/api/auth/logout', {
      headers: { cookie: `estate_refresh=${byCookie.cookie}` },
    });
    expect(res.status).toBe(200);
    expect((await refresh(byCookie.cookie)).status).toBe(401);
    const expired = await signIn(admin.email, admin.password);
    advance(TTL + 60);
    await t.request('POST', '/api/auth/logout', { token: expired.token });
    expect((await refresh(expired.cookie)).status).toBe(401);
  });

  it('endSessions ends every device of the person at once, except the one given', async () => {
    const a = await signIn(staff.email, staff.password);
    const b = await signIn(staff.email, staff.password, FIREFOX_WIN);
    const c = await signIn(staff.email, staff.password);
    const keep = (
      await t.db.query<{ id: string }>(
        'select id from sessions where user_id = $1 and ended_at is null order by created_at desc, id limit 1',
        [staff.id],
      )
    )[0]!.id;
    const keptDevice = [a, b, c].find(
      (d) => JSON.parse(Buffer.from(d.token.split('.')[1]!, 'base64url').toString()).sid === keep,
    )!;
    const ended = await endSessions(t.db, staff.id, { reason: 'password-changed', except: keep });
    expect(ended).toBeGreaterThanOrEqual(2);
    for (const device of [a, b, c]) {
      const res = await me(device.token);
      if (device === keptDevice) expect(res.status).toBe(200);
      else {
        expect(res.status).toBe(401);
        expect(await reasonOf(res)).toBe('session-ended');
      }
    }
    expect(await endSessions(t.db, staff.id, { reason: 'disabled' })).toBe(1);
    const disabled = await me(keptDevice.token);
    expect(disabled.status).toBe(401);
    expect(await reasonOf(disabled)).toBe('disabled');
    const refused = await refresh(keptDevice.cookie);
    expect(await reasonOf(refused)).toBe('disabled');
    // An expired token of a disabled person's session says so too, without a refresh first.
    advance(TTL + 60);
    expect(await reasonOf(await me(keptDevice.token))).toBe('disabled');
  });
  it('a disabled person is refused at once, even by a session that was not ended with them', async () => {
    const email = `disabled-${Date.now()}@example.com`;
    const password = 'disabled person password';
    const user = await t.db.transaction((tx) =>
      createUser(
        tx,
        { userId: admin.user._id, organization: admin.organization._id, role: 'Admin' },
        { name: 'Dee Disabled', email, role: 'Staff', password },
      ),
    );
    const device = await signIn(email, password);
    expect((await me(device.token)).status).toBe(200);
    await t.db.query('update credentials set disabled_at = $2 where user_id = $1', [user._id, clock]);
    const refused = await me(device.token);
    expect(refused.status).toBe(401);
    expect(await reasonOf(refused)).toBe('disabled');
    expect(await reasonOf(await refresh(device.cookie))).toBe('disabled');
  });
});

describe('the devices list', () => {
  it('lists my devices with browser, platform, first and last seen, and which one is this', async () => {
    const mine = await signIn(admin.email, admin.password);
    const res = await t.request('GET', '/api/sessions', { token: mine.token });
    expect(res.status).toBe(200);
    const list = (await res.json()).data as {
      id: string;
      device: string;
      current: boolean;
      userId: string;
    }[];
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect(list.every((d) => d.userId === admin.user._id)).toBe(true);
    expect(list.find((d) => d.current)).toMatchObject({
      device: 'Chrome on macOS',
      browser: 'Chrome',
      platform: 'macOS',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
  });

  it('an Admin sees and ends anyone’s in the firm; Staff only their own (403)', async () => {
    const adminDevice = await signIn(admin.email, admin.password);
    const staffDevice = await signIn(staff.email, staff.password, FIREFOX_WIN);
    const listed = await t.request('GET', `/api/sessions?user=${staff.id}`, { token: adminDevice.token });
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()).data as { id: string; device: string; current: boolean }[];
    const target = sessions.find((s) => s.device === 'Firefox on Windows');
    expect(target).toBeDefined();
    expect(sessions.some((s) => s.current)).toBe(false);

    expect(
      (await t.request('GET', `/api/sessions?user=${admin.user._id}`, { token: staffDevice.token })).status,
    ).toBe(403);
    const adminSessions = (
      await (await t.request('GET', '/api/sessions', { token: adminDevice.token })).json()
    ).data as { id: string }[];
    expect(
      (await t.request('DELETE', `/api/sessions/${adminSessions[0]!.id}`, { token: staffDevice.token }))
        .status,
    ).toBe(403);

    const before = (await events('device-signed-out')).length;
    const ended = await t.request('DELETE', `/api/sessions/${target!.id}`, { token: adminDevice.token });
    expect(ended.status).toBe(200);
    expect((await me(staffDevice.token)).status).toBe(401);
    const logged = await events('device-signed-out');
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({
      actor_id: admin.user._id,
      subject_id: staff.id,
      detail: { device: 'Firefox on Windows' },
    });
    // Already ended: no such signed-in device.
    expect(
      (await t.request('DELETE', `/api/sessions/${target!.id}`, { token: adminDevice.token })).status,
    ).toBe(404);
  });

  it('signs out my own device', async () => {
    const mine = await signIn(admin.email, admin.password);
    const second = await signIn(admin.email, admin.password, FIREFOX_WIN);
    const list = (await (await t.request('GET', '/api/sessions', { token: mine.token })).json()).data as {
      id: string;
      current: boolean;
    }[];
    const secondId = JSON.parse(Buffer.from(second.token.split('.')[1]!, 'base64url').toString()).sid;
    expect(list.some((d) => d.id === secondId)).toBe(true);
    expect((await t.request('DELETE', `/api/sessions/${secondId}`, { token: mine.token })).status).toBe(200);
    const refused = await me(second.token);
    expect(await reasonOf(refused)).toBe('session-ended');
    expect((await me(mine.token)).status).toBe(200);
  });

  it('another firm’s sessions and people are unknown (404); bad ids are refused (400)', async () => {
    const mine = await signIn(admin.email, admin.password);
    const theirs = await signIn(other.email, other.password);
    const theirId = JSON.parse(Buffer.from(theirs.token.split('.')[1]!, 'base64url').toString()).sid;
    expect((await t.request('DELETE', `/api/sessions/${theirId}`, { token: mine.token })).status).toBe(404);
    expect((await me(theirs.token)).status).toBe(200);
    expect(
      (await t.request('GET', `/api/sessions?user=${other.user._id}`, { token: mine.token })).status,
    ).toBe(404);
    expect((await t.request('GET', '/api/sessions?user=not-an-id', { token: mine.token })).status).toBe(400);
    expect((await t.request('DELETE', '/api/sessions/not-an-id', { token: mine.token })).status).toBe(400);
    expect(
      (await t.request('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000', { token: mine.token }))
        .status,
    ).toBe(404);
    expect((await t.request('GET', '/api/sessions')).status).toBe(401);
  });
});

describe('a refresh continues the session the device names (cookie tossing)', () => {
  const withDevice = (cookie: string, user: string, sid?: string) =>
    t.request('POST', '/api/auth/refresh', {
      headers: {
        cookie,
        'x-session-user': user,
        ...(sid ? { 'x-session-id': sid } : {}),
      },
    });
  const claimsOf = async (token: string) => (await t.tokens.verify(token))!;

  it('refuses a refresh cookie of another person or another session, and leaves that session alone', async () => {
    const victim = await signIn(admin.email, admin.password);
    const attacker = await signIn(staff.email, staff.password);
    const victimSid = (await claimsOf(victim.token)).sid;

    // The attacker's cookie, planted in the victim's browser: refused, not turned into the victim's session.
    const planted = await withDevice(`estate_refresh=${attacker.cookie}`, admin.user._id, victimSid);
    expect(planted.status).toBe(401);
    expect(await reasonOf(planted)).toBe('session-ended');
    // The planted cookie is cleared where ours lives; no new refresh cookie is set.
    expect(planted.headers.get('set-cookie')).toMatch(/^estate_refresh=; Max-Age=0/);
    // Same person, another of their sessions: refused too.
    const elsewhere = await signIn(admin.email, admin.password);
    const otherSession = await withDevice(`estate_refresh=${elsewhere.cookie}`, admin.user._id, victimSid);
    expect(otherSession.status).toBe(401);

    // Neither session was rotated or ended by the refusals: each still refreshes for its own device.
    await refreshed(attacker);
    await refreshed(elsewhere);
    expect((await withDevice(`estate_refresh=${victim.cookie}`, admin.user._id, victimSid)).status).toBe(200);
  });

  it('with two cookies of the name (one planted with a longer path, sent first), uses the device’s own', async () => {
    const victim = await signIn(admin.email, admin.password);
    const attacker = await signIn(staff.email, staff.password);
    const victimSid = (await claimsOf(victim.token)).sid;
    const res = await withDevice(
      `estate_refresh=${attacker.cookie}; estate_refresh=${victim.cookie}`,
      admin.user._id,
      victimSid,
    );
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    expect(await claimsOf(token)).toMatchObject({ sub: admin.user._id, sid: victimSid });
    // The attacker's session is untouched: it still refreshes where it belongs.
    await refreshed(attacker);
  });
});
