import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import { ActivityPage, ActivityQuery, CopyBody } from './security-events.ts';

/** The activity log's hash chain as walked (server/activity/chain.ts). */
export const ActivityIntegrity = v.object({
  /** Entries on the chain. */
  entries: v.number(),
  /** Entries written before the chain began, which it cannot vouch for. */
  older: v.number(),
  /** The newest entry's hash: noted outside the app, it shows a rewrite of the whole log too. */
  head: v.string(),
  /** Each place the chain breaks: the entry, and what was done to it. */
  problems: v.array(v.object({ id: v.string(), reason: v.string() })),
});

/** The firm's security log (docs/architecture.md#activity-log): Admins read it; anyone reports a download. */
export const ACTIVITY_ENDPOINTS = {
  activity: {
    method: 'get',
    path: 'activity',
    summary: 'The firm’s security events, newest first, filtered and paged (Admin)',
    query: ActivityQuery,
    response: ActivityPage,
  },
  activityCsv: {
    method: 'get',
    path: 'activity/export',
    summary: 'The same events as a CSV file (Admin)',
    query: ActivityQuery,
    response: v.string(),
  },
  activityIntegrity: {
    method: 'get',
    path: 'activity/integrity',
    summary:
      'Whether the firm’s log is as written: its hash chain walked from the first entry, with where it breaks (Admin)',
    response: ActivityIntegrity,
  },
  reportDownloaded: {
    method: 'post',
    path: 'activity/report-downloads',
    summary: 'Records that the caller generated a report (made on the device, told when online)',
    body: CopyBody,
    response: v.null(),
  },
} as const satisfies Record<string, Endpoint>;
