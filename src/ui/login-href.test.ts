import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href.ts';

describe('loginHref', () => {
  it('writes /login’s search as the router reads it', () => {
    expect(loginHref({ locked: 1 })).toBe('/login?locked=1');
    expect(loginHref({ expired: 1 })).toBe('/login?expired=1');
    expect(loginHref({ expired: 'disabled' })).toBe('/login?expired=disabled');
    expect(loginHref({ redirect: '/portal/estates/a b' })).toBe('/login?redirect=%2Fportal%2Festates%2Fa+b');
  });

  it('does not compile with a key or a value /login does not read', () => {
    // @ts-expect-error: /login has no `next`.
    loginHref({ next: '/admin' });
    // @ts-expect-error: `expired` is 1, 'disabled' or 'removed'.
    loginHref({ expired: 'yes' });
  });
});
