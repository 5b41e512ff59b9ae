import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context } from 'hono';

/** Which proxy header, if any, names the client (TRUST_PROXY_HEADER); unset means the socket does. */
export interface ProxyTrust {
  trustProxyHeader?: string | undefined;
}

/** The Node request behind the context (Hono's node server passes it as `env.incoming`). */
const incoming = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/**
 * The last entry of a list header: the one our own proxy added. Earlier entries were sent by the
 * client and can be anything, so trusting them would let one client pose as many.
 */
const lastEntry = (value: string | undefined): string | undefined =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);

/**
 * The client's address as throttling counts it. IPv4 inside IPv6 is unwrapped, and an IPv6 address
 * counts by its /64, which one subscriber usually holds whole (else one client has billions).
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const raw = trust.trustProxyHeader
    ? lastEntry(c.req.header(trust.trustProxyHeader))
    : incoming(c)?.socket?.remoteAddress;
  return raw ? normalizeAddress(raw) : 'unknown';
}

export function normalizeAddress(raw: string): string {
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Whether the request reached us over HTTPS: directly, or per the trusted proxy. */
export function cameOverHttps(c: Context, trust: ProxyTrust): boolean {
  if ((incoming(c)?.socket as TLSSocket | undefined)?.encrypted) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return Boolean(trust.trustProxyHeader) && lastEntry(c.req.header('x-forwarded-proto')) === 'https';
}
