import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { OidcAccount } from '../../domain/schemas/api-oidc.ts';

/**
 * For people with no password here (docs/oidc.md#people-without-a-password): where Profile asks for
 * the current password (two-factor settings, the sign-in email), they sign in at the firm's
 * provider again instead. The provider sends them back to Profile with `?reauth=done` (or
 * `refused`), and this session may then make those changes for 5 minutes.
 */

async function call<T>(method: 'get' | 'post', path: string, json?: unknown) {
  const { call: request } = await import('../../api/client.ts');
  return request<T>(method, path, json);
}

/** How the signed-in person confirms changes; null until the server answers (or offline). */
export function useProviderAccount(): OidcAccount | null {
  const [account, setAccount] = useState<OidcAccount | null>(null);
  useEffect(() => {
    if (!navigator.onLine) return;
    let live = true;
    void call<OidcAccount>('get', 'auth/oidc/account')
      .then((res) => live && res.ok && setAccount(res.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return account;
}

/** Whether this session's confirmation is still in force. */
export const isConfirmed = (account: OidcAccount | null): boolean =>
  !!account?.confirmedUntil && new Date(account.confirmedUntil).getTime() > Date.now();

/**
 * "Confirm with Microsoft": the browser goes to the provider's sign-in and comes back to Profile.
 * Once confirmed, says until when.
 */
export function ProviderConfirmation({ account }: { account: OidcAccount }) {
  // What the provider's return said, as Profile's route checked it (src/routes/search.ts); read once.
  const returned = useSearch({ from: '/admin/profile', shouldThrow: false })?.reauth;
  const [failure, setFailure] = useState<string | null>(
    returned === 'refused'
      ? 'That sign-in did not confirm it was you. Sign in again with the account you use here.'
      : null,
  );
  const [busy, setBusy] = useState(false);
  if (isConfirmed(account))
    return (
      <p className="alert alert-info" role="status">
        Confirmed. You can make changes here until{' '}
        {new Date(account.confirmedUntil!).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.
      </p>
    );
  const start = async (provider: OidcAccount['providers'][number]['id']) => {
    if (!navigator.onLine)
      return setFailure('This needs a connection to the server. Try again when you are online.');
    setBusy(true);
    setFailure(null);
    const res = await call<{ url: string }>('post', 'auth/oidc/reauth', {
      provider,
      redirect: window.location.pathname,
    });
    if (res.ok) return window.location.assign(res.data.url);
    setBusy(false);
    setFailure(res.message ?? 'Something went wrong. Please try again.');
  };
  return (
    <div className="provider-confirm">
      <p className="muted">
        You have no password here. Confirm it is you by signing in with your firm’s account again; you then
        have 5 minutes to make the change.
      </p>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      {account.providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void start(provider.id)}
        >
          Confirm with {provider.label}
        </button>
      ))}
    </div>
  );
}
