export * from './attention.ts';
export * from './browser.ts';
export * from './engine.ts';
export * from './http.ts';
export type { Progress } from './outcome.ts';
export { renumberOutbox } from './push.ts';
