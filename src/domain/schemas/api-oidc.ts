import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import { TwoFactorChallenge } from './two-factor.ts';

/**
 * Sign-in with the firm's Microsoft or Google account (docs/oidc.md): the providers this server
 * offers, the round trip to one (start, callback: top-level navigations), the page's collection of
 * the result (finish), and the firm's choices (Admin).
 */

export const OidcProvider = v.object({
  id: v.picklist(['microsoft', 'google']),
  /** "Microsoft", "Google": the button reads "Continue with …". */
  label: v.string(),
});
export type OidcProvider = v.InferOutput<typeof OidcProvider>;

export const SIGN_IN_METHODS = ['both', 'password', 'provider'] as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The firm's sign-in rules: how its people sign in, domains that may accept invitations, re-check period. */
export const FirmSignInBody = v.object({
  methods: v.picklist(SIGN_IN_METHODS, 'Choose how your firm’s people sign in'),
  /**
   * The firm's own provider: the only one that signs its people in and whose second factor counts
   * (none: email and password only). Devices that predate it send none.
   */
  provider: v.optional(v.nullable(v.picklist(['microsoft', 'google'], 'Choose Microsoft or Google')), null),
  domains: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.regex(DOMAIN, 'Enter email domains such as okafor-law.ca, separated by commas'),
      ),
    ),
    v.maxLength(20, 'At most 20 domains'),
  ),
  recheckDays: v.pipe(
    v.number(),
    v.integer('Enter a whole number of days'),
    v.minValue(1, 'At least every day'),
    v.maxValue(30, 'At most every 30 days'),
  ),
});
export type FirmSignInBody = v.InferOutput<typeof FirmSignInBody>;

export const FirmSignIn = v.object({
  ...FirmSignInBody.entries,
  /** The providers this server offers; none: the settings change nothing until one is configured. */
  providers: v.array(OidcProvider),
});
export type FirmSignIn = v.InferOutput<typeof FirmSignIn>;

/**
 * How the signed-in person confirms changes that ask who is at the device (docs/oidc.md#people-without-a-password):
 * `providerOnly` people have no password here and sign in at the provider again instead; such a
 * confirmation lets this session make those changes until `confirmedUntil`.
 */
export const OidcAccount = v.object({
  providerOnly: v.boolean(),
  providers: v.array(OidcProvider),
  confirmedUntil: v.nullable(v.string()),
  /** The email the provider vouched for at that confirmation: the only new sign-in email it allows. */
  confirmedEmail: v.nullable(v.string()),
});
export type OidcAccount = v.InferOutput<typeof OidcAccount>;

export const ReauthBody = v.strictObject({
  provider: v.picklist(['microsoft', 'google'], 'Choose a provider'),
  /** The page to come back to (Profile), a path inside the app. */
  redirect: v.optional(v.pipe(v.string(), v.maxLength(512))),
});

/** Where the person goes after signing in: the page they asked for before leaving for the provider. */
const After = { redirect: v.optional(v.string()) };

/** The one-time value the tab kept when it began the sign-in (43 base64url characters, 32 bytes). */
export const OidcTab = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Start the sign-in again'));
export const OidcFinishBody = v.strictObject({ tab: OidcTab });

/** The sign-in page's collection: a session (its user as the session answers it), or the two-factor step. */

export const OidcFinishAnswer = v.union([
  v.object({ token: v.string(), user: v.looseObject({}), ...After }),
  v.object({ ...TwoFactorChallenge.entries, ...After }),
]);

export const OIDC_ENDPOINTS = {
  oidcProviders: {
    method: 'get',
    path: 'auth/oidc/providers',
    summary:
      'The providers this server signs in with ("Continue with Microsoft", "Continue with Google"); none when not configured',
    response: v.array(OidcProvider),
    public: true,
  },
  oidcStart: {
    method: 'get',
    path: 'auth/oidc/:provider/start',
    summary:
      'A top-level navigation: records a login under way (state, nonce, PKCE verifier) bound to this browser by a cookie and to the tab by its one-time value (`tab`), and redirects (302) to the provider',
    response: v.null(),
    public: true,
  },
  oidcCallback: {
    method: 'get',
    path: 'auth/oidc/:provider/callback',
    summary:
      'The provider sends the browser back here (the exact redirect URI): the state is spent once, the code exchanged, the ID token checked and the person found; redirects (302) to /login to finish',
    response: v.null(),
    public: true,
  },
  oidcFinish: {
    method: 'post',
    path: 'auth/oidc/finish',
    summary:
      'The sign-in page collects the provider sign-in this tab began (its one-time value): a session (token and user, refresh cookie), or the two-factor step, or why it was refused',
    body: OidcFinishBody,
    response: OidcFinishAnswer,
    public: true,
  },
  oidcAccount: {
    method: 'get',
    path: 'auth/oidc/account',
    summary:
      'Whether the signed-in person confirms changes with the provider (no password here), and until when this session is confirmed',
    response: OidcAccount,
  },
  oidcReauth: {
    method: 'post',
    path: 'auth/oidc/reauth',
    summary:
      'Starts a confirmation at the provider for this session (prompt=login, max_age=0): the address to send the browser to',
    body: ReauthBody,
    response: v.object({ url: v.string() }),
  },
  firmSignIn: {
    method: 'get',
    path: 'auth/oidc/firm',
    summary: 'The firm’s sign-in rules and the providers this server offers',
    response: FirmSignIn,
  },
  setFirmSignIn: {
    method: 'put',
    path: 'auth/oidc/firm',
    summary: 'Change the firm’s sign-in rules (Admin)',
    body: FirmSignInBody,
    response: FirmSignIn,
  },
} as const satisfies Record<string, Endpoint>;
