import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import {
  type AppServer,
  accessToken,
  launchBrowser,
  newPage,
  seriousA11yViolations,
  signIn,
  startAppServer,
} from './harness.ts';

/**
 * The firm's details (docs/behaviour.md#firm-details): an Admin edits the firm's address and adds a
 * lawyer with the network cut, names that lawyer as an estate's lawyer of record, and both reach
 * the server once online, in order; a member of Staff reads the details and cannot edit them.
 */

const STAFF = { email: 'sam.rivera@example.com', password: DEMO_CREDENTIALS.password };

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;

type Firm = {
  address?: { line1: string; line2?: string };
  lawyers?: { id: string; name: string; lsoNumber: string }[];
};

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const openFirmDetails = async (p: Page) => {
  await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await p.getByRole('tab', { name: 'Organization' }).click();
  const card = p.getByRole('region', { name: 'Firm details' });
  // The demo firm's complete record.
  await card.getByText('200 Queens Quay West, Suite 1400').waitFor();
  return card;
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ({ page, errors } = await newPage(context));
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/data/estates`);
  await page.getByRole('link', { name: 'Estate of Margaret Chen' }).waitFor({ timeout: 30_000 });
  token = await accessToken(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the firm’s details', () => {
  it('an Admin edits the address and adds a lawyer offline, names them on an estate, and both sync once online', async () => {
    const chen = (await api<{ _id: string; estateName: string }[]>('estates')).find(
      (e) => e.estateName === 'Estate of Margaret Chen',
    )!;
    await context.setOffline(true);
    const card = await openFirmDetails(page);
    await card.getByText('Jordan Lee, LSO No. 65432P').waitFor();
    await card.getByRole('button', { name: 'Edit firm details' }).click();
    await card.getByLabel('Street address').fill('100 King Street West');
    await card.getByLabel('Suite or unit').fill('Suite 5600');
    await card.getByLabel('Postal code').fill('M5X 1C9');
    await card.getByRole('button', { name: 'Add a lawyer' }).click();
    const added = card.getByRole('group', { name: 'Lawyer 4' });
    await added.getByLabel('Name', { exact: true }).fill('Priya Shah');
    // An LSO number is required: the row is refused with why.
    await card.getByRole('button', { name: 'Save firm details' }).click();
    await card.getByRole('alert').filter({ hasText: 'LSO number is required (Priya Shah).' }).waitFor();
    await added.getByLabel('LSO number').fill('71234r');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Save firm details' }).click();
    await card.getByRole('status').filter({ hasText: 'Firm details saved' }).waitFor();
    await card.getByText('100 King Street West, Suite 5600').waitFor();
    await card.getByText('Priya Shah, LSO No. 71234R').waitFor();

    // Still offline, the estate form offers the new lawyer as the lawyer of record.
    await page.goto(`${server.url}/admin/data/estates/${chen._id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('region', { name: 'Edit estate' });
    const lawyer = form.getByLabel('Lawyer of record');
    // The firm's lawyers load from the device's copy of the firm's record.
    await expect
      .poll(() => lawyer.locator('option:checked').textContent())
      .toBe('Jordan Lee (LSO No. 65432P)');
    await lawyer.selectOption({ label: 'Priya Shah (LSO No. 71234R)' });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });
    // The estate's details name the new lawyer at once, still offline.
    await page.getByRole('region', { name: 'Details' }).getByText('Priya Shah (LSO No. 71234R)').waitFor();

    await context.setOffline(false);
    await expect
      .poll(async () => (await api<{ data: Firm }>('organizations/me')).data, { timeout: 30_000 })
      .toMatchObject({
        address: { line1: '100 King Street West', line2: 'Suite 5600', postalCode: 'M5X 1C9' },
        lawyers: expect.arrayContaining([
          expect.objectContaining({ name: 'Priya Shah', lsoNumber: '71234R' }),
        ]),
      });
    const shah = (await api<{ data: Firm }>('organizations/me')).data.lawyers?.find(
      (l) => l.name === 'Priya Shah',
    );
    await expect
      .poll(
        async () =>
          (await api<{ data: { lawyerOfRecord?: string } }>(`estates/${chen._id}`)).data.lawyerOfRecord,
        {
          timeout: 30_000,
        },
      )
      .toBe(shah?.id);
    expect(errors).toEqual([]);
  });

  it('a member of Staff reads the firm’s details and cannot edit them', async () => {
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page: staffPage } = await newPage(staffContext);
      await signIn(staffPage, server.url, STAFF);
      await staffPage
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await staffPage.getByRole('tab', { name: 'Organization' }).click();
      const card = staffPage.getByRole('region', { name: 'Firm details' });
      // The firm's telephone and lawyers, whichever address the Admin's edit left.
      await card.getByText('416-555-0140').waitFor();
      await card.getByText('Jordan Lee, LSO No. 65432P').waitFor();
      await card.getByText('Only an Admin can change them.').waitFor();
      expect(await card.getByRole('button', { name: 'Edit firm details' }).count()).toBe(0);
    } finally {
      await staffContext.close();
    }
  });
});
