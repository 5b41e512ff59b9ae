import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app-root.tsx';
import { routeTree } from './route-tree.ts';

/**
 * The HTML of one public page as the app first renders it, for the build to write into the page
 * (docs/architecture.md#pre-rendered-public-pages). Run in Node by the build (vite-prerender.ts),
 * never in the browser. The router is the app's route tree at `url`, its route's code loaded and
 * every lazy part of the page (the sign-up form) waited for, so the text and the forms are there
 * before any JavaScript runs; the browser then hydrates this same tree (src/app/main.tsx).
 */
export async function renderPage(url: string): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  const { prelude } = await prerender(<AppRoot router={router} />);
  return await new Response(prelude).text();
}
