/** The sync state as screens show it: indicator, status hooks, the page, and the engine's start. */
export { logoutWarning } from './describe.ts';
export { startLocalFirst } from './start-sync.ts';
export { SyncIndicator } from './sync-indicator.tsx';
export { SyncScreen } from './sync-screen.tsx';
export { useFirstPullPending } from './use-first-pull.ts';
export { useOnline, useSyncStatus } from './use-sync.ts';
