/** A record's History panel, read from the server (docs/behaviour.md#history). */
export { type HistoryEntity, HistoryPanel } from './history-panel.tsx';
