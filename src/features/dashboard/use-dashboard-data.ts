import { useRef } from 'react';
import { currentUser } from '../../api/session.ts';
import type { DashboardData } from '../../domain/rules/dashboard.ts';
import { dataOf, type QueryState, queries, useQuery } from '../../store/index.ts';
import { type DashboardRead, hasAnyData, type Identity, welcomeIdentity } from './dashboard-view.ts';

/** A pull this large is a first sync or a long catch-up: its pages land many times a second. */
export const LARGE_PULL = 2000;

export interface DashboardFigures {
  read: DashboardRead;
  /** Nothing to show until the large pull under way ends (a first sync). */
  waitingForPull: boolean;
}

/**
 * The dashboard's figures, live from the local store: any pull, local write or other tab
 * re-renders them. The store reads them in one snapshot, so a pull landing halfway never mixes
 * two; transactions and assets come from the tallies kept with them, not from every record. While a large pull runs, the figures hold at their last reading and are read once
 * when it ends: re-reading every table as each page lands made a first sync grow with the square
 * of the firm's size (docs/architecture.md#performance-budgets).
 */
export function useDashboardData(pulling: number | undefined): DashboardFigures {
  const hold = (pulling ?? 0) > LARGE_PULL;
  const live = useQuery(async () => (hold ? null : await queries.dashboardFigures()), [hold]);
  const last = useRef<DashboardData | null>(null);
  if (live.status === 'ready' && live.data) last.current = live.data;
  return dashboardFigures(live, last.current, hold);
}

/** What the dashboard shows, from the live reading (null while held) and the last good one. */
export function dashboardFigures(
  live: QueryState<DashboardData | null>,
  last: DashboardData | null,
  hold: boolean,
): DashboardFigures {
  if (!hold && live.status === 'ready' && live.data)
    return { read: { status: 'ready', data: live.data }, waitingForPull: false };
  if (!hold && live.status === 'error') return { read: live, waitingForPull: false };
  if (last && (!hold || hasAnyData(last)))
    return { read: { status: 'ready', data: last }, waitingForPull: false };
  return { read: { status: 'loading' }, waitingForPull: hold };
}

/** The signed-in person's session and, once local, their synced user and organization records. */
export function useSignedIn() {
  const session = currentUser();
  const user = dataOf(useQuery(() => queries.userById(session?._id), [session?._id]));
  const organizationId = user?.organization ?? session?.organization?._id;
  const organization = dataOf(useQuery(() => queries.organizationById(organizationId), [organizationId]));
  return { session, user, organization };
}

/** Name, firm and role for the welcome banner, from the synced records once they are local. */
export function useIdentity(): Identity {
  const { session, user, organization } = useSignedIn();
  return welcomeIdentity(session, user, organization);
}
