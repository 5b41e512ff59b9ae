import { COPY_LOG_KEY, WIPE_KEY, type WipeReason } from './keys.ts';
import { dropSession } from './session.ts';

/**
 * Deletes the firm's data from this device: the session, every record, the outbox, document
 * contents, the queue of copies for the activity log and the app's runtime caches. Logout does this, so does a device whose person was
 * disabled or removed. The mark set first stays until all of it is gone, so a page loaded before
 * then finishes the job (src/app/page-start.ts). The database code loads on use.
 */
export async function wipeDevice(reason: WipeReason): Promise<void> {
  localStorage.setItem(WIPE_KEY, reason);
  dropSession();
  // The copies not yet told to the firm name its estates: they go with the rest.
  localStorage.removeItem(COPY_LOG_KEY);
  const { sessionCommands } = await import('../store/session-door.ts');
  await sessionCommands.deleteLocalData();
  if ('caches' in globalThis) {
    for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key);
  }
  localStorage.removeItem(WIPE_KEY);
}
