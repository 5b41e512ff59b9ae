import * as client from 'openid-client';
import { GOOGLE_ISSUER, isLoopbackIssuer, type OidcProviderConfig } from './config.ts';

/**
 * The app as an OpenID Connect client (docs/oidc.md#the-flow), with openid-client: discovery of
 * the provider's endpoints and keys, the authorization URL (code flow, PKCE S256, state, nonce),
 * the code exchange and the refresh grant used to re-check a person with the provider.
 *
 * openid-client checks the authorization response's `state` (and `iss` where the provider sends
 * it), then the ID token's `iss`, `aud`, `azp`, `exp`, `iat` and `nonce`. The token endpoint is
 * reached over TLS, which OpenID Connect Core §3.1.3.7 accepts in place of checking the ID
 * token's signature; enableNonRepudiationChecks makes the client check the signature against the
 * issuer's published keys (jwks_uri) anyway.
 */

const configurations = new Map<string, Promise<client.Configuration>>();

/** The provider's configuration, discovered once per process; a failed discovery is tried again next time. */
export function configurationOf(provider: OidcProviderConfig): Promise<client.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    found = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { client_secret: provider.clientSecret },
      client.ClientSecretPost(provider.clientSecret),
      {
        execute: [
          client.enableNonRepudiationChecks,
          ...(isLoopbackIssuer(provider.issuer) ? [client.allowInsecureRequests] : []),
        ],
        timeout: 10,
      },
    );
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

/** What a sign-in needs kept until the provider answers. */
export interface LoginSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newLoginSecrets(): LoginSecrets {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/**
 * Where the browser goes to sign in. Microsoft issues a refresh token for `offline_access`;
 * Google for `access_type=offline` (and again only with `prompt=consent`). That token is what lets
 * the app ask the provider later whether the account may still sign in (docs/oidc.md#offboarding).
 */
export async function authorizationUrl(
  provider: OidcProviderConfig,
  redirectUri: string,
  secrets: LoginSecrets,
  options: { reauth?: boolean } = {},
): Promise<URL> {
  const config = await configurationOf(provider);
  const google = provider.id === 'google';
  // Confirming who is at the device (docs/oidc.md#people-without-a-password): the provider is asked
  // to sign the person in now, whatever session it has, and to say when (`auth_time`).
  if (options.reauth)
    return client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email',
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      max_age: '0',
      // Google knows no prompt=login; max_age=0 asks it for a new sign-in all the same.
      ...(google ? {} : { prompt: 'login' }),
    });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: google ? 'openid email profile' : 'openid email profile offline_access',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    // select_account is Google's own: a Google-style provider at another issuer (a test provider
    // here) is asked only for consent, which OpenID Connect Core defines.
    ...(google
      ? {
          access_type: 'offline',
          prompt: provider.issuer === GOOGLE_ISSUER ? 'consent select_account' : 'consent',
        }
      : {}),
  });
}

export interface ProviderAnswer {
  claims: client.IDToken;
  refreshToken: string | undefined;
}

/**
 * The code exchange. `callbackQuery` is the query string the provider sent the browser back with;
 * it is joined to the redirect URI this login was started with, so the exchange names exactly
 * that URI whatever host the request came in by. Throws when any check fails.
 */
export async function exchangeCode(
  provider: OidcProviderConfig,
  redirectUri: string,
  callbackQuery: URLSearchParams,
  secrets: LoginSecrets,
): Promise<ProviderAnswer> {
  const config = await configurationOf(provider);
  const current = new URL(redirectUri);
  current.search = callbackQuery.toString();
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider answered without an ID token');
  return { claims, refreshToken: tokens.refresh_token };
}

export type RecheckAnswer =
  | { verdict: 'allowed'; refreshToken: string | undefined }
  | { verdict: 'refused'; why: string }
  | { verdict: 'unknown'; why: string };

/**
 * Asks the provider whether the account may still sign in, with the refresh token of its last
 * sign-in. `invalid_grant` means the provider will not continue this sign-in (account disabled or
 * deleted, password reset, token revoked, consent withdrawn); any other failure tells nothing.
 */
export async function recheck(
  provider: OidcProviderConfig,
  refreshToken: string,
  subject: string,
): Promise<RecheckAnswer> {
  try {
    const config = await configurationOf(provider);
    const tokens = await client.refreshTokenGrant(config, refreshToken);
    const claims = tokens.claims();
    // A new ID token, when the provider sends one, must be the same account's.
    if (claims && claims.sub !== subject) return { verdict: 'refused', why: 'another account' };
    return { verdict: 'allowed', refreshToken: tokens.refresh_token ?? refreshToken };
  } catch (error) {
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant')
      return { verdict: 'refused', why: error.error_description ?? error.error };
    return { verdict: 'unknown', why: error instanceof Error ? error.message : String(error) };
  }
}
