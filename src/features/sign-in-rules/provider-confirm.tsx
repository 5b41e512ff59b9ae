import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import type { OidcAccount } from '../../domain/schemas/api-oidc.ts';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useServerRead } from '../../ui/use-server-read.ts';

/**
 * For people with no password here (docs/oidc.md#people-without-a-password): where Profile asks for
 * the current password (two-factor settings, the sign-in email), they sign in at the firm's
 * provider again instead. The provider sends them back to Profile with `?reauth=done` (or
 * `refused`), and this session may then make those changes for 5 minutes.
 */

/**
 * How the signed-in person confirms changes; null until the server answers (or offline, or after a
 * failure: the forms then ask for the password as before, and the server still decides).
 */
export function useProviderAccount(): OidcAccount | null {
  const online = useBrowserOnline();
  const read = useServerRead(() => requestLater('oidcAccount'), 'oidc-account', {
    online,
    offlineText: 'Offline',
    failedText: 'Not known',
  });
  return read.state === 'ready' ? read.data : null;
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
    const res = await requestLater('oidcReauth', { body: { provider, redirect: window.location.pathname } });
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
