import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import type { AuthLimits } from '../../server/routes/auth.ts';
import type { Db } from '../../server/store/db.ts';
import { createAccount, sessionUserOf } from './accounts.ts';
import { type TestTokens, testTokens } from './sessions.ts';
import { openTestDb } from './test-db.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  db: Db & { label: string; url?: string };
  app: ReturnType<typeof createApp>;
  /** `sign({sub, org})` opens a real device session for the token (tests/helpers/sessions.ts). */
  tokens: TestTokens;
  /** Calls the app in-process; `token` adds the bearer header, objects are sent as JSON. */
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(
  now?: () => Date,
  options: {
    ttlSeconds?: number;
    sessionIdleSeconds?: number;
    mailer?: Mailer;
    limits?: Partial<AuthLimits>;
  } = {},
): Promise<TestApp> {
  const db = await openTestDb();
  const tokens = createTokens(TEST_SECRET, options.ttlSeconds ?? 3600, now);
  const app = createApp({
    db,
    tokens,
    ...(now ? { now } : {}),
    ...(options.sessionIdleSeconds ? { sessionIdleSeconds: options.sessionIdleSeconds } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return {
    db,
    app,
    tokens: testTokens(db, tokens),
    request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: BodyInit | undefined;
      if (options.body !== undefined) {
        if (typeof options.body === 'string' || options.body instanceof Uint8Array) {
          body = options.body as BodyInit;
        } else {
          body = JSON.stringify(options.body);
          headers['content-type'] ??= 'application/json';
        }
      }
      return Promise.resolve(app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) }));
    },
    close: () => db.close(),
  };
}

export { createAccount, sessionUserOf };
