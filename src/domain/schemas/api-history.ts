import type { Endpoint } from './endpoint.ts';
import { HistoryPage, HistoryQuery } from './history.ts';

/** A record's history from the server's log of every write (docs/architecture.md#history). */
export const HISTORY_ENDPOINTS = {
  history: {
    method: 'get',
    path: 'history/:entity/:id',
    summary: 'Who changed which field of one record, from what to what, and when; newest first',
    query: HistoryQuery,
    response: HistoryPage,
  },
} as const satisfies Record<string, Endpoint>;
