/**
 * A device as people name it, from its User-Agent: "Chrome on macOS". Only the browsers and
 * systems a firm's staff use are told apart; anything else is "Browser" or "Unknown system".
 */
export interface DeviceName {
  browser: string;
  platform: string;
  label: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const PLATFORMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][], fallback: string) =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? fallback;

export function describeDevice(userAgent: string | null | undefined): DeviceName {
  const ua = userAgent ?? '';
  const browser = first(ua, BROWSERS, 'Browser');
  const platform = first(ua, PLATFORMS, 'Unknown system');
  return { browser, platform, label: `${browser} on ${platform}` };
}
