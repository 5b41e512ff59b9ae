import type { RootOptions } from 'react-dom/client';

/**
 * What React does with an error a boundary caught: a warning, as the boundaries themselves log,
 * not an error. The person already sees the boundary's message (a chart whose code would not load
 * offline says so in its card); React's default would log it again as an error, and an error in
 * the console means a fault nobody caught. Errors no boundary catches keep React's default.
 */
export const ROOT_OPTIONS = {
  onCaughtError: (error, info) => {
    console.warn('Caught by an error boundary', error, info.componentStack);
  },
} satisfies RootOptions;
