/**
 * The OpenID providers this deployment signs in with (docs/oidc.md#configuration), from the
 * environment: OIDC_MICROSOFT_* and OIDC_GOOGLE_*. A provider is on when its client id and secret
 * are set (and, for Microsoft, the tenant's issuer); half a configuration stops the server.
 */

export type ProviderId = 'microsoft' | 'google';
export const PROVIDER_IDS: readonly ProviderId[] = ['microsoft', 'google'];

export interface OidcProviderConfig {
  id: ProviderId;
  /** The button's words: "Continue with Microsoft". */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Email domains this provider may vouch for (lower case); empty: any the firms' rules admit. */
  domains: string[];
}

const LABELS: Record<ProviderId, string> = { microsoft: 'Microsoft', google: 'Google' };
/** "Microsoft", "Google": how the app names a provider to people. */
export const providerLabel = (id: ProviderId): string => LABELS[id];
/** Google has one issuer for every account; Microsoft's is the tenant's own, which must be given. */
const DEFAULT_ISSUER: Partial<Record<ProviderId, string>> = { google: 'https://accounts.google.com' };
export const GOOGLE_ISSUER = 'https://accounts.google.com';

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/i;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A list of email domains as typed (commas or spaces), lower case; an invalid one is an error. */
export function parseDomains(text: string | undefined, what: string): string[] {
  const domains = (text ?? '')
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  for (const d of domains) if (!DOMAIN.test(d)) throw new Error(`${what}: "${d}" is not an email domain`);
  return [...new Set(domains)];
}

export function parseOidcEnv(source: Record<string, string | undefined>): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const id of PROVIDER_IDS) {
    const key = (name: string) => `OIDC_${id.toUpperCase()}_${name}`;
    const value = (name: string) => source[key(name)]?.trim() || undefined;
    const clientId = value('CLIENT_ID');
    const clientSecret = value('CLIENT_SECRET');
    const issuer = value('ISSUER') ?? (clientId ? DEFAULT_ISSUER[id] : undefined);
    if (!clientId && !clientSecret && !value('ISSUER')) continue;
    const missing = [
      !issuer && key('ISSUER'),
      !clientId && key('CLIENT_ID'),
      !clientSecret && key('CLIENT_SECRET'),
    ].filter(Boolean);
    if (missing.length)
      throw new Error(`${LABELS[id]} sign-in is half configured: set ${missing.join(', ')}`);
    // Discovery, keys and tokens travel over TLS; plain http only to a provider on this machine.
    if (!/^https:\/\//i.test(issuer!) && !LOOPBACK.test(issuer!))
      throw new Error(`${key('ISSUER')} must be an https address, got ${issuer}`);
    providers.push({
      id,
      label: LABELS[id],
      // Exactly as the provider names itself: the ID token's `iss` must equal it.
      issuer: issuer!,
      clientId: clientId!,
      clientSecret: clientSecret!,
      domains: parseDomains(value('DOMAINS'), key('DOMAINS')),
    });
  }
  return providers;
}

/** Whether http (not https) may be used to reach the issuer: a provider on this machine only. */
export const isLoopbackIssuer = (issuer: string) => LOOPBACK.test(issuer);
