/** "2:14 p.m." today, otherwise "Nov 20, 2:14 p.m." (en-CA). */
export function formatSyncTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay
    ? d.toLocaleTimeString('en-CA', { hour: 'numeric', minute: '2-digit' })
    : d.toLocaleString('en-CA', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What waits for a person on the sync page, in words ("1 conflict to review"), for the top bar's
 * pill, its accessible name and the sync page alike: a bare number beside "0 unsynced changes"
 * read as a contradiction. Empty when nothing waits.
 */
export function problemsText(conflicts: number, refused: number): string {
  const parts = [
    conflicts > 0 ? count(conflicts, 'conflict', 'conflicts') : '',
    refused > 0 ? count(refused, 'refused change', 'refused changes') : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(' and ')} to review` : '';
}

/** The confirmation of a change kept on the device: what brings it to the server depends on what is missing. */
export function savedOfflineText(browserOnline: boolean): string {
  return browserOnline
    ? 'Saved on this device; it will sync once the server can be reached.'
    : 'Saved on this device; it will sync when you are back online.';
}
