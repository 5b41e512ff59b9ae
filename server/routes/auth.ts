import { Hono } from 'hono';
import * as v from 'valibot';
import { LoginBody, RegisterBody } from '../../src/domain/schemas/index.ts';
import { EmailTakenError, publicUser, registerFirm } from '../accounts.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { clearFailures, lockedFor, recordFailure } from '../auth/throttle.ts';
import { type AppDeps, type AppEnv, fail, ok, readJson } from '../http.ts';
import { requireAuth } from '../middleware/auth.ts';
import { findRecord } from '../store/records.ts';
import { fieldErrors } from '../store/write-helpers.ts';

const INVALID_LOGIN = 'Invalid email or password';

const tooMany = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

export function authRoutes(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const read = await readJson(c);
    if ('response' in read) return read.response;
    const parsed = v.safeParse(LoginBody, read.body);
    if (!parsed.success)
      return fail(c, 400, 'Please enter your email and password', fieldErrors(parsed.issues));
    const { email, password } = parsed.output;
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
  });

  app.post('/register', async (c) => {
    const read = await readJson(c);
    if ('response' in read) return read.response;
    const parsed = v.safeParse(RegisterBody, read.body);
    if (!parsed.success)
      return fail(c, 400, 'Please correct the highlighted fields', fieldErrors(parsed.issues));
    try {
      const { user } = await registerFirm(deps.db, parsed.output);
      const token = await deps.tokens.sign({ sub: user._id, org: user.organization });
      return ok(c, { token, user: await publicUser(deps.db, user) }, 201, 'Firm created');
    } catch (error) {
      if (error instanceof EmailTakenError) return fail(c, 409, error.message, { email: [error.message] });
      throw error;
    }
  });

  app.get('/me', requireAuth(deps), async (c) => ok(c, await publicUser(deps.db, c.get('user'))));

  return app;
}
