/**
 * The pages the build pre-renders (docs/architecture.md#pre-rendered-public-pages) and which page
 * file answers an address. Pure: the build (scripts/vite-prerender.ts), the server
 * (server/static.ts) and the service worker (sw/sw.ts) share it.
 */
export interface PrerenderedPage {
  /** The address rendered. */
  url: string;
  /** The file written, beside the page it copies. */
  file: string;
  /** The built page it is a copy of, its root filled in. */
  shell: 'index.html';
  /** The source modules whose styles (and, for the app's pages, scripts) the page links at once. */
  modules: readonly string[];
  /** A script the page runs before its own, deferred (the portal's gate). */
  gate?: string;
}

/**
 * The portal signed out is the app's own sign-in page, pre-rendered, at the portal's address: the
 * app's router takes the visitor to `/login?redirect=…` in place, with no second page load. The
 * server cannot see a session (it is on the device), so a device that has one says so with this
 * cookie, a hint and not a credential (both pages are public), for the server to answer with the
 * portal's own page. `portal-gate.js` sets it: a deferred script that runs before the app's code,
 * and, signed in, sets the hint and loads the address again; signed out it does nothing, and
 * costs the page no wait (it is deferred like the app's modules).
 */
export const PORTAL_GATE_FILE = 'portal-gate.js';
export const PORTAL_HINT_COOKIE = 'portal-page';
/** The hint's cookie line: the portal's addresses only, for a year. */
export const portalHintCookie = (secure: boolean, clear = false): string =>
  `${PORTAL_HINT_COOKIE}=${clear ? '' : '1'}; path=/portal; max-age=${clear ? 0 : 31_536_000}; SameSite=Strict${secure ? '; Secure' : ''}`;
/**
 * The gate's text. It reloads only when it has just set the hint: a page that came back without
 * the hint's effect (a cache that ignored it) is not loaded again and again.
 */
export const portalGateScript = (userKey: string): string => {
  const hint = JSON.stringify(`${PORTAL_HINT_COOKIE}=1`);
  return `try{if(localStorage.getItem(${JSON.stringify(userKey)})&&document.cookie.indexOf(${hint})<0){document.cookie=${JSON.stringify(portalHintCookie(false))}+(location.protocol==="https:"?"; Secure":"");if(document.cookie.indexOf(${hint})>=0)location.reload()}}catch(e){}`;
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    url: '/',
    file: 'landing.html',
    shell: 'index.html',
    modules: ['src/features/landing/index.ts', 'src/features/landing/sign-up-form.tsx'],
  },
  {
    url: '/login',
    file: 'login.html',
    shell: 'index.html',
    modules: ['src/features/auth/index.ts', 'src/features/auth/provider-sign-in.tsx'],
  },
  // The portal signed out: the app's sign-in page at the portal's address.
  {
    url: '/login?redirect=%2Fportal',
    file: 'portal-signed-out.html',
    shell: 'index.html',
    modules: ['src/features/auth/index.ts', 'src/features/auth/provider-sign-in.tsx'],
    gate: PORTAL_GATE_FILE,
  },
];

export const isPortalPath = (path: string): boolean => path === '/portal' || path.startsWith('/portal/');

/**
 * The page file for an address that is not a file: the pre-rendered landing and sign-in pages; under
 * /portal the portal's own page for a device with a session (the server sees the hint cookie; the
 * service worker always answers with it, as a device it runs on has been here before and the
 * portal sends a visitor with no session to sign in) and the pre-rendered sign-in page for one
 * without; the app's shell elsewhere.
 */
export function pageFor(path: string, signedIn = false): string {
  if (isPortalPath(path)) return signedIn ? '/portal.html' : '/portal-signed-out.html';
  if (path === '/') return '/landing.html';
  if (path === '/login') return '/login.html';
  return '/index.html';
}
