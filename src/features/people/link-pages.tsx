import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ApiFailure, ApiResult } from '../../api/client.ts';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useServerRead } from '../../ui/use-server-read.ts';
import { AuthLayout } from '../auth/index.ts';

/** What an invitation or reset page is showing: checking the link, the form, or why it cannot be used. */
export type LinkState<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'refused'; title: string; message: string; tone?: 'info' }
  | { state: 'offline' };

const TITLES = {
  invitation: { 404: 'This invitation link is not valid', 410: 'This invitation can no longer be used' },
  reset: { 404: 'This password link is not valid', 410: 'This password link can no longer be used' },
  'sign-up': { 404: 'This sign-up link is not valid', 410: 'This sign-up link has expired' },
} as const;
type LinkKind = keyof typeof TITLES;

/** The page for a link the server refused (404 unknown, 410 spent), or for no connection. */
export function linkFailure(res: ApiFailure, kind: LinkKind): LinkState<never> {
  if (res.offline) return { state: 'offline' };
  const title =
    res.status === 404 ? TITLES[kind][404] : res.status === 429 ? 'Too many attempts' : TITLES[kind][410];
  return {
    state: 'refused',
    title,
    message: res.message ?? 'This link cannot be used. Ask your firm’s administrator for a new one.',
  };
}

/**
 * Checks an invitation or reset link with the server (`useServerRead`): loading, the link's data,
 * the page for a refused link (404 unknown, 410 spent: the server's answer, not a failed read), or
 * offline. Checked again when the browser comes back online. `settle` shows what a submit answered
 * instead (a refused link, or "sign in to see it").
 */
export function useLinkCheck<T>(
  kind: LinkKind,
  token: string,
  read: () => Promise<ApiResult<T>>,
): [LinkState<T>, (state: LinkState<T>) => void] {
  const online = useBrowserOnline();
  const [settled, settle] = useState<{ token: string; state: LinkState<T> } | null>(null);
  const checked = useServerRead<LinkState<T>>(
    async () => {
      const res = await read();
      if (res.ok) return { ok: true, data: { state: 'ready', data: res.data } };
      return res.offline ? res : { ok: true, data: linkFailure(res, kind) };
    },
    token,
    // The offline page says it all (LinkProblem); a failure other than offline is a refused link.
    { online, offlineText: 'offline', failedText: 'offline' },
  );
  const state: LinkState<T> =
    settled?.token === token
      ? settled.state
      : checked.state === 'ready'
        ? checked.data
        : checked.state === 'loading'
          ? { state: 'loading' }
          : { state: 'offline' };
  return [state, (next) => settle({ token, state: next })];
}

/** Loading, offline and refused states of the link pages: a clear page, never a stack trace. */
export function LinkProblem({ state, title }: { state: LinkState<unknown>; title: string }) {
  return (
    <AuthLayout>
      {state.state === 'loading' ? (
        <>
          <h1>{title}</h1>
          <div role="status" className="profile-loading">
            <div className="spinner" aria-hidden="true" />
            <p className="muted">Checking your link…</p>
          </div>
        </>
      ) : state.state === 'offline' ? (
        <>
          <h1>{title}</h1>
          <p className="alert alert-warn" role="alert">
            You are offline. This link is checked with your firm’s server: connect to the internet and reload
            the page.
          </p>
        </>
      ) : state.state === 'refused' ? (
        <>
          <h1>{state.title}</h1>
          <p
            className={state.tone === 'info' ? 'alert alert-info' : 'alert alert-error'}
            role={state.tone === 'info' ? 'status' : 'alert'}
          >
            {state.message}
          </p>
        </>
      ) : null}
      <p className="auth-foot">
        <Link to="/login">Go to sign in</Link>
      </p>
    </AuthLayout>
  );
}
