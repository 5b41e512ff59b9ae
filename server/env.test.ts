import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_SECRET_BYTES, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes, saying what to do', () => {
    expect(() => parseEnv({ JWT_SECRET: 'x' })).toThrow(
      /JWT_SECRET must be at least 32 bytes long \(it is 1\)/,
    );
    expect(() => parseEnv({ JWT_SECRET: 'a'.repeat(MIN_SECRET_BYTES - 1) })).toThrow(/openssl rand/);
    // Bytes, not characters: 11 three-byte characters are 33 bytes.
    expect(parseEnv({ JWT_SECRET: '€'.repeat(11) }).jwtSecret).toBe('€'.repeat(11));
    expect(parseEnv({ JWT_SECRET: 'a'.repeat(MIN_SECRET_BYTES) }).jwtSecret).toHaveLength(MIN_SECRET_BYTES);
    // Unset or empty: the server generates and keeps one.
    expect(parseEnv({}).jwtSecret).toBeUndefined();
    expect(parseEnv({ JWT_SECRET: '' }).jwtSecret).toBeUndefined();
  });

  it('trusts no proxy header unless told, and only a header name', () => {
    expect(parseEnv({}).trustProxyHeader).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY_HEADER: ' X-Forwarded-For ' }).trustProxyHeader).toBe('x-forwarded-for');
    expect(() => parseEnv({ TRUST_PROXY_HEADER: 'x-forwarded-for: 1.2.3.4' })).toThrow(/header name/);
  });

  it('caps the live-update streams at 2,000 unless told, and only at a whole number', () => {
    expect(parseEnv({}).liveMaxStreams).toBe(2000);
    expect(parseEnv({ LIVE_MAX_STREAMS: '50' }).liveMaxStreams).toBe(50);
    expect(() => parseEnv({ LIVE_MAX_STREAMS: '0' })).toThrow(/LIVE_MAX_STREAMS must be a whole number/);
    expect(() => parseEnv({ LIVE_MAX_STREAMS: 'lots' })).toThrow(/LIVE_MAX_STREAMS/);
  });

  it('allows a role change for 5 minutes after a sign-in unless told, within an hour', () => {
    expect(parseEnv({}).stepUpSeconds).toBe(300);
    expect(parseEnv({ STEP_UP_SECONDS: '60' }).stepUpSeconds).toBe(60);
    for (const bad of ['0', '3601', '1.5', 'soon'])
      expect(() => parseEnv({ STEP_UP_SECONDS: bad })).toThrow(/STEP_UP_SECONDS must be a whole number/);
  });
});

describe('starting the server', () => {
  it('refuses with a plain message, and no stack, when JWT_SECRET is too short', () => {
    // Should it start after all, it finds an empty database of its own here, not the developer's.
    const dataDir = mkdtempSync(join(tmpdir(), 'env-test-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: { ...process.env, JWT_SECRET: 'x', DATA_DIR: dataDir, DEMO: '0', PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        // Only so that a server that did start is stopped; the answer does not depend on time.
        timeout: 120_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Not starting: JWT_SECRET must be at least 32 bytes long (it is 1)');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
