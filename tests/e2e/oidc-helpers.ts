import type { Page } from 'playwright-core';
import { freePort } from '../helpers/free-port.ts';
import {
  microsoftEnv,
  startTestProvider,
  type TestAccount,
  type TestProvider,
} from '../helpers/oidc-provider.ts';
import { type AppServer, DEMO_CREDENTIALS, startAppServer } from './harness.ts';

const LONG = { timeout: 45_000 };

/**
 * The app with its Microsoft sign-in pointed at a real OpenID provider running here
 * (tests/helpers/oidc-provider.ts), which knows these accounts (docs/oidc.md).
 */
export async function startAppWithProvider(
  accounts: Record<string, TestAccount>,
): Promise<{ server: AppServer; provider: TestProvider }> {
  const port = await freePort();
  const server = await startAppServer(microsoftEnv(`http://127.0.0.1:${port}`, 'example.com'));
  const provider = await startTestProvider({
    port,
    redirectUris: [`${server.url}/api/auth/oidc/microsoft/callback`],
    accounts,
  });
  // Provider sign-in is the firm's choice (docs/oidc.md#the-firms-rules): the demo firm's Admin
  // makes Microsoft the firm's account, beside passwords.
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const rules = await fetch(`${server.url}/api/auth/oidc/firm`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ methods: 'both', provider: 'microsoft', domains: [], recheckDays: 1 }),
  });
  if (rules.status !== 200)
    throw new Error(`The demo firm could not choose Microsoft: ${await rules.text()}`);
  return { server, provider };
}

/** The test provider's own login page, then its consent page when it asks, and back to `backTo`. */
export async function signInAtTestProvider(
  page: Page,
  provider: TestProvider,
  login: string,
  backTo: RegExp,
) {
  await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`), LONG);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('the provider checks this, not the app');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  await Promise.race([page.waitForURL(backTo, LONG), consent.waitFor(LONG)]);
  if (await consent.isVisible().catch(() => false)) await consent.click();
  await page.waitForURL(backTo, LONG);
}
