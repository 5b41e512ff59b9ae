import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Leaves ticked only the court forms whose labels match, in the Passing of Accounts card. The
 * card's checks are computed once it is near the screen and then show at its top, moving the boxes
 * down, and a page come back to may still restore its scroll: a click in either moment lands
 * beside its box. So this brings the boxes into view until the checks have shown, then clicks until
 * every box reads as asked.
 */
export async function chooseOnlyForms(card: Locator, ...forms: RegExp[]): Promise<void> {
  const boxes = card.locator('.passing-forms input[type=checkbox]');
  await expect
    .poll(
      async () => {
        await boxes.first().scrollIntoViewIfNeeded();
        return card.locator('.passing-checks').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const wrong: string[] = [];
        for (const box of await boxes.all()) {
          const label = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
          if ((await box.isChecked()) !== forms.some((form) => form.test(label))) {
            wrong.push(label);
            await box.click();
          }
        }
        return wrong;
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}
