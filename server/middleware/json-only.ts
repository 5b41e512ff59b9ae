import type { MiddlewareHandler } from 'hono';
import { fail } from '../http.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isJson = (contentType: string) => {
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
};

/**
 * JSON routes take only `application/json` bodies. Another site's page can send `text/plain`,
 * a form or a typeless body to us without asking the browser first (no CORS preflight), but not
 * JSON: refusing the rest keeps such requests from ever being read. A request without a body
 * (a sign-out) passes.
 */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (!WITH_BODY.has(c.req.method)) return next();
  const contentType = c.req.header('content-type');
  const hasBody =
    contentType !== undefined ||
    Number(c.req.header('content-length') ?? 0) > 0 ||
    c.req.header('transfer-encoding') !== undefined;
  if (hasBody && !isJson(contentType ?? ''))
    return fail(c, 415, 'The request body must be JSON (Content-Type: application/json)');
  await next();
};
