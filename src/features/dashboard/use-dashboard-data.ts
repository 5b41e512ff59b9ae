import { useLiveQuery } from 'dexie-react-hooks';
import {
  type DashboardAsset,
  type DashboardDocument,
  type DashboardEstate,
  type DashboardFile,
  type DashboardTransaction,
  dashboardSummary,
} from '../../domain/rules/dashboard.ts';
import { useRecord } from '../../store/hooks.ts';
import { localDb } from '../../store/instance.ts';
import { currentUser } from '../auth/session.ts';
import { type DashboardRead, type Identity, welcomeIdentity } from './dashboard-view.ts';

/**
 * The dashboard's figures, live from the local store: any pull, local write or other tab
 * re-renders them. One read transaction, so a pull landing halfway never mixes two snapshots.
 * `undefined` while the first read runs; `{ ok: false }` when the store cannot be read.
 */
export function useDashboardData(): DashboardRead | undefined {
  return useLiveQuery(async (): Promise<DashboardRead> => {
    try {
      const { files, estates, assets, transactions, documents } = localDb;
      return await localDb.transaction('r', [files, estates, assets, transactions, documents], async () => {
        const [f, e, a, t, d] = await Promise.all([
          files.toArray(),
          estates.toArray(),
          assets.toArray(),
          transactions.toArray(),
          documents.toArray(),
        ]);
        // Local records carry the entity fields unvalidated; the rule only reads the few it needs.
        const data = dashboardSummary({
          files: f as unknown as DashboardFile[],
          estates: e as unknown as DashboardEstate[],
          assets: a as unknown as DashboardAsset[],
          transactions: t as unknown as DashboardTransaction[],
          documents: d as unknown as DashboardDocument[],
        });
        return { ok: true, data };
      });
    } catch (error) {
      // The screen shows the spec's message; the cause stays visible to whoever opens the console.
      console.warn('Dashboard could not read the local store', error);
      return { ok: false };
    }
  }, []);
}

/** Name, firm and role for the welcome banner, from the synced records once they are local. */
export function useIdentity(): Identity {
  const session = currentUser();
  const user = useRecord(localDb, 'users', session?._id);
  const organizationId = (user?.organization as string | undefined) ?? session?.organization?._id;
  const organization = useRecord(localDb, 'organizations', organizationId);
  return welcomeIdentity(session, user, organization);
}
