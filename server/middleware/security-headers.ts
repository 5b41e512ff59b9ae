import type { MiddlewareHandler } from 'hono';
import { cameOverHttps, type ProxyTrust } from './client-address.ts';

/** No inline scripts; styles may be inline because react-aria positions overlays with style attributes. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Two years, this host and every subdomain: browsers then refuse plain HTTP to us. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export const securityHeaders = (deps: ProxyTrust & { publicUrl?: string | undefined }): MiddlewareHandler => {
  // A deployment whose public address is https is reached over HTTPS whatever its proxy tells us
  // (one that sets no x-forwarded-proto, or is not trusted to): every answer then pins it.
  const publicHttps = /^https:\/\//i.test(deps.publicUrl ?? '');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Browsers ignore it over plain HTTP (RFC 6797 §8.1), and sending it from a local http://
    // setup would pin it the day it is opened over https.
    if (publicHttps || cameOverHttps(c, deps)) h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
};
