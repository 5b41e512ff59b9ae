import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENT_KINDS, type SecurityEvent } from '../../src/domain/schemas/security-events.ts';
import { createParents } from '../../tests/helpers/fixtures.ts';
import { createAccount, startTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { logForEveryFirm } from '../backup/log.ts';
import { codeAt } from '../two-factor/totp.ts';

/**
 * Every kind of security event, made through the API as people make them, lands in the firm's log
 * with the right person acting and concerned; another firm sees none of it.
 */
let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
const now = () => new Date(clock);
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

let t: TestApp;
let firm: Awaited<ReturnType<typeof createAccount>>;
let other: Awaited<ReturnType<typeof createAccount>>;

type Body = { data: any; message?: string };
async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; cookie?: string } = {},
) {
  const res = await t.request(method, path, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.cookie ? { headers: { cookie: `estate_refresh=${options.cookie}` } } : {}),
  });
  const cookie = /estate_refresh=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { status: res.status, body: (await res.json()) as Body, cookie };
}
const tokenOf = (link: string) => link.split('/').pop()!;
/** A 2xx answer, or the failure's body in the message. */
const ok = (res: { status: number; body: Body }) =>
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);

beforeAll(async () => {
  t = await startTestApp(now);
  firm = await createAccount(t.db, t.tokens, 'kinds');
  other = await createAccount(t.db, t.tokens, 'elsewhere');
});
afterAll(() => t.close());

describe('the security log', () => {
  it('records every kind of event with the right people, and only for its own firm', async () => {
    const admin = firm.token;
    const PASSWORD = 'Quiet harbour lantern 42';

    // Invitations: sent, resent, cancelled, accepted.
    const invited = await call('POST', '/api/people/invitations', {
      token: admin,
      body: { name: 'Ivy Invited', email: 'ivy.kinds@example.com', role: 'Staff' },
    });
    ok(invited);
    const resent = await call('POST', `/api/people/invitations/${invited.body.data.id}/resend`, {
      token: admin,
    });
    ok(resent);
    const link = resent.body.data.link as string;
    const spare = await call('POST', '/api/people/invitations', {
      token: admin,
      body: { name: 'Sol Spare', email: 'sol.kinds@example.com', role: 'Staff' },
    });
    ok(await call('DELETE', `/api/people/invitations/${spare.body.data.id}`, { token: admin }));
    const accepted = await call('POST', `/api/invitations/${tokenOf(link)}/accept`, {
      body: { name: 'Ivy Invited', password: PASSWORD },
    });
    ok(accepted);
    const ivy = { id: accepted.body.data.user._id as string, token: accepted.body.data.token as string };

    // Sign-ins: failed, succeeded, a lockout (on another person, to keep Ivy usable).
    expect(
      (
        await call('POST', '/api/auth/login', {
          body: { email: 'ivy.kinds@example.com', password: 'wrong one here' },
        })
      ).status,
    ).toBe(401);
    const ivyDevice = await call('POST', '/api/auth/login', {
      body: { email: 'ivy.kinds@example.com', password: PASSWORD },
    });
    ok(ivyDevice);
    for (let i = 0; i < 5; i += 1)
      await call('POST', '/api/auth/login', { body: { email: firm.email, password: `not it ${i}` } });
    advance(16 * 60);

    // People: role change, reset link and reset, own password and email, disable, enable.
    ok(await call('PUT', `/api/people/${ivy.id}/role`, { token: admin, body: { role: 'Estate Attorney' } }));
    const reset = await call('POST', `/api/people/${ivy.id}/reset-link`, { token: admin });
    ok(reset);
    const NEW_PASSWORD = 'Copper meadow violin 77';
    expect(
      (
        await call('POST', `/api/password-resets/${tokenOf(reset.body.data.link)}`, {
          body: { password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const ivyAgain = await call('POST', '/api/auth/login', {
      body: { email: 'ivy.kinds@example.com', password: NEW_PASSWORD },
    });
    const ivyToken = ivyAgain.body.data.token as string;
    const FINAL_PASSWORD = 'Granite orchard bicycle 19';
    expect(
      (
        await call('POST', '/api/account/password', {
          token: ivyToken,
          body: { currentPassword: NEW_PASSWORD, newPassword: FINAL_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/account/email', {
          token: ivyToken,
          body: { email: 'ivy.k@example.com', password: FINAL_PASSWORD },
        })
      ).status,
    ).toBe(200);

    // Two-factor: enrolled, a wrong code, a recovery code, the firm's requirement, turned off.
    const offer = await call('POST', '/api/two-factor/enrol', {
      token: ivyToken,
      body: { password: FINAL_PASSWORD },
    });
    const codes = await call('POST', '/api/two-factor/confirm', {
      token: ivyToken,
      body: { code: codeAt(offer.body.data.secret, now()) },
    });
    advance(60);
    const step = await call('POST', '/api/auth/login', {
      body: { email: 'ivy.k@example.com', password: FINAL_PASSWORD },
    });
    const good = codeAt(offer.body.data.secret, now());
    const wrong = String((Number(good) + 3) % 1_000_000).padStart(6, '0');
    expect(
      (
        await call('POST', '/api/auth/two-factor/verify', {
          body: { challenge: step.body.data.challenge, code: wrong },
        })
      ).status,
    ).toBe(400);
    const viaRecovery = await call('POST', '/api/auth/two-factor/verify', {
      body: { challenge: step.body.data.challenge, recoveryCode: codes.body.data.recoveryCodes[0] },
    });
    ok(viaRecovery);
    ok(await call('PUT', '/api/two-factor/requirement', { token: admin, body: { required: true } }));
    ok(await call('PUT', '/api/two-factor/requirement', { token: admin, body: { required: false } }));
    ok(
      await call('PUT', '/api/auth/oidc/firm', {
        token: admin,
        body: { methods: 'password', domains: ['example.com'], recheckDays: 2 },
      }),
    );
    expect(
      (
        await call('POST', '/api/two-factor/disable', {
          token: viaRecovery.body.data.token,
          body: { password: FINAL_PASSWORD },
        })
      ).status,
    ).toBe(200);

    // Devices: a reused refresh token, an Admin signing a device out, a person signing out.
    const device = await call('POST', '/api/auth/login', {
      body: { email: 'ivy.k@example.com', password: FINAL_PASSWORD },
    });
    const rotated = await call('POST', '/api/auth/refresh', { cookie: device.cookie! });
    ok(rotated);
    advance(60);
    expect((await call('POST', '/api/auth/refresh', { cookie: device.cookie! })).status).toBe(401);
    const sessions = await call('GET', `/api/sessions?user=${ivy.id}`, { token: admin });
    const live = (sessions.body.data as { id: string; current?: boolean }[])[0]!;
    const loggedOut = await call('POST', '/api/auth/login', {
      body: { email: 'ivy.k@example.com', password: FINAL_PASSWORD },
    });
    ok(await call('DELETE', `/api/sessions/${live.id}`, { token: admin }));
    ok(await call('POST', '/api/auth/logout', { token: loggedOut.body.data.token }));

    // A report, then the person leaves: disabled, re-enabled, removed.
    const lastToken = (
      await call('POST', '/api/auth/login', {
        body: { email: 'ivy.k@example.com', password: FINAL_PASSWORD },
      })
    ).body.data.token as string;
    expect(
      (
        await call('POST', '/api/activity/report-downloads', {
          token: lastToken,
          body: { report: 'Estate Accounts' },
        })
      ).status,
    ).toBe(201);
    // Every other kind of copy a device reports.
    for (const what of ['estate-export', 'firm-export', 'document-open', 'statement-import'])
      expect(
        (
          await call('POST', '/api/activity/report-downloads', {
            token: lastToken,
            body: { what, report: `A copy (${what})` },
          })
        ).status,
      ).toBe(201);
    ok(await call('POST', `/api/people/${ivy.id}/disable`, { token: admin }));
    ok(await call('POST', `/api/people/${ivy.id}/enable`, { token: admin }));
    ok(await call('DELETE', `/api/people/${ivy.id}`, { token: admin }));

    // A beneficiary: invited to an estate and accepting, removed from it, given it again.
    const { estate } = await createParents(t, admin);
    const access = `/api/estates/${estate}/beneficiary-access`;
    const heir = await call('POST', access, {
      token: admin,
      body: { name: 'Hal Heir', email: 'hal.kinds@example.com' },
    });
    ok(heir);
    const hal = await call('POST', `/api/invitations/${tokenOf(heir.body.data.link)}/accept`, {
      body: { name: 'Hal Heir', password: PASSWORD },
    });
    ok(hal);
    ok(await call('DELETE', `${access}/${hal.body.data.user._id}`, { token: admin }));
    ok(
      await call('POST', access, {
        token: admin,
        body: { name: 'Hal Heir', email: 'hal.kinds@example.com' },
      }),
    );

    // A backup and a restore run from the command line, not the API (server/backup/backup.test.ts
    // runs them whole); here they reach this firm's log and are read back through it.
    await logForEveryFirm(t.db, 'backup-taken', 'npm run backup', { sha256: 'a'.repeat(64) });
    await logForEveryFirm(t.db, 'backup-restored', 'npm run restore', { sha256: 'a'.repeat(64) });

    const csv = await t.request('GET', '/api/activity/export', { token: admin });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('"Person removed","kinds admin","Ivy Invited"');
    const events: SecurityEvent[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call('GET', `/api/activity?page=${page}`, { token: admin });
      events.push(...res.body.data.items);
      if (events.length >= res.body.data.total) break;
    }
    const kinds = new Set(events.map((e) => e.kind));
    expect([...SECURITY_EVENT_KINDS].filter((k) => !kinds.has(k))).toEqual([]);

    const first = (kind: string) => events.filter((e) => e.kind === kind).at(-1)!;
    const joined = first('invitation-accepted');
    expect([joined.actorName, joined.subjectName]).toContain('Ivy Invited');
    expect(first('role-changed')).toMatchObject({
      actorId: firm.user._id,
      subjectId: ivy.id,
      detail: { from: 'Staff', to: 'Estate Attorney' },
    });
    expect(first('lockout')).toMatchObject({ subjectId: firm.user._id });
    expect(first('user-removed')).toMatchObject({
      actorId: firm.user._id,
      subjectId: ivy.id,
      subjectName: 'Ivy Invited',
    });
    expect(first('device-signed-out')).toMatchObject({ actorId: firm.user._id });
    expect(first('report-downloaded')).toMatchObject({ actorId: ivy.id, actorName: 'Ivy Invited' });
    for (const kind of ['estate-exported', 'firm-exported', 'document-opened', 'statement-imported'] as const)
      expect(first(kind)).toMatchObject({
        actorId: ivy.id,
        detail: { report: expect.stringMatching(/^A copy/) },
      });
    expect(first('backup-restored')).toMatchObject({ actorId: null, actorName: 'npm run restore' });
    expect(first('two-factor-requirement')).toMatchObject({ actorId: firm.user._id });
    expect(first('sign-in-rules-changed')).toMatchObject({ actorId: firm.user._id });

    const theirs = await call('GET', '/api/activity', { token: other.token });
    expect(
      theirs.body.data.items.filter((e: SecurityEvent) => e.actorId === ivy.id || e.subjectId === ivy.id),
    ).toEqual([]);
    expect(theirs.body.data.items.every((e: SecurityEvent) => e.actorId !== firm.user._id)).toBe(true);
  });
});
