import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { InvitationPreview } from '../../domain/schemas/api-people.ts';
import { formatDateTime } from '../../ui/record-display.ts';
import { AuthLayout, providerStartHref } from '../auth/index.ts';

/**
 * The invitation page of a firm that signs in with its Microsoft or Google account only
 * (docs/oidc.md#who-may-sign-in): no password is chosen; the invitee continues with the firm's
 * provider, and that sign-in accepts this invitation.
 */
export function ProviderInvite({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const [failure, setFailure] = useState<string | null>(null);
  const providers = invitation.signInWith ?? [];
  const start = (id: string) => {
    if (!navigator.onLine) return setFailure('You are offline. Accepting an invitation needs a connection.');
    window.location.assign(providerStartHref(id, { invitation: token, redirect: '/admin/dashboard' }));
  };
  return (
    <AuthLayout>
      <h1>Join {invitation.organizationName}</h1>
      <p className="muted auth-lead">
        You are invited as {invitation.role === 'Admin' ? 'an Admin' : invitation.role}.{' '}
        {invitation.organizationName} signs in with its {providers.map((p) => p.label).join(' or ') || 'own'}{' '}
        account, so you choose no password here. Continue with the account for{' '}
        <strong>{invitation.email}</strong>. The link works once, until {formatDateTime(invitation.expiresAt)}
        .
      </p>
      {providers.length === 0 && (
        <p className="alert alert-warn">
          This server does not offer your firm’s sign-in yet. Ask your firm’s administrator.
        </p>
      )}
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button auth-submit auth-provider"
          onClick={() => start(provider.id)}
        >
          Continue with {provider.label}
        </button>
      ))}
      <p className="auth-foot">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
