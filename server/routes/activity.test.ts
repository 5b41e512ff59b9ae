import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { createParents } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createUser } from '../accounts.ts';
import { logEvent } from '../activity/events.ts';

let t: TestApp;
let firm: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let staff: { id: string; token: string; email: string };

const json = async (res: Response) => (await res.json()) as { data: any; message?: string; errors?: any };

beforeAll(async () => {
  t = await startTestApp();
  firm = await createAccount(t.db, t.tokens, 'activity');
  other = await createAccount(t.db, t.tokens, 'elsewhere');
  const actor = { userId: firm.user._id, organization: firm.organization._id, role: 'Admin' as const };
  const email = `activity-staff-${Date.now()}@example.com`;
  const user = await t.db.transaction((tx) =>
    createUser(tx, actor, { name: 'Sam Staff', email, role: 'Staff', password: 'staff password 1' }),
  );
  staff = { id: user._id, email, token: await t.tokens.sign({ sub: user._id, org: firm.organization._id }) };
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.request('POST', '/api/auth/login', { body: { email, password } });

describe('the activity log', () => {
  it('records sign-ins, failed sign-ins and report downloads with the right person, newest first', async () => {
    expect((await login(staff.email, 'wrong password here')).status).toBe(401);
    expect((await login(staff.email, 'staff password 1')).status).toBe(200);
    const logged = await t.request('POST', '/api/activity/report-downloads', {
      token: staff.token,
      body: { report: 'Estate Accounts', format: 'pdf' },
    });
    expect(logged.status).toBe(201);

    const res = await t.request('GET', `/api/activity?person=${staff.id}`, { token: firm.token });
    expect(res.status).toBe(200);
    const page = (await json(res)).data;
    expect(page.items.map((e: { kind: string }) => e.kind)).toEqual([
      'report-downloaded',
      'sign-in',
      'sign-in-failed',
    ]);
    expect(page.items[0]).toMatchObject({
      actorId: staff.id,
      actorName: 'Sam Staff',
      detail: { report: 'Estate Accounts' },
    });
    expect(page.items[2]).toMatchObject({ actorId: null, subjectId: staff.id, subjectName: 'Sam Staff' });
    expect(page.total).toBe(3);
  });

  it('records a lockout once the failures reach the limit', async () => {
    const email = `locked-${Date.now()}@example.com`;
    const actor = { userId: firm.user._id, organization: firm.organization._id, role: 'Admin' as const };
    const user = await t.db.transaction((tx) =>
      createUser(tx, actor, { name: 'Lee Locked', email, role: 'Staff', password: 'locked password 1' }),
    );
    for (let i = 0; i < 5; i += 1) await login(email, `wrong password ${i}`);
    const page = (
      await json(
        await t.request('GET', `/api/activity?person=${user._id}&kind=lockout`, { token: firm.token }),
      )
    ).data;
    expect(page.total).toBe(1);
    expect(page.items[0].detail.reason).toMatch(/^locked for/);
  });

  it('filters by kind and date range and pages', async () => {
    for (let i = 0; i < 55; i += 1)
      await logEvent(t.db, {
        organization: firm.organization._id,
        kind: 'report-downloaded',
        actorId: firm.user._id,
        at: new Date(Date.UTC(2025, 0, 1 + (i % 3), 12)),
        detail: { report: `Report ${i}` },
      });
    const day = (
      await json(
        await t.request('GET', '/api/activity?kind=report-downloaded&from=2025-01-02&to=2025-01-02', {
          token: firm.token,
        }),
      )
    ).data;
    expect(day.total).toBe(18);
    expect(day.items.every((e: { at: string }) => e.at.startsWith('2025-01-02'))).toBe(true);
    const all = (
      await json(
        await t.request('GET', '/api/activity?kind=report-downloaded&from=2025-01-01&to=2025-01-03', {
          token: firm.token,
        }),
      )
    ).data;
    expect(all.total).toBe(55);
    expect(all.items).toHaveLength(50);
    const second = (
      await json(
        await t.request('GET', '/api/activity?kind=report-downloaded&from=2025-01-01&to=2025-01-03&page=2', {
          token: firm.token,
        }),
      )
    ).data;
    expect(second.items).toHaveLength(5);
    const times = [...all.items, ...second.items].map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('exports the filtered events as CSV with formulas defused', async () => {
    await logEvent(t.db, {
      organization: firm.organization._id,
      kind: 'report-downloaded',
      actorId: firm.user._id,
      at: new Date(Date.UTC(2024, 5, 1)),
      detail: { report: '=HYPERLINK("x")' },
    });
    const res = await t.request('GET', '/api/activity/export?from=2024-06-01&to=2024-06-01', {
      token: firm.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"Time (UTC)","Event","By","Concerning","Details","Address"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Report downloaded","activity admin"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('is for Admins only, never shows another firm, and answers bad filters with 400', async () => {
    const refused = await t.request('GET', '/api/activity', { token: staff.token });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe('Staff cannot read the firm’s activity log. Ask an Admin.');
    expect((await t.request('GET', '/api/activity/export', { token: staff.token })).status).toBe(403);
    expect((await t.request('GET', '/api/activity')).status).toBe(401);

    const theirs = (await json(await t.request('GET', '/api/activity', { token: other.token }))).data;
    expect(theirs.items.filter((e: { actorId: string }) => e.actorId === firm.user._id)).toEqual([]);
    const byOurPerson = (
      await json(await t.request('GET', `/api/activity?person=${staff.id}`, { token: other.token }))
    ).data;
    expect(byOurPerson.total).toBe(0);

    for (const query of ['kind=nonsense', 'from=yesterday', 'page=0', 'person=not-an-id']) {
      const bad = await t.request('GET', `/api/activity?${query}`, { token: firm.token });
      expect(bad.status).toBe(400);
    }
  });

  it('refuses another firm’s estate and bad bodies on a report download', async () => {
    const theirEstate = '0190a0b0-0000-7000-8000-000000000001';
    const res = await t.request('POST', '/api/activity/report-downloads', {
      token: staff.token,
      body: { report: 'Estate Accounts', estate: theirEstate },
    });
    expect(res.status).toBe(404);
    const bad = await t.request('POST', '/api/activity/report-downloads', {
      token: staff.token,
      body: { report: '' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors.report).toEqual(['Name the report']);
    const text = await t.request('POST', '/api/activity/report-downloads', {
      token: staff.token,
      body: 'report=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('records each copy taken, of which estate, to which device, as its own kind of event', async () => {
    const { estate } = await createParents(t, firm.token);
    // Signed in from a known browser, so the session names the device.
    const signedIn = await t.request('POST', '/api/auth/login', {
      body: { email: staff.email, password: 'staff password 1' },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
    });
    expect(signedIn.status).toBe(200);
    const token = (await json(signedIn)).data.token as string;
    const copies = [
      { what: 'estate-export', report: 'Estate-of-Test-2026-11-29.zip', estate, format: 'zip' },
      { what: 'firm-export', report: 'Firm-2026-11-29.zip', format: 'zip' },
      { what: 'document-open', report: 'Estate Accounts', estate, format: 'file' },
      { what: 'statement-import', report: 'january.ofx', estate, format: 'ofx' },
    ];
    for (const body of copies)
      expect((await t.request('POST', '/api/activity/report-downloads', { token, body })).status).toBe(201);
    const page = (
      await json(await t.request('GET', `/api/activity?person=${staff.id}`, { token: firm.token }))
    ).data;
    const kinds = page.items.slice(0, 4).map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['statement-imported', 'document-opened', 'firm-exported', 'estate-exported']);
    expect(page.items[3]).toMatchObject({
      actorName: 'Sam Staff',
      detail: {
        report: 'Estate-of-Test-2026-11-29.zip',
        estate,
        format: 'zip',
        device: 'Chrome on Windows',
      },
    });
    expect(page.items[3].detail.estateName).toEqual(expect.any(String));
    // Filtered by kind, an Admin finds every export of the firm's estates.
    const exports = (
      await json(await t.request('GET', '/api/activity?kind=estate-exported', { token: firm.token }))
    ).data;
    expect(exports.items.map((e: { detail: { estate: string } }) => e.detail.estate)).toContain(estate);
    const unknown = await t.request('POST', '/api/activity/report-downloads', {
      token,
      body: { what: 'screenshot', report: 'x' },
    });
    expect(unknown.status).toBe(400);
  });

  it('marks a copy the firm’s choice does not allow, and only an Admin makes that choice', async () => {
    const { estate } = await createParents(t, firm.token);
    // The choice is a field of the firm's record, written as the app writes it: through a push.
    const choose = async (token: string, copyRoles: unknown) => {
      const org = (await json(await t.request('GET', '/api/organizations/me', { token: firm.token }))).data;
      const mutation = {
        seq: 1,
        mutationId: uuidv7(),
        entity: 'organizations',
        entityId: firm.organization._id,
        op: 'update',
        patch: { copyRoles },
        baseVersion: Number(org.version),
      };
      const res = await t.request('POST', '/api/sync/push', {
        token,
        body: { clientId: uuidv7(), mutations: [mutation] },
      });
      expect(res.status).toBe(200);
      return (await json(res)).data.results[0].status as string;
    };
    // Staff may not widen their own rights, nor may the choice name a role it cannot.
    expect(await choose(staff.token, ['Staff'])).toBe('rejected');
    expect(await choose(firm.token, ['Admin'])).toBe('rejected');
    expect(await choose(firm.token, ['Estate Attorney'])).toBe('applied');
    const copy = async (what: string) => {
      const body = { what, report: `${what}.zip`, estate, format: 'zip' };
      expect(
        (await t.request('POST', '/api/activity/report-downloads', { token: staff.token, body })).status,
      ).toBe(201);
    };
    // Made offline before the choice reached the device: the copy exists, so it is logged, marked.
    await copy('estate-export');
    // A statement read in is not a copy the choice governs.
    await copy('statement-import');
    const items = (
      await json(await t.request('GET', `/api/activity?person=${staff.id}`, { token: firm.token }))
    ).data.items as { kind: string; detail: Record<string, unknown> }[];
    expect(items[0]).toMatchObject({ kind: 'statement-imported' });
    expect(items[0]?.detail.notAllowed).toBeUndefined();
    expect(items[1]).toMatchObject({ kind: 'estate-exported', detail: { notAllowed: true } });
    // Allowed again, a copy is logged plainly.
    expect(await choose(firm.token, ['Estate Attorney', 'Staff'])).toBe('applied');
    await copy('estate-export');
    const again = (
      await json(await t.request('GET', `/api/activity?person=${staff.id}`, { token: firm.token }))
    ).data.items as { detail: Record<string, unknown> }[];
    expect(again[0]?.detail.notAllowed).toBeUndefined();
  });

  it('tells an Admin whether the log is as written, and where it was changed', async () => {
    expect((await t.request('GET', '/api/activity/integrity', { token: staff.token })).status).toBe(403);
    expect((await t.request('GET', '/api/activity/integrity')).status).toBe(401);
    const whole = (await json(await t.request('GET', '/api/activity/integrity', { token: firm.token }))).data;
    expect(whole).toMatchObject({ older: 0, problems: [] });
    expect(whole.entries).toBeGreaterThanOrEqual(3);
    expect(whole.head).toMatch(/^[0-9a-f]{64}$/);
    // Someone with the database's password rewrites who downloaded a report.
    const [row] = await t.db.query<{ id: string | number }>(
      "select id from security_events where organization = $1 and kind = 'report-downloaded' order by id limit 1",
      [firm.organization._id],
    );
    await t.db.query("update security_events set actor_name = 'Nobody' where id = $1", [row?.id]);
    const broken = (await json(await t.request('GET', '/api/activity/integrity', { token: firm.token })))
      .data;
    expect(broken.problems).toEqual([{ id: String(row?.id), reason: 'was changed after it was written' }]);
    // Another firm's chain is its own, and whole.
    const theirs = (await json(await t.request('GET', '/api/activity/integrity', { token: other.token })))
      .data;
    expect(theirs.problems).toEqual([]);
  });
});
