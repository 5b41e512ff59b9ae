import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/domain/schemas/index.ts';
import { EmailTakenError, publicUser, registerFirm } from '../accounts.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { clearFailures, lockedFor, recordFailure } from '../auth/throttle.ts';
import { describe, validJson } from '../contract.ts';
import { type AppDeps, type AppEnv, fail, ok } from '../http.ts';
import { requireAuth } from '../middleware/auth.ts';
import { findRecord } from '../store/records.ts';

const INVALID_LOGIN = 'Invalid email or password';

const tooMany = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

export function authRoutes(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  app.post(
    '/login',
    describe(ENDPOINTS.login, { errors: [400, 401, 429] }),
    validJson(ENDPOINTS.login.body, 'Please enter your email and password'),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const wait = await lockedFor(deps.db, email, now());
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return fail(c, 429, tooMany(wait));
      }
      const rows = await deps.db.query<{ user_id: string; organization: string; password_hash: string }>(
        'select user_id, organization, password_hash from credentials where email = $1',
        [email],
      );
      const cred = rows[0];
      const valid = cred
        ? await verifyPassword(cred.password_hash, password)
        : await verifyAgainstDummy(password);
      const user =
        valid && cred ? await findRecord(deps.db, cred.organization, 'users', cred.user_id) : undefined;
      if (!user) {
        const locked = await recordFailure(deps.db, email, now());
        if (locked > 0) {
          c.header('Retry-After', String(locked));
          return fail(c, 429, tooMany(locked));
        }
        return fail(c, 401, INVALID_LOGIN);
      }
      await clearFailures(deps.db, email);
      const token = await deps.tokens.sign({ sub: user._id, org: user.organization });
      return ok(c, { token, user: await publicUser(deps.db, user) }, 200, 'Signed in');
    },
  );

  app.post(
    '/register',
    describe(ENDPOINTS.register, { status: 201, errors: [400, 409] }),
    validJson(ENDPOINTS.register.body, 'Please correct the highlighted fields'),
    async (c) => {
      try {
        const { user } = await registerFirm(deps.db, c.req.valid('json'));
        const token = await deps.tokens.sign({ sub: user._id, org: user.organization });
        return ok(c, { token, user: await publicUser(deps.db, user) }, 201, 'Firm created');
      } catch (error) {
        if (error instanceof EmailTakenError) return fail(c, 409, error.message, { email: [error.message] });
        throw error;
      }
    },
  );

  app.get('/me', describe(ENDPOINTS.me), requireAuth(deps), async (c) =>
    ok(c, await publicUser(deps.db, c.get('user'))),
  );

  return app;
}
