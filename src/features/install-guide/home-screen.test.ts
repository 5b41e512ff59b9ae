import { describe, expect, it } from 'vitest';
import { homeScreenGuideApplies } from './home-screen.ts';

const SAFARI_IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const browser = (userAgent: string, extra: Record<string, unknown> = {}) => ({
  navigator: { userAgent },
  matchMedia: () => ({ matches: false }),
  ...extra,
});

describe('homeScreenGuideApplies', () => {
  it('applies in Safari, which has no install prompt', () => {
    expect(homeScreenGuideApplies(browser(SAFARI_IPAD))).toBe(true);
  });

  it('does not apply where Chromium offers its install prompt', () => {
    expect(homeScreenGuideApplies(browser(CHROME, { onbeforeinstallprompt: null }))).toBe(false);
  });

  it('does not apply in Firefox, which has no Add to Home Screen in a Share menu', () => {
    expect(homeScreenGuideApplies(browser(FIREFOX))).toBe(false);
  });

  it('does not apply once the app runs from the Home Screen', () => {
    const installed = { navigator: { userAgent: SAFARI_IPAD, standalone: true } };
    expect(homeScreenGuideApplies(installed)).toBe(false);
    const standalone = { ...browser(SAFARI_IPAD), matchMedia: () => ({ matches: true }) };
    expect(homeScreenGuideApplies(standalone)).toBe(false);
  });
});
