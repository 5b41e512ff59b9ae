#!/usr/bin/env node
// Regenerates the PWA icons in public/icons/ from public/logo.svg by rendering it in the system
// Chromium. The PNGs are committed; run this only after changing the logo:
//   node scripts/make-icons.mjs
//
// icon-192.png, icon-512.png   the logo as drawn: rounded navy square, transparent corners
// icon-maskable-512.png        full-bleed navy, the mark shrunk into the central 80% safe zone
//                              (the launcher crops a maskable icon to its own shape)

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAVY = '#1e3a5f';

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

function page(svg, { size, maskable }) {
  // The logo's mark fits in a circle of radius 0.37 of the icon; scaled by 0.8 it fits well
  // inside the maskable safe zone (a circle of radius 0.4).
  const css = maskable
    ? `body { background: ${NAVY}; } #background { display: none; } svg { transform: scale(0.8); }`
    : 'body { background: transparent; }';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${size}px; height: ${size}px; overflow: hidden; }
    svg { display: block; width: ${size}px; height: ${size}px; }
    ${css}
  </style></head><body>${svg}</body></html>`;
}

async function main() {
  const svg = (await readFile(path.join(repoRoot, 'public', 'logo.svg'), 'utf8')).replace(/<\?xml[^>]*>/, '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const icon of ICONS) {
      const context = await browser.newContext({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const tab = await context.newPage();
      await tab.setContent(page(svg, icon));
      const out = path.join(repoRoot, 'public', 'icons', icon.file);
      // The maskable icon must be opaque; the others keep the rounded square's transparent corners.
      await tab.screenshot({
        path: out,
        omitBackground: !icon.maskable,
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
      });
      await context.close();
      console.log(`make-icons: ${path.relative(repoRoot, out)} (${icon.size}x${icon.size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
