/** The sync state as screens show it: indicator, status hooks, the page, and the engine's start. */
export { fieldLabel, formatValue, logoutWarning } from './describe.ts';
export { EvictedNotice, useRememberUnsent } from './evicted-notice.tsx';
export { checkLocalCopy } from './evicted-store.ts';
export { formatSyncTime } from './format.ts';
export { SavedOfflineNotice } from './saved-offline-notice.tsx';
export { startLocalFirst } from './start-sync.ts';
export { SyncIndicator } from './sync-indicator.tsx';
export { useFirstPullPending } from './use-first-pull.ts';
export { useOnline, useSyncStatus } from './use-sync.ts';

/** The Sync page, fetched only when opened: the shell loads this front door for the indicator. */
export const loadSyncScreen = () => import('./sync-screen.tsx');
