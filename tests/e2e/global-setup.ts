import { mkdir, rm } from 'node:fs/promises';
import { REPORTS_DIR, SCREENSHOT_DIR } from './harness.ts';

/** Output folders start empty, so nothing a suite reads can be left over from an earlier run. */
export async function setup() {
  for (const dir of [SCREENSHOT_DIR, REPORTS_DIR]) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
}
