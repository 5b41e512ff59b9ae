import { deviceCopyLog, flushBeforeLeaving, sendResultOf } from '../../api/copy-log.ts';
import type { CopyBody } from '../../domain/schemas/security-events.ts';
import { authorized } from '../documents/index.ts';

/**
 * The portal's side of the copies log (docs/behaviour.md#activity): a shared document a
 * beneficiary opens or saves is queued on the device and told to the firm when it can be. Sent
 * with a plain fetch, so the portal's first load carries no API registry.
 */
async function sendOverFetch(entry: CopyBody) {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'later' as const;
  const res = await authorized('/api/activity/report-downloads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
  }).catch(() => null);
  return res ? sendResultOf(res) : ('later' as const);
}

export function logPortalCopy(entry: Omit<CopyBody, 'at'>): void {
  void deviceCopyLog(sendOverFetch)
    ?.log(entry)
    .catch(() => undefined);
}

export function flushPortalCopyLog(): void {
  void deviceCopyLog(sendOverFetch)
    ?.flush()
    .catch(() => undefined);
}

/** Before signing out: what waits is sent for a few seconds at most, then deleted with the rest. */
export const sendPortalCopiesBeforeLeaving = (): Promise<void> =>
  flushBeforeLeaving(deviceCopyLog(sendOverFetch));
