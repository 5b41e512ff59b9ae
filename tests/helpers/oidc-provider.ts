import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { freePort } from './free-port.ts';

/**
 * A real OpenID provider for tests (oidc-provider, the certified implementation), on a free port
 * of this machine: discovery, keys (JWKS), its own login and consent pages, the token endpoint
 * with PKCE, refresh tokens. Accounts are kept here; any password signs an account in on its page.
 *
 * For the refusal tests, the provider can be told to sign its next ID token wrongly in one way
 * (another audience, another nonce, already expired): a token signed with its real key, as a
 * provider that got it wrong, or a token meant for another application, would be.
 */

/** The app as the test provider knows it. */
export const TEST_CLIENT = {
  clientId: 'estate-admin-test',
  clientSecret: 'a-client-secret-for-the-test-provider-only',
} as const;

export interface TestAccount {
  email: string;
  emailVerified?: boolean;
  /** What the provider says of how the person signed in (RFC 8176); e.g. ['pwd', 'mfa']. */
  amr?: string[];
  /** Disabled at the provider: it signs nobody in and refuses the account's refresh tokens. */
  disabled?: boolean;
}

export type IdTokenFault = { audience: string } | { nonce: string } | { expired: true };

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** The next ID token the provider issues is wrong in this way. */
  spoilNextIdToken(fault: IdTokenFault): void;
  stop(): Promise<void>;
}

export async function startTestProvider(options: {
  redirectUris: string[];
  accounts?: Record<string, TestAccount>;
  port?: number;
}): Promise<TestProvider> {
  const port = options.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const { clientId, clientSecret } = TEST_CLIENT;
  let fault: IdTokenFault | undefined;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // Like Entra ID: offline_access gives a refresh token without asking for consent again.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: { devInteractions: { enabled: true } },
    // Like Entra ID and Google: the email is in the ID token itself, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account || account.disabled) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: id,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = false;

  // The account's amr, and a fault when one was asked for, go into the next ID token issued.
  type IdTokenInstance = {
    available: { sub?: string };
    extra: Record<string, unknown>;
    client: object & { clientId: string };
  };
  const prototype = provider.IdToken.prototype as unknown as {
    issue: (this: IdTokenInstance, opts: { use: string; expiresAt?: number }) => Promise<string>;
  };
  const issue = prototype.issue;
  prototype.issue = function (this: IdTokenInstance, opts) {
    if (opts.use !== 'idtoken') return issue.call(this, opts);
    const amr = this.available.sub ? accounts.get(this.available.sub)?.amr : undefined;
    if (amr) this.extra.amr = amr;
    const now = fault;
    fault = undefined;
    if (now && 'nonce' in now) this.extra.nonce = now.nonce;
    if (now && 'audience' in now)
      this.client = Object.create(this.client, {
        clientId: { value: now.audience },
      }) as IdTokenInstance['client'];
    if (now && 'expired' in now)
      return issue.call(this, { ...opts, expiresAt: Math.floor(Date.now() / 1000) - 3600 });
    return issue.call(this, opts);
  };

  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    spoilNextIdToken(next) {
      fault = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the app's Microsoft sign-in at the test provider at `issuer`. */
export const microsoftEnv = (issuer: string, domains = ''): Record<string, string> => ({
  OIDC_MICROSOFT_ISSUER: issuer,
  OIDC_MICROSOFT_CLIENT_ID: TEST_CLIENT.clientId,
  OIDC_MICROSOFT_CLIENT_SECRET: TEST_CLIENT.clientSecret,
  ...(domains ? { OIDC_MICROSOFT_DOMAINS: domains } : {}),
});
