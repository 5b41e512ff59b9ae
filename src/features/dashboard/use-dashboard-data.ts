import { currentUser } from '../../api/session.ts';
import { dashboardSummary } from '../../domain/rules/dashboard.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { type DashboardRead, type Identity, welcomeIdentity } from './dashboard-view.ts';

/**
 * The dashboard's figures, live from the local store: any pull, local write or other tab
 * re-renders them. The store reads every table in one snapshot, so a pull landing halfway never
 * mixes two.
 */
export function useDashboardData(): DashboardRead {
  return useQuery(async () => dashboardSummary(await queries.dashboardInputs()), []);
}

/** Name, firm and role for the welcome banner, from the synced records once they are local. */
export function useIdentity(): Identity {
  const session = currentUser();
  const user = dataOf(useQuery(() => queries.userById(session?._id), [session?._id]));
  const organizationId = user?.organization ?? session?.organization?._id;
  const organization = dataOf(useQuery(() => queries.organizationById(organizationId), [organizationId]));
  return welcomeIdentity(session, user, organization);
}
