import type { Context } from 'hono';
import { logEvent } from '../activity/events.ts';
import { endSessions, sessionOfCookie } from '../auth/sessions.ts';
import type { AppDeps } from '../http.ts';
import { recheck } from './client.ts';
import type { OidcProviderConfig } from './config.ts';
import { claimRecheck, firmSignIn, identityOf, recordRecheck, type Sealer } from './store.ts';

export interface OidcDeps {
  providers: OidcProviderConfig[];
  sealer: Sealer;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * At a device's refresh (docs/oidc.md#offboarding): for a person who signs in with a provider,
 * once the firm's "re-check every N days" has passed since the provider last vouched for them,
 * the provider is asked again with the refresh token of their last sign-in. When it refuses, every
 * session of the person ends, this one first. Answers true when this refresh must be refused.
 *
 * Asked outside the refresh's transaction (a provider may take seconds), and claimed first, so
 * that of several devices refreshing at once one asks. A provider that cannot be reached, or
 * answers anything but a refusal, tells nothing: the session goes on and the next refresh asks again.
 */
export async function refusedAtRecheck(
  c: Context,
  deps: AppDeps & { oidc?: OidcDeps | undefined },
): Promise<boolean> {
  if (!deps.oidc?.providers.length) return false;
  const session = await sessionOfCookie(c, deps);
  if (!session || session.ended_at) return false;
  const identity = await identityOf(deps.db, session.user_id);
  if (!identity) return false;
  const at = (deps.now ?? (() => new Date()))();
  if (identity.refused_at) return endAll(deps, session.user_id, session.organization, at, 'refused before');
  const { recheckDays } = await firmSignIn(deps.db, session.organization);
  const claimed = await claimRecheck(
    deps.db,
    session.user_id,
    new Date(at.getTime() - recheckDays * DAY_MS),
    at,
  );
  if (!claimed) return false;
  const provider = deps.oidc.providers.find((p) => p.id === claimed.provider);
  // The provider is no longer configured here: nobody signs in with it, and there is no one to ask.
  if (!provider) {
    await recordRecheck(deps.db, session.user_id, { unknown: true }, at);
    return false;
  }
  const token = claimed.refresh_token ? deps.oidc.sealer.open(claimed.refresh_token) : undefined;
  // The provider gave no refresh token: nothing to ask it with, so the person proves it again by
  // signing in with the provider. Not a refusal: their password (if the firm allows one) still works.
  if (!token) {
    await recordRecheck(deps.db, session.user_id, { allowed: true, sealedRefreshToken: null }, at);
    return endAll(
      deps,
      session.user_id,
      session.organization,
      at,
      'no refresh token to ask the provider with',
    );
  }
  const answer = await recheck(provider, token, claimed.subject);
  if (answer.verdict === 'unknown') {
    await recordRecheck(deps.db, session.user_id, { unknown: true }, at);
    console.error(`Re-check with ${provider.label} could not be made: ${answer.why}`);
    return false;
  }
  if (answer.verdict === 'allowed') {
    const sealed = answer.refreshToken ? deps.oidc.sealer.seal(answer.refreshToken) : null;
    await recordRecheck(deps.db, session.user_id, { allowed: true, sealedRefreshToken: sealed }, at);
    return false;
  }
  await recordRecheck(deps.db, session.user_id, { allowed: false }, at);
  return endAll(deps, session.user_id, session.organization, at, `${provider.label} refused: ${answer.why}`);
}

async function endAll(deps: AppDeps, userId: string, organization: string, at: Date, reason: string) {
  const ended = await endSessions(deps.db, userId, { reason: 'provider-refused', at });
  if (ended)
    await logEvent(deps.db, {
      organization,
      kind: 'sign-in-failed',
      subjectId: userId,
      detail: { reason: `provider re-check: ${reason}`, sessionsEnded: ended },
      at,
    });
  return true;
}
