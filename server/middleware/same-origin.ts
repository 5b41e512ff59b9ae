import type { Context, MiddlewareHandler } from 'hono';
import { fail } from '../http.ts';
import { cameOverHttps, type ProxyTrust } from './client-address.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions extends ProxyTrust {
  /** PUBLIC_URL: the origin people reach the app at, when a proxy in front renames it. */
  publicUrl?: string | undefined;
}

/** The origins this server answers as: the request's own (per the proxy's scheme) and PUBLIC_URL's. */
function ownOrigins(c: Context, options: SameOriginOptions): string[] {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  const scheme = cameOverHttps(c, options) ? 'https' : url.protocol.replace(':', '');
  const origins = [`${scheme}://${host}`, url.origin];
  if (options.publicUrl) origins.push(new URL(options.publicUrl).origin);
  return origins;
}

/**
 * Every state-changing request from a browser must come from one of our own pages
 * (docs/architecture.md#same-origin-writes). Another site can make the browser send a body-less or
 * form POST with no preflight (fetch no-cors, sendBeacon, a form), and the browser says where it
 * came from: `Sec-Fetch-Site`, or in older browsers `Origin`. Only `same-origin` passes; `same-site`
 * does not (a sibling subdomain or another port is another application). A request naming neither
 * header is not a browser's (curl, a script with a bearer token), which a page cannot forge.
 *
 * Hono's csrf middleware is close but does not fit: it looks only at form-like content types (a
 * typeless sendBeacon is one, a JSON body is not), refuses clients that send neither header, and
 * answers plain text rather than our error envelope.
 */
export function sameOriginWrites(options: SameOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowed =
      site !== undefined
        ? site === 'same-origin'
        : origin === undefined || ownOrigins(c, options).includes(origin);
    if (!allowed)
      return fail(c, 403, 'This request came from another site and was refused. Nothing was changed.');
    await next();
  };
}
