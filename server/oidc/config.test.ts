import { describe, expect, it } from 'vitest';
import { parseDomains, parseOidcEnv } from './config.ts';

describe('OIDC configuration (docs/oidc.md#configuration)', () => {
  it('offers nothing when nothing is set', () => {
    expect(parseOidcEnv({})).toEqual([]);
  });

  it('reads Microsoft with its tenant issuer, and Google with its default issuer', () => {
    const providers = parseOidcEnv({
      OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/7c5e2f0a-1111-2222-3333-444455556666/v2.0',
      OIDC_MICROSOFT_CLIENT_ID: 'app-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'secret',
      OIDC_MICROSOFT_DOMAINS: 'Okafor-Law.ca, @okafor.ca okafor-law.ca',
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
    });
    expect(providers).toEqual([
      {
        id: 'microsoft',
        label: 'Microsoft',
        issuer: 'https://login.microsoftonline.com/7c5e2f0a-1111-2222-3333-444455556666/v2.0',
        clientId: 'app-id',
        clientSecret: 'secret',
        domains: ['okafor-law.ca', 'okafor.ca'],
      },
      {
        id: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
        domains: [],
      },
    ]);
  });

  it('stops on half a configuration, naming what is missing', () => {
    expect(() =>
      parseOidcEnv({ OIDC_MICROSOFT_CLIENT_ID: 'app-id', OIDC_MICROSOFT_CLIENT_SECRET: 's' }),
    ).toThrow(/OIDC_MICROSOFT_ISSUER/);
    expect(() => parseOidcEnv({ OIDC_GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/OIDC_GOOGLE_CLIENT_SECRET/);
  });

  it('wants https, except for a provider on this machine', () => {
    const base = { OIDC_MICROSOFT_CLIENT_ID: 'a', OIDC_MICROSOFT_CLIENT_SECRET: 'b' };
    expect(() => parseOidcEnv({ ...base, OIDC_MICROSOFT_ISSUER: 'http://login.example.com/t/v2.0' })).toThrow(
      /must be an https address/,
    );
    expect(parseOidcEnv({ ...base, OIDC_MICROSOFT_ISSUER: 'http://127.0.0.1:4999' })[0]?.issuer).toBe(
      'http://127.0.0.1:4999',
    );
  });

  it('refuses what is not an email domain', () => {
    expect(() => parseDomains('okafor-law.ca, not a domain', 'X')).toThrow(/"not" is not an email domain/);
    expect(() => parseDomains('localhost', 'X')).toThrow(/not an email domain/);
  });
});
