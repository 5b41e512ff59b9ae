import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import {
  type AppServer,
  DEMO_CREDENTIALS,
  launchBrowser,
  newPage,
  screenshot,
  seriousA11yViolations,
  startAppServer,
} from './harness.ts';

/**
 * Sign-up on a server that sends mail (docs/behaviour.md#sign-up-by-email), as a person does it:
 * the landing page's form says "Check your email" for a free address and for one in use alike, and
 * the link in the mail, with the password typed again, makes the firm and opens its dashboard.
 */
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  const { port } = smtp;
  [server, browser] = await Promise.all([
    startAppServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Estates <no-reply@example.com>' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function freshPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  await context?.close();
  context = await browser.newContext({ viewport: { width, height: 900 } });
  return newPage(context);
}

/** The mail's text as a person reads it: quoted-printable soft breaks joined. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
async function mailTo(email: string): Promise<string> {
  await expect.poll(() => smtp.inbox.some((m) => m.to.includes(email)), { timeout: 15_000 }).toBe(true);
  return plain(smtp.inbox.filter((m) => m.to.includes(email)).at(-1)?.raw ?? '');
}

async function signUp(page: Page, email: string, password: string) {
  await page.goto(server.url);
  const form = page.locator('#signup');
  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByLabel('Firm name').fill('Hopper Estates');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check your email.').waitFor({ timeout: 15_000 });
  return (await page.locator('#signup').innerText()).replace(email, '<address>');
}

const PASSWORD = 'a-long-enough-secret-for-hopper';

describe('sign-up finished by an emailed link', () => {
  it('says the same for an address in use; the link and the password make the firm', async () => {
    const { page, errors } = await freshPage();
    const taken = await signUp(page, DEMO_CREDENTIALS.email, PASSWORD);
    const takenMail = await mailTo(DEMO_CREDENTIALS.email);
    expect(takenMail).toMatch(/already signs in/);
    expect(takenMail).not.toMatch(/\/sign-up\//);

    const email = 'grace@hopper-estates.ca';
    const free = await signUp(page, email, PASSWORD);
    expect(free).toBe(taken);
    await screenshot(page, 'sign-up-check-email');
    const link = /(http:\/\/[^\s"]+\/sign-up\/[A-Za-z0-9_-]{43})/.exec(await mailTo(email))?.[1];
    expect(link).toBeTruthy();

    // The link opened from the mail, at phone width: the firm's name, then the password again.
    const opened = await freshPage(390);
    await opened.page.goto(link!);
    await opened.page.getByRole('heading', { name: 'Finish creating your firm' }).waitFor();
    await opened.page.getByText('Hopper Estates').first().waitFor();
    expect(await seriousA11yViolations(opened.page)).toEqual([]);
    await screenshot(opened.page, 'sign-up-finish-390');
    const field = opened.page.getByLabel('The password you chose');
    await field.fill('not what I chose');
    await opened.page.getByRole('button', { name: 'Create my firm' }).click();
    await opened.page.getByText('This is not the password you chose').first().waitFor();
    await field.fill(PASSWORD);
    await opened.page.getByRole('button', { name: 'Create my firm' }).click();
    await opened.page.waitForURL(/\/admin\/dashboard/, { timeout: 30_000 });
    await opened.page.getByText('Hopper Estates').first().waitFor();

    // Spent: the same link again is a clear page, not a form.
    const again = await freshPage();
    await again.page.goto(link!);
    await again.page.getByRole('heading', { name: 'This sign-up link is not valid' }).waitFor();
    expect([...errors, ...opened.errors.filter((e) => !/status of 400/.test(e))]).toEqual([]);
  });
});
