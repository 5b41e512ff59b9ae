import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS, type RegisterRequest } from '../../src/domain/schemas/index.ts';
import { EmailTakenError, publicUser, registerFirm } from '../accounts.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { type Limit, take, waitText } from '../auth/rate-limit.ts';
import { startSession } from '../auth/sessions.ts';
import { describe, validJson } from '../contract.ts';
import { type AppEnv, fail, ok } from '../http.ts';
import { signUpMail, signUpTakenMail } from '../mail/mailer.ts';
import { throttleByAddress } from '../middleware/throttle.ts';
import { newLinkToken } from '../people/links.ts';
import { keepSignUp, SIGN_UP_TTL_MS, signUpOf, spendSignUp } from '../people/sign-up-links.ts';
import { toIso } from '../store/db.ts';
import { deliver, linkBase, PEOPLE_LIMITS, type PeopleDeps } from './people.ts';

/** Sign-up emails to one address: a few retries of a mistyped form, never a flood into a stranger's inbox. */
export const SIGN_UP_PER_EMAIL: Limit = { scope: 'sign-up-email', max: 3, windowSeconds: 3600 };

export const SIGN_UP_MESSAGES = {
  unknown:
    'This sign-up link is not valid, or it was already used: sign in with the email and password you chose, or sign up again.',
  expired: 'This sign-up link has expired (links work for a day). Sign up again for a new one.',
  wrongPassword: 'This is not the password you chose when you signed up.',
  taken: 'This address signs in already, so no new firm was made. Sign in instead.',
  mailFailed: 'The email could not be sent. Nothing was created; try again in a few minutes.',
} as const;

/**
 * Sign-up when the server sends mail (docs/behaviour.md#sign-up-by-email): the page is told the same
 * for an address in use and a free one, and the address's owner learns which from the email. Both
 * cost a password hash and a mail, so neither answer comes back sooner.
 */
export async function signUpByEmail(
  c: Context<AppEnv>,
  deps: PeopleDeps,
  body: RegisterRequest,
): Promise<Response> {
  const at = (deps.now ?? (() => new Date()))();
  const email = body.email.trim().toLowerCase();
  const limited = await take(deps.db, SIGN_UP_PER_EMAIL, email, at);
  if (!limited.allowed) {
    c.header('Retry-After', String(limited.retryAfter));
    return fail(c, 429, `Too many sign-ups for this address. Try again in ${waitText(limited.retryAfter)}.`);
  }
  const passwordHash = await hashPassword(body.password);
  const taken = await deps.db.query('select 1 from credentials where email = $1', [email]);
  const base = linkBase(c, deps);
  let mail: Parameters<typeof deliver>[1];
  if (taken.length) mail = signUpTakenMail({ to: email, login: `${base}/login` });
  else {
    const token = newLinkToken();
    await keepSignUp(deps.db, {
      token,
      email,
      name: body.name.trim(),
      organizationName: body.organizationName.trim(),
      passwordHash,
      at,
    });
    const link = `${base}/sign-up/${token}`;
    const expires = new Date(at.getTime() + SIGN_UP_TTL_MS);
    mail = signUpMail({
      to: email,
      name: body.name.trim(),
      firm: body.organizationName.trim(),
      link,
      expires,
    });
  }
  if (!(await deliver(deps, mail))) return fail(c, 503, SIGN_UP_MESSAGES.mailFailed);
  return ok(
    c,
    { emailed: true as const, email },
    202,
    `We sent an email to ${email}. Open its link to finish creating your firm.`,
  );
}

/** The page an emailed sign-up link opens, and its finish (mounted at /api/auth). */
export function signUpLinkRoutes(deps: PeopleDeps) {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const limits = { ...PEOPLE_LIMITS, ...deps.peopleLimits };
  const throttle = throttleByAddress(deps, limits.linkPerAddress, 'attempts with links');
  const refusal = (status: 404 | 410) =>
    status === 404 ? SIGN_UP_MESSAGES.unknown : SIGN_UP_MESSAGES.expired;

  app.get(
    '/register/:token',
    describe(ENDPOINTS.signUpLink, { errors: [404, 410, 429] }),
    throttle,
    async (c) => {
      const found = await signUpOf(deps.db, c.req.param('token'), now());
      if (!('row' in found)) return fail(c, found.status, refusal(found.status));
      return ok(c, {
        email: found.row.email,
        name: found.row.name,
        organizationName: found.row.organization_name,
        expiresAt: toIso(found.row.expires_at),
      });
    },
  );

  app.post(
    '/register/:token',
    describe(ENDPOINTS.finishSignUp, { status: 201, errors: [400, 404, 409, 410, 415, 429] }),
    throttle,
    validJson(ENDPOINTS.finishSignUp.body, 'Please correct the highlighted fields'),
    async (c) => {
      const token = c.req.param('token');
      const first = await signUpOf(deps.db, token, now());
      if (!('row' in first)) return fail(c, first.status, refusal(first.status));
      const { password } = c.req.valid('json');
      if (!(await verifyPassword(first.row.password_hash, password)))
        return fail(c, 400, SIGN_UP_MESSAGES.wrongPassword, { password: [SIGN_UP_MESSAGES.wrongPassword] });
      const answer = await deps.db.transaction(async (tx) => {
        // Locked and read again: of two tabs finishing at once, one makes the firm.
        const found = await signUpOf(tx, token, now(), true);
        if (!('row' in found)) return { status: found.status, message: refusal(found.status) };
        const { row } = found;
        try {
          const made = await registerFirm(tx, {
            name: row.name,
            email: row.email,
            organizationName: row.organization_name,
            passwordHash: row.password_hash,
          });
          await spendSignUp(tx, row.token_hash);
          return made;
        } catch (error) {
          // Taken since the link was sent (an invitation accepted meanwhile): the link's holder owns
          // the address, so the answer may say so.
          if (error instanceof EmailTakenError)
            return { status: 409 as const, message: SIGN_UP_MESSAGES.taken };
          throw error;
        }
      });
      if (!('user' in answer)) return fail(c, answer.status, answer.message);
      const { user } = answer;
      const { token: accessToken } = await startSession(c, deps, user);
      return ok(c, { token: accessToken, user: await publicUser(deps.db, user) }, 201, 'Firm created');
    },
  );
  return app;
}
