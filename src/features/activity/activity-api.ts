import type { ApiResult } from '../../api/client.ts';
import { requestLater } from '../../api/request-later.ts';
import type { ActivityPage, ActivityQuery } from '../../domain/schemas/security-events.ts';

/** Filters as the screen holds them: empty strings are "any". */
export interface ActivityFilter {
  person: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilter = { person: '', kind: '', from: '', to: '' };

export function queryOf(filter: ActivityFilter, page?: number): ActivityQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  if (page && page > 1) query.page = String(page);
  return query as ActivityQuery;
}

/**
 * The log lives on the server only (docs/behaviour.md#activity): it records what no device could
 * see, such as failed sign-ins. The API client loads with the screen.
 */
export function fetchActivity(filter: ActivityFilter, page: number): Promise<ApiResult<ActivityPage>> {
  return requestLater('activity', { query: queryOf(filter, page) });
}

/** The filtered log as a CSV file, named by the server. */
export async function fetchActivityCsv(filter: ActivityFilter): Promise<File | { error: string }> {
  const { api, endpointPath } = await import('../../api/client.ts');
  try {
    const res = await api.get(endpointPath('activityCsv', { query: queryOf(filter) }));
    const name =
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'activity.csv';
    return new File([await res.blob()], name, { type: 'text/csv' });
  } catch (error) {
    const status = (error as { response?: Response }).response?.status;
    if (!status)
      return { error: 'The download needs a connection to the server. Try again when you are online.' };
    const body = (await (error as { response: Response }).response.json().catch(() => null)) as {
      message?: string;
    } | null;
    return { error: body?.message ?? 'The activity log could not be downloaded. Please try again.' };
  }
}
