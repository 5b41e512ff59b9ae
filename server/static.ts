import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { isPortalPath, PORTAL_HINT_COOKIE, pageFor } from '../src/domain/rules/public-pages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts (q > 0): Brotli, then gzip; none means send it as is. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Each file is compressed once and kept (the build does not change while the server runs; a
 * changed file has a new modification time), off the event loop, at a level that takes about
 * 20 ms for the largest chunk: a lawyer on a weak connection downloads the app at about a third of
 * its size. Brotli at its strongest would save 8% more but take a second per large file.
 */
const compressedCache = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>();

function compressed(file: FoundFile, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file.path}`;
  const hit = compressedCache.get(key);
  if (hit && hit.mtimeMs === file.mtimeMs) return hit.body;
  // Read only when it is not kept already.
  const body = readFile(file.path).then((raw) =>
    encoding === 'br'
      ? brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzip(raw, { level: 9 }),
  );
  compressedCache.set(key, { mtimeMs: file.mtimeMs, body });
  // A failure is not kept: the next request tries again.
  body.catch(() => compressedCache.delete(key));
  return body;
}

interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(root: string, urlPath: string): Promise<FoundFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(full);
    return info.isFile() ? { path: full, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built app. Hashed assets are cached for a year; the pages and the service worker
 * are revalidated so an update is seen. Any other GET that is not /api gets its page: the
 * pre-rendered landing and sign-in pages at / and /login; under /portal the portal's page where the
 * device's hint cookie says it has a session, the pre-rendered sign-in page where not; index.html
 * elsewhere (client routes): src/domain/rules/public-pages.ts.
 */
export function serveApp(distDir: string): MiddlewareHandler {
  const root = normalize(distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    // Source maps would hand out the app's source: never served, whatever the build left on disk.
    if (/\.map$/i.test(path)) return next();
    // Nor the build's dot folders (.vite/ holds its manifests, which list the source files).
    if (/(^|\/)\./.test(path)) return next();
    const portalSession = isPortalPath(path) && getCookie(c, PORTAL_HINT_COOKIE) === '1';
    const found =
      (await fileAt(root, path)) ??
      (extname(path)
        ? undefined
        : // A build without the pre-rendered pages (the development server's) still has its shells.
          ((await fileAt(root, pageFor(path, portalSession))) ??
          (await fileAt(root, isPortalPath(path) ? '/portal.html' : '/index.html'))));
    if (!found) return next();
    const type = extname(found.path);
    const immutable = path.startsWith('/assets/');
    const headers: Record<string, string> = {
      'Content-Type': TYPES[type] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The portal's page depends on the hint cookie.
      ...(isPortalPath(path) ? { Vary: 'Cookie' } : {}),
    };
    if (!COMPRESSIBLE.has(type) || found.size < 1024) return c.body(await readFile(found.path), 200, headers);
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(await readFile(found.path), 200, headers);
    const body = await compressed(found, encoding);
    return c.body(
      new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
      200,
      { ...headers, 'Content-Encoding': encoding },
    );
  };
}
