import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FirmSignIn, OidcProvider } from '../domain/schemas/api-oidc.ts';
import type { Change, PublicUser } from '../domain/schemas/index.ts';
import { endpointPath, request } from './client.ts';
import { requestLater } from './request-later.ts';

/**
 * The client's types come from the contracts the server declares its routes with. The calls below
 * are only type-checked (`npx tsc -b`), never run: each `@ts-expect-error` fails the type-check as
 * soon as the contract stops refusing what it marks, and the assertions fail when an answer changes.
 */
const typeChecks = async () => {
  const signedIn = await request('login', { body: { email: 'a@example.com', password: 'secret' } });
  if (signedIn.ok && 'token' in signedIn.data) {
    expectTypeOf(signedIn.data.token).toEqualTypeOf<string>();
    expectTypeOf(signedIn.data.user).toEqualTypeOf<PublicUser>();
  }
  // With two-factor sign-in the password earns a challenge for the code instead.
  if (signedIn.ok && 'challenge' in signedIn.data)
    expectTypeOf(signedIn.data.twoFactor).toEqualTypeOf<'verify' | 'enrol'>();
  // @ts-expect-error the login contract requires a password
  await request('login', { body: { email: 'a@example.com' } });
  // @ts-expect-error a field the register contract does not know
  await request('register', { body: { name: 'A', email: 'a@b.c', password: 'x', firm: 'F' } });
  // @ts-expect-error the body is part of the contract
  await request('register');
  // @ts-expect-error a GET without a body
  await request('me', { body: {} });
  // @ts-expect-error the id of the user is a path parameter of the contract
  await request('updateUser', { body: { name: 'A' } });
  await request('updateUser', { params: { id: 'u1' }, body: { name: 'A' } });
  // @ts-expect-error pull needs its query
  await request('pull');
  // @ts-expect-error the cursor is a number once parsed, and the client sends one
  await request('pull', { query: { clientId: 'c', cursor: '0', limit: 10 } });
  const pulled = await request('pull', { query: { clientId: 'c', cursor: 0, limit: 10 } });
  if (pulled.ok) expectTypeOf(pulled.data.changes).toEqualTypeOf<Change[]>();
  const users = await request('users');
  if (users.ok) expectTypeOf(users.data).toEqualTypeOf<PublicUser[]>();
  const status = await request('status');
  if (status.ok) expectTypeOf(status.data).toEqualTypeOf<{ time: string }>();

  // The only way to call the API is by an endpoint's name: there is no untyped call by path.
  // @ts-expect-error no endpoint of this name in the contract
  await request('auth/oidc/providers');
  // @ts-expect-error no endpoint of this name in the contract
  await requestLater('oidcProvider');
  const providers = await requestLater('oidcProviders');
  if (providers.ok) expectTypeOf(providers.data).toEqualTypeOf<OidcProvider[]>();
  // @ts-expect-error the firm's sign-in rules take a number of days, not text
  await requestLater('setFirmSignIn', { body: { methods: 'both', domains: [], recheckDays: '7' } });
  // @ts-expect-error a method of signing in the rules do not know
  await requestLater('setFirmSignIn', { body: { methods: 'sms', domains: [], recheckDays: 7 } });
  const rules = await requestLater('setFirmSignIn', {
    body: { methods: 'both', provider: 'microsoft', domains: [], recheckDays: 7 },
  });
  if (rules.ok) expectTypeOf(rules.data).toEqualTypeOf<FirmSignIn>();
  // @ts-expect-error the invitation's token is a path parameter of the contract
  await requestLater('acceptInvitation', { body: { name: 'A', password: 'a long new password' } });
  // @ts-expect-error a reset link sets a password, nothing else
  await requestLater('resetPassword', { params: { token: 't' }, body: { password: 'p', email: 'a@b.c' } });
  // @ts-expect-error a reauthentication names its provider
  await requestLater('oidcReauth', { body: { redirect: '/admin/profile' } });
  const finished = await requestLater('oidcFinish', { body: { tab: 'a'.repeat(43) } });
  if (finished.ok && 'challenge' in finished.data)
    expectTypeOf(finished.data.twoFactor).toEqualTypeOf<'verify' | 'enrol'>();
};

describe('the typed API client', () => {
  it('calls each endpoint at its contract path, with path parameters and query filled in', () => {
    expectTypeOf(typeChecks).toBeFunction();
    expect(endpointPath('login')).toBe('auth/login');
    expect(endpointPath('updateUser', { params: { id: 'a b' } })).toBe('users/a%20b');
    expect(endpointPath('pull', { query: { clientId: 'c&1', cursor: 5, limit: 100 } })).toBe(
      'sync/pull?clientId=c%261&cursor=5&limit=100',
    );
    expect(endpointPath('record', { query: { entity: 'parties', id: 'x' } })).toBe(
      'sync/record?entity=parties&id=x',
    );
    expect(endpointPath('invitation', { params: { token: 'a/b' } })).toBe('invitations/a%2Fb');
    expect(endpointPath('oidcAccount')).toBe('auth/oidc/account');
  });
});
