import { FIRST_PAINT_ID } from '../domain/rules/first-paint.ts';

/**
 * Takes the dashboard's picture from the last start off the page (docs/architecture.md#first-paint):
 * the live figures are drawn, or the page is another one, or the device is locked.
 */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
