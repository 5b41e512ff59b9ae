import type { IDToken } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { secondFactorUsed, vouchedEmail } from './admit.ts';
import type { OidcProviderConfig } from './config.ts';

const microsoft: OidcProviderConfig = {
  id: 'microsoft',
  label: 'Microsoft',
  issuer: 'https://login.microsoftonline.com/tenant/v2.0',
  clientId: 'a',
  clientSecret: 'b',
  domains: ['okafor-law.ca'],
};
const google: OidcProviderConfig = {
  ...microsoft,
  id: 'google',
  label: 'Google',
  issuer: 'https://accounts.google.com',
  domains: [],
};
const token = (claims: Record<string, unknown>) =>
  ({ iss: 'x', sub: 's', aud: 'a', iat: 0, exp: 0, ...claims }) as IDToken;

describe('the email a provider vouches for (docs/oidc.md#who-may-sign-in)', () => {
  it('needs it verified: email_verified, or Microsoft’s xms_edov', () => {
    expect(vouchedEmail(microsoft, token({ email: 'Ada@Okafor-Law.ca', email_verified: true }))).toBe(
      'ada@okafor-law.ca',
    );
    expect(vouchedEmail(microsoft, token({ email: 'ada@okafor-law.ca', xms_edov: true }))).toBe(
      'ada@okafor-law.ca',
    );
    expect(vouchedEmail(microsoft, token({ email: 'ada@okafor-law.ca' }))).toBeUndefined();
    expect(
      vouchedEmail(microsoft, token({ email: 'ada@okafor-law.ca', email_verified: 'true' })),
    ).toBeUndefined();
    // Google's own claim does not count for Microsoft's extension, nor the other way round.
    expect(
      vouchedEmail(google, token({ email: 'ada@okafor-law.ca', xms_edov: true, hd: 'okafor-law.ca' })),
    ).toBeUndefined();
  });

  it('keeps to the configured domains', () => {
    expect(
      vouchedEmail(microsoft, token({ email: 'ada@elsewhere.ca', email_verified: true })),
    ).toBeUndefined();
  });

  it('wants a Google address of a Workspace domain to come from that Workspace (hd)', () => {
    expect(
      vouchedEmail(google, token({ email: 'ada@okafor-law.ca', email_verified: true, hd: 'okafor-law.ca' })),
    ).toBe('ada@okafor-law.ca');
    expect(vouchedEmail(google, token({ email: 'ada@okafor-law.ca', email_verified: true }))).toBeUndefined();
    expect(
      vouchedEmail(google, token({ email: 'ada@okafor-law.ca', email_verified: true, hd: 'other.ca' })),
    ).toBeUndefined();
  });
});

describe('the provider’s second factor (amr, RFC 8176)', () => {
  it('counts only a method that is a second factor', () => {
    expect(secondFactorUsed(token({ amr: ['pwd', 'mfa'] }))).toBe(true);
    expect(secondFactorUsed(token({ amr: ['pwd', 'otp'] }))).toBe(true);
    expect(secondFactorUsed(token({ amr: ['hwk'] }))).toBe(true);
    expect(secondFactorUsed(token({ amr: ['pwd'] }))).toBe(false);
    expect(secondFactorUsed(token({ amr: 'mfa' }))).toBe(false);
    expect(secondFactorUsed(token({}))).toBe(false);
  });
});
