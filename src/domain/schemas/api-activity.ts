import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import { ActivityPage, ActivityQuery, ReportDownloadBody } from './security-events.ts';

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
  reportDownloaded: {
    method: 'post',
    path: 'activity/report-downloads',
    summary: 'Records that the caller generated a report (made on the device, told when online)',
    body: ReportDownloadBody,
    response: v.null(),
  },
} as const satisfies Record<string, Endpoint>;
