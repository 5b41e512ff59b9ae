import { describe, expect, it } from 'vitest';
import { portalBundle } from '../bench/bundle.ts';

/**
 * The portal's first load within its budget (docs/architecture.md#performance-budgets), checked on
 * the build `npm run test:e2e` has just made, so a change that grows it fails `npm test` and not
 * only the benchmark: 140 KiB gzip (143,360 bytes), none of the firm's code.
 */
describe('the portal’s first load', () => {
  it('stays within 140 KiB gzip and carries none of the firm’s code', async () => {
    const result = await portalBundle('dist');
    expect(result.unit).toBe('KiB');
    expect(result.value).toBeGreaterThan(0);
    expect(result.value * 1024, `${result.value.toFixed(1)} KiB; ${result.note}`).toBeLessThanOrEqual(
      143_360,
    );
    expect(result.holds, result.note).toBe(true);
  });
});
