import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { USER_KEY } from '../src/api/keys.ts';
import { PORTAL_GATE_FILE, PRERENDERED_PAGES, portalGateScript } from '../src/domain/rules/public-pages.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest entry of a source module (or of the chunk named after its feature). */
function chunkKey(manifest: Manifest, module: string): string {
  const feature = /features\/([^/]+)\/index\.ts$/.exec(module)?.[1];
  const key =
    Object.keys(manifest).find((k) => k.endsWith(module)) ??
    (feature
      ? Object.keys(manifest).find((k) => manifest[k]?.name === feature && !manifest[k]?.src)
      : undefined);
  if (!key) throw new Error(`pre-render: no chunk for ${module} in the build manifest`);
  return key;
}

/** The scripts and styles a page's modules need at once: their chunks and static imports. */
function assetsOf(manifest: Manifest, modules: readonly string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const module of modules) visit(chunkKey(manifest, module));
  return { js, css };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\s*/g;

/**
 * The page with the pre-rendered markup in its root (marked with the address it is of, for
 * src/app/main.tsx), the resources React hoisted moved into the head, and the route's modules
 * linked, so that it hydrates without waiting for its route's chunk to be asked for. Its
 * stylesheets (the shell's and the route's) are written into the head, so the page is drawn styled
 * with no request before it. Their links stay, for media that never match: they neither block nor
 * apply again (a second copy of one sheet after the others would reorder the cascade and move the
 * page), but the app still finds them, so it does not load a route's sheet again, and the
 * dashboard's first paint lists them (docs/architecture.md#first-paint).
 */
export function withPrerender(
  shell: string,
  body: string,
  page: {
    path: string;
    css: Iterable<string>;
    js: Iterable<string>;
    gate?: string | undefined;
    styleText: (file: string) => string;
  },
): string {
  if (!shell.includes('<div id="root"></div>') || !shell.includes('</head>'))
    throw new Error('pre-render: the page has no empty root or no head');
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(body)?.[0] ?? '';
  const markup = body.slice(hoisted.length);
  const styles = [...shell.matchAll(STYLESHEET)].map((m) => m[1] as string);
  for (const file of page.css) if (!styles.includes(file)) styles.push(file);
  const inline = styles.map(
    (file) => `<style>${page.styleText(file).replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  const preloads = [...page.js]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" media="not all">`);
  return (
    shell
      .replace(STYLESHEET, '')
      // Deferred, and before the page's module script: it runs first, and holds up nothing.
      .replace('<script type="module"', (tag) =>
        page.gate ? `<script defer src="/${page.gate}"></script>${tag}` : tag,
      )
      .replace('</head>', `${inline.join('')}${links.join('')}${preloads.join('')}${hoisted}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-prerendered="${page.path}">${markup}</div>`,
      )
  );
}

/**
 * Pre-renders the public pages (docs/architecture.md#pre-rendered-public-pages) once the app and the
 * portal are written and before the service worker's precache list is made: the app's own React
 * tree is rendered in Node (react-dom/static, through Vite's module loader, so the source is the
 * same) and written into a copy of the built page, one file per page (src/domain/rules/public-pages.ts).
 */
export function prerenderPages(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'estate-admin:prerender',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      command = config.command;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        if (command !== 'build') return;
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const server = await createServer({
          configFile: false,
          root,
          logLevel: 'error',
          mode: 'production',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        await writeFile(join(outDir, PORTAL_GATE_FILE), `${portalGateScript(USER_KEY)}\n`);
        try {
          const { renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderPage: (url: string) => Promise<string>;
          };
          for (const page of PRERENDERED_PAGES) {
            const shell = await readFile(join(outDir, page.shell), 'utf8');
            const body = await renderPage(page.url);
            const { js, css } = assetsOf(manifest, page.modules);
            const html = withPrerender(shell, body, {
              path: new URL(page.url, 'http://x').pathname,
              css,
              js,
              gate: page.gate,
              styleText: (file) => readFileSync(join(outDir, file), 'utf8'),
            });
            await writeFile(join(outDir, page.file), html);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
