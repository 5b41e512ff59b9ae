import { describe, expect, it } from 'vitest';
import { deriveVerifier, LOCK_ITERATIONS, passwordMatches } from './verifier.ts';

// A low count keeps the unit tests quick; the app always uses LOCK_ITERATIONS.
const FAST = { iterations: 1000 };

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

describe('lock verifier', () => {
  it('uses at least 600,000 PBKDF2-SHA-256 iterations in the app', () => {
    expect(LOCK_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it('keeps the user, the algorithm, the count, a 16-byte salt and a 32-byte hash, never the password', async () => {
    const password = 'correct horse battery staple';
    const verifier = await deriveVerifier(password, 'user-1', {
      ...FAST,
      now: new Date('2026-11-23T09:00:00Z'),
    });
    expect(Object.keys(verifier).sort()).toEqual([
      'algorithm',
      'createdAt',
      'hash',
      'iterations',
      'salt',
      'userId',
    ]);
    expect(verifier).toMatchObject({
      userId: 'user-1',
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1000,
      createdAt: '2026-11-23T09:00:00.000Z',
    });
    expect(bytes(verifier.salt)).toHaveLength(16);
    expect(bytes(verifier.hash)).toHaveLength(32);
    expect(JSON.stringify(verifier)).not.toContain(password);
  });

  it('matches the same password only', async () => {
    const verifier = await deriveVerifier('demo-estates-2026', 'u', FAST);
    expect(await passwordMatches('demo-estates-2026', verifier)).toBe(true);
    expect(await passwordMatches('demo-estates-2025', verifier)).toBe(false);
    expect(await passwordMatches('', verifier)).toBe(false);
    expect(await passwordMatches('Demo-estates-2026', verifier)).toBe(false);
  });

  it('is the PBKDF2-SHA-256 of the standard (RFC 7914 test vector)', async () => {
    const salt = new TextEncoder().encode('salt');
    const verifier = await deriveVerifier('passwd', 'u', { iterations: 1, salt });
    const hex = [...bytes(verifier.hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc');
  });

  it('draws a new salt each time, so the same password gives another hash', async () => {
    const a = await deriveVerifier('same password', 'u', FAST);
    const b = await deriveVerifier('same password', 'u', FAST);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('refuses a verifier of another algorithm or a damaged one', async () => {
    const verifier = await deriveVerifier('pw', 'u', FAST);
    expect(await passwordMatches('pw', { ...verifier, algorithm: 'MD5' as never })).toBe(false);
    expect(await passwordMatches('pw', { ...verifier, iterations: 0 })).toBe(false);
    expect(await passwordMatches('pw', { ...verifier, hash: verifier.hash.slice(0, 8) })).toBe(false);
  });
});
