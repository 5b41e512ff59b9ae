import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cameOverHttps, clientAddress, normalizeAddress } from './client-address.ts';

const probe = (trustProxyHeader?: string) => {
  const app = new Hono();
  app.get('*', (c) =>
    c.json({
      address: clientAddress(c, { trustProxyHeader }),
      https: cameOverHttps(c, { trustProxyHeader }),
    }),
  );
  return async (url: string, headers: Record<string, string> = {}, socket?: object) =>
    (await app.request(url, { headers }, socket ? { incoming: { socket } } : undefined)).json();
};

describe('the client address', () => {
  it('is the socket’s unless a proxy header is trusted, then our proxy’s (last) entry', async () => {
    const direct = probe();
    const socket = { remoteAddress: '::ffff:192.0.2.9' };
    expect(await direct('http://x/', { 'x-forwarded-for': '6.6.6.6' }, socket)).toMatchObject({
      address: '192.0.2.9',
    });
    const proxied = probe('x-forwarded-for');
    expect(await proxied('http://x/', { 'x-forwarded-for': '6.6.6.6, 192.0.2.10' }, socket)).toMatchObject({
      address: '192.0.2.10',
    });
  });

  it('counts an IPv6 address by its /64', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('203.0.113.4')).toBe('203.0.113.4');
  });

  it('came over HTTPS directly, or per x-forwarded-proto only when the proxy is trusted', async () => {
    expect(await probe()('https://x/')).toMatchObject({ https: true });
    expect(await probe()('http://x/', {}, { encrypted: true })).toMatchObject({ https: true });
    expect(await probe()('http://x/', { 'x-forwarded-proto': 'https' })).toMatchObject({ https: false });
    expect(await probe('x-forwarded-for')('http://x/', { 'x-forwarded-proto': 'https' })).toMatchObject({
      https: true,
    });
    expect(await probe('x-forwarded-for')('http://x/', { 'x-forwarded-proto': 'http' })).toMatchObject({
      https: false,
    });
  });
});
