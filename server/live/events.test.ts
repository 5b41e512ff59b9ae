import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createAccount } from '../../tests/helpers/accounts.ts';
import { validBody } from '../../tests/helpers/fixtures.ts';
import { type TestTokens, testTokens } from '../../tests/helpers/sessions.ts';
import { type EventReader, readEvents } from '../../tests/helpers/sse.ts';
import { TEST_SECRET } from '../../tests/helpers/test-app.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { createUser } from '../accounts.ts';
import { createApp } from '../app.ts';
import { createTokens } from '../auth/tokens.ts';
import type { Db } from '../store/db.ts';
import { LiveHub } from './hub.ts';

/**
 * Live updates (docs/architecture.md#live-updates): GET /api/sync/events pokes a device when a
 * change its person may see commits, and only then; a burst is one or two pokes; the stream is
 * authenticated, limited per person, and ends when the session does or the server shuts down.
 */
let db: Db;
let tokens: TestTokens;
let app: ReturnType<typeof createApp>;
let hub: LiveHub;
let org: string;
let admin: string;
let member: { id: string; token: string };
let walledOff: { id: string; token: string };
let beneficiary: { id: string; token: string };
const matters = { walledFile: '', walledEstate: '', openFile: '', openEstate: '', otherEstate: '' };
const readers: EventReader[] = [];

const request = (method: string, path: string, token?: string, body?: unknown, headers = {}) =>
  Promise.resolve(
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
  );

async function post(path: string, body: unknown, token = admin): Promise<string> {
  const res = await request('POST', `/api/${path}`, token, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data._id as string;
}

async function rename(estate: string, name: string, token = admin) {
  const res = await request('PUT', `/api/estates/${estate}`, token, { estateName: name });
  expect(res.status).toBe(200);
}

async function person(role: 'Staff' | 'Estate Attorney' | 'Beneficiary') {
  const id = uuidv7();
  await db.transaction((tx) =>
    createUser(
      tx,
      { userId: id, organization: org, role: 'Admin' },
      { id, name: role, email: `${id}@example.com`, role, password: 'correct horse battery staple' },
    ),
  );
  return { id, token: await tokens.sign({ sub: id, org }) };
}

/** Opens a stream and waits for its `ready`. */
async function open(token: string, clientId?: string): Promise<EventReader> {
  const res = await request(
    'GET',
    '/api/sync/events',
    token,
    undefined,
    clientId ? { 'x-client-id': clientId } : {},
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = readEvents(res);
  readers.push(reader);
  await reader.next('ready');
  return reader;
}

/**
 * Marks where these readers are now; the returned function waits for a pull after the mark on each
 * (marked before the change is made, so a poke that comes before the wait begins still counts).
 */
function mark(...readers: EventReader[]) {
  const at = readers.map((r) => r.events.length);
  return () => Promise.all(readers.map((r, i) => r.next('pull', at[i])));
}

beforeAll(async () => {
  db = await openTestDb();
  const raw = createTokens(TEST_SECRET, 3600);
  tokens = testTokens(db, raw);
  hub = new LiveHub(db, { gapMs: 50, perPerson: 3 });
  app = createApp({ db, tokens: raw, live: hub, liveHeartbeatMs: 100 });
  const account = await createAccount(db, tokens, 'live');
  org = account.organization._id;
  admin = account.token;
  member = await person('Estate Attorney');
  walledOff = await person('Staff');
  beneficiary = await person('Beneficiary');
  matters.walledFile = await post('files', validBody('files', { file: '', estate: '' }));
  matters.walledEstate = await post(
    'estates',
    validBody('estates', { file: matters.walledFile, estate: '' }),
  );
  matters.openFile = await post('files', validBody('files', { file: '', estate: '' }));
  matters.openEstate = await post('estates', validBody('estates', { file: matters.openFile, estate: '' }));
  matters.otherEstate = await post('estates', validBody('estates', { file: matters.openFile, estate: '' }));
  const walled = await request('PUT', `/api/files/${matters.walledFile}`, admin, {
    restricted: true,
    members: [member.id],
  });
  expect(walled.status).toBe(200);
  await db.query(
    'insert into estate_access (organization, user_id, estate_id, granted_at) values ($1, $2, $3, now())',
    [org, beneficiary.id, matters.openEstate],
  );
});

afterAll(async () => {
  for (const r of readers) await r.close();
  await hub.close();
  await db.close();
});

describe('GET /api/sync/events', () => {
  it('needs a live session: no token, or an ended one, is a 401', async () => {
    expect((await request('GET', '/api/sync/events')).status).toBe(401);
    const token = await tokens.sign({ sub: walledOff.id, org });
    const claims = await tokens.verify(token);
    await db.query(`update sessions set ended_at = now(), end_reason = 'signed-out' where id = $1`, [
      claims!.sid,
    ]);
    const res = await request('GET', '/api/sync/events', token);
    expect(res.status).toBe(401);
    expect((await res.json()).reason).toBe('session-ended');
  });

  it('pokes whoever may see a change, and no one else: walls and beneficiaries', async () => {
    const [a, m, w, b] = await Promise.all([
      open(admin),
      open(member.token),
      open(walledOff.token),
      open(beneficiary.token),
    ]);
    // A change in the walled matter: the Admin and the member hear of it.
    let pulled = mark(a, m);
    await rename(matters.walledEstate, 'Walled, renamed');
    await pulled();
    // A change in an estate the beneficiary was not given: the firm's people only.
    pulled = mark(a, m, w);
    await rename(matters.otherEstate, 'Other, renamed');
    await pulled();
    // The beneficiary's own estate: everyone.
    pulled = mark(a, m, w, b);
    await rename(matters.openEstate, 'Open, renamed');
    await pulled();
    // Each change was looked at before the next was made (each waited for its pokes), so the
    // counts are exact: the walled-off colleague missed the walled change, the beneficiary both others.
    expect([a.count('pull'), m.count('pull'), w.count('pull'), b.count('pull')]).toEqual([3, 3, 2, 1]);
    // A poke says only "pull" and a version: no ids, no names.
    for (const e of [...a.events, ...b.events].filter((e) => e.event === 'pull'))
      expect(Object.keys(JSON.parse(e.data))).toEqual(['version']);
    expect(JSON.stringify(a.events)).not.toContain('renamed');
    for (const r of [a, m, w, b]) await r.close();
  });

  it('pokes a beneficiary when given an estate, and a colleague when walled off', async () => {
    const [w, b] = await Promise.all([open(walledOff.token), open(beneficiary.token)]);
    let pulled = mark(b);
    await db.query(
      'insert into estate_access (organization, user_id, estate_id, granted_at) values ($1, $2, $3, now())',
      [org, beneficiary.id, matters.otherEstate],
    );
    await pulled();
    pulled = mark(w);
    const wall = await request('PUT', `/api/files/${matters.openFile}`, admin, {
      restricted: true,
      members: [member.id],
    });
    expect(wall.status).toBe(200);
    // The open file just walled: its non-member's device must pull to drop it.
    await pulled();
    pulled = mark(w);
    await request('PUT', `/api/files/${matters.openFile}`, admin, { restricted: false, members: [] });
    await pulled();
    await w.close();
    await b.close();
  });

  it('coalesces a burst: a push of 1,000 changes is one poke', async () => {
    const watcher = await open(member.token);
    const writerClient = uuidv7();
    const writer = await open(admin, writerClient);
    const mutations = Array.from({ length: 1000 }, (_, i) => ({
      seq: i + 1,
      mutationId: uuidv7(),
      entity: 'parties',
      entityId: uuidv7(),
      op: 'create',
      patch: { estate: matters.otherEstate, name: `Heir ${i}`, shareOfEstate: 1 },
    }));
    let pulled = mark(watcher);
    const res = await request('POST', '/api/sync/push', admin, { clientId: writerClient, mutations });
    expect(res.status).toBe(200);
    await pulled();
    // A later change, after which the counts are final.
    pulled = mark(watcher, writer);
    await rename(matters.openEstate, 'After the burst');
    await pulled();
    expect(watcher.count('pull')).toBe(2);
    // The writer's own device was not poked for its own push (its sync run pulls after pushing).
    expect(writer.count('pull')).toBe(1);
    await watcher.close();
    await writer.close();
  });

  it('many separate writes in a row make far fewer pokes', async () => {
    const watcher = await open(member.token);
    const pulled = mark(watcher);
    for (let i = 0; i < 40; i++) await rename(matters.otherEstate, `Rename ${i}`);
    await pulled();
    // Changes within 50 ms of a look wait for the next: at most one look per gap.
    expect(watcher.count('pull')).toBeLessThan(40);
    await watcher.close();
  });

  it('limits the streams one person holds', async () => {
    const held = await Promise.all([open(walledOff.token), open(walledOff.token), open(walledOff.token)]);
    const refused = await request('GET', '/api/sync/events', walledOff.token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    await held[0]!.close();
    await expect.poll(() => hub.countOf(walledOff.id, org)).toBe(2);
    const again = await open(walledOff.token);
    for (const r of [...held.slice(1), again]) await r.close();
    await expect.poll(() => hub.countOf(walledOff.id, org)).toBe(0);
    // Opened at the same moment, they cannot pass the limit together.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => request('GET', '/api/sync/events', walledOff.token)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    for (const r of answers)
      if (r.status === 200) await readEvents(r).close();
      else await r.body?.cancel();
  });

  it('caps the streams one instance holds, whoever asks, with a 429 that says so', async () => {
    const small = new LiveHub(db, { gapMs: 50, maxStreams: 2 });
    const instance = createApp({
      db,
      tokens: createTokens(TEST_SECRET, 3600),
      live: small,
      liveHeartbeatMs: 100,
    });
    const ask = (token: string) =>
      Promise.resolve(
        instance.request('/api/sync/events', { headers: { authorization: `Bearer ${token}` } }),
      );
    try {
      // Two people, each well under their own limit, fill the instance; a third is refused.
      const held = [await ask(member.token), await ask(beneficiary.token)];
      expect(held.map((r) => r.status)).toEqual([200, 200]);
      const refused = await ask(walledOff.token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect((await refused.json()).message).toMatch(
        /^The server holds as many live-update streams as it can/,
      );
      // Opened at the same moment, they cannot pass the cap together.
      await held[0]!.body?.cancel();
      await expect.poll(() => small.size).toBe(1);
      const answers = await Promise.all([ask(walledOff.token), ask(admin), ask(member.token)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429]);
      for (const r of [...answers, held[1]!]) await r.body?.cancel();
      await expect.poll(() => small.size).toBe(0);
      // Below the cap again, a stream is taken.
      const again = await ask(walledOff.token);
      expect(again.status).toBe(200);
      await again.body?.cancel();
    } finally {
      await small.close();
    }
  });

  it('ends the stream when the session ends, with the reason; the reconnect is a 401', async () => {
    const token = await tokens.sign({ sub: walledOff.id, org });
    const reader = await open(token);
    const claims = await tokens.verify(token);
    await db.query(`update sessions set ended_at = now(), end_reason = 'signed-out' where id = $1`, [
      claims!.sid,
    ]);
    const end = await reader.next('end');
    expect(JSON.parse(end.data)).toEqual({ reason: 'session-ended' });
    await reader.ended;
    expect((await request('GET', '/api/sync/events', token)).status).toBe(401);
  });

  it('ends every stream when the hub closes (shutting down), and refuses new ones', async () => {
    const reader = await open(member.token);
    await hub.close();
    const end = await reader.next('end');
    expect(JSON.parse(end.data)).toEqual({ reason: 'shutting-down' });
    await reader.ended;
    expect((await request('GET', '/api/sync/events', member.token)).status).toBe(503);
  });
});
