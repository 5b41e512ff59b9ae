import type { CopyBody } from '../domain/schemas/security-events.ts';
import { deviceCopyLog, flushBeforeLeaving, sendResultOf } from './copy-log.ts';
import { requestLater } from './request-later.ts';

/** The firm's app sends logged copies through its typed API client (docs/behaviour.md#activity). */
const sendOverApi = async (entry: CopyBody) =>
  sendResultOf(await requestLater('reportDownloaded', { body: entry }));

/** Records a copy this person took (a report when `what` is absent); never throws, never waits for the network. */
export function logCopy(entry: Omit<CopyBody, 'at'>): void {
  void deviceCopyLog(sendOverApi)
    ?.log(entry)
    .catch(() => undefined);
}

/** Sends copies logged while offline (the admin shell calls it on start). */
export function flushCopyLog(): void {
  void deviceCopyLog(sendOverApi)
    ?.flush()
    .catch(() => undefined);
}

/** Sends what is queued before the device signs out, for a few seconds at most (copy-log.ts). */
export const sendCopyLogBeforeLeaving = (): Promise<void> => flushBeforeLeaving(deviceCopyLog(sendOverApi));
