import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { extractText } from 'unpdf';

/**
 * On an estate's page: generates the Estate Accounts as a PDF from the reports panel (offline or
 * not) and returns its text with every run of white space made one space, then closes the panel.
 */
export async function estateAccountsPdfText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Open reports panel' }).click();
  const panel = page.locator('#reports-panel');
  await panel.getByRole('radio', { name: /^Estate Accounts/ }).check();
  await panel.getByRole('radio', { name: 'PDF', exact: true }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Generate report' }).click(),
  ]);
  const bytes = new Uint8Array(await readFile((await (download as Download).path())!));
  const { text } = await extractText(bytes, { mergePages: true });
  await page.keyboard.press('Escape');
  return text.replace(/\s+/g, ' ');
}
