import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import type { OidcProvider } from '../../domain/schemas/api-oidc.ts';
import { SignInAlternatives } from '../../ui/auth-fields.tsx';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useServerRead } from '../../ui/use-server-read.ts';
import { isSessionAnswer, type SessionAnswer } from './auth-api.ts';
import { OFFLINE_SIGN_IN, signInFailureMessage } from './messages.ts';
import { providerStartHref, takeProviderTab } from './provider-tab.ts';
import { afterSignInPath } from './validation.ts';

type SecondStep = { twoFactor: 'verify' | 'enrol'; challenge: string };

/** What /login says when the provider's round trip came back with nothing to finish (docs/oidc.md#the-flow). */
const OUTCOMES: Record<'expired' | 'unavailable', string> = {
  expired: 'This sign-in has expired or was already used. Start again.',
  unavailable:
    'Signing in with your firm’s account is not available right now. Try again in a moment, or sign in with your email and password.',
};

/** Leaves for the provider's sign-in, to come back to `redirect`'s page. */
function startAt(provider: Pick<OidcProvider, 'id'>, redirect: unknown, onNotice: (text: string) => void) {
  if (!navigator.onLine) return onNotice(OFFLINE_SIGN_IN);
  window.location.assign(providerStartHref(provider.id, { redirect: afterSignInPath(redirect) }));
}

/**
 * "Continue with Microsoft" / "Continue with Google" under the sign-in form (docs/oidc.md), loaded
 * after the first paint so that /login's first load does not grow (docs/architecture.md#performance-budgets).
 * A button appears for each provider the server offers, once it has said which; with none, or
 * offline, there is no button (docs/behaviour.md#sign-in-and-sign-up).
 *
 * Back from the provider (`/login?oidc=…`), it collects the result: a session like a password's,
 * the two-factor step, or why the sign-in was refused.
 */
/**
 * Whether this page has collected its arrival from the provider: each arrival is a page of its own
 * (the server's redirect), and React's StrictMode runs an effect twice in development.
 */
let collected = false;

export function ProviderSignIn({
  notice,
  onNotice,
  redirect,
  onSecondStep,
  onError,
  onSignedIn,
}: {
  notice: string | null;
  onNotice: (text: string) => void;
  redirect: unknown;
  onSecondStep: (step: SecondStep) => void;
  onError: (text: string) => void;
  /** Starts the session (the sign-in screen's, which asks first when another person's work waits). */
  onSignedIn: (answer: SessionAnswer, redirect: string | undefined) => Promise<void>;
}) {
  const navigate = useNavigate();
  // The route checked it on entry (src/routes/search.ts): done, expired or unavailable, or nothing.
  const { oidc: outcome } = useSearch({ from: '/login' });
  const [busy, setBusy] = useState(false);

  const online = useBrowserOnline();

  // Asked again when the browser comes back online, like the page's connection check. Until an
  // answer, offline or after a failure, no provider and no button.
  const offered = useServerRead(() => requestLater('oidcProviders'), 'oidc-providers', {
    online,
    offlineText: OFFLINE_SIGN_IN,
    failedText: 'The sign-in providers could not be read',
  });
  const providers = offered.state === 'ready' ? offered.data : [];

  // Once, on arrival from the provider; the address then goes back to plain /login.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival, not per render
  useEffect(() => {
    if (!outcome || collected) return;
    collected = true;
    void navigate({ to: '/login', replace: true });
    if (outcome !== 'done') return onError(OUTCOMES[outcome]);
    setBusy(true);
    void finish()
      .catch(() => onError('An unexpected error occurred'))
      .finally(() => setBusy(false));
  }, []);

  async function finish() {
    // Only the sign-in this tab began: without its value there is nothing this tab may finish.
    const tab = takeProviderTab();
    if (!tab) return onError(OUTCOMES.expired);
    const result = await requestLater('oidcFinish', { body: { tab } });
    if (!result.ok) return onError(signInFailureMessage(result));
    const answer = result.data;
    if ('challenge' in answer) return onSecondStep(answer);
    if (!isSessionAnswer(answer)) return onError('Login failed');
    await onSignedIn(answer, answer.redirect);
  }

  return (
    <>
      <SignInAlternatives notice={notice}>
        {providers.length
          ? providers.map((provider) => (
              <button
                key={provider.id}
                type="button"
                className="button button-secondary auth-submit auth-provider"
                disabled={busy}
                onClick={() => startAt(provider, redirect, onNotice)}
              >
                Continue with {provider.label}
              </button>
            ))
          : undefined}
      </SignInAlternatives>
      {busy && (
        <p className="muted" role="status">
          Signing in…
        </p>
      )}
    </>
  );
}
