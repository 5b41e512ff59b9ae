import type { DashboardData } from '../../domain/rules/dashboard.ts';
import type { QueryState } from '../../store/index.ts';

/** What the local store answered: still reading, the figures, or the fact that reading failed. */
export type DashboardRead = QueryState<DashboardData>;

export type DashboardPhase = 'loading' | 'error' | 'preparing' | 'waiting-offline' | 'ready';

/**
 * Which face the dashboard shows. Before the first pull on a device the store is empty, and
 * zeros would tell a lawyer their firm has no files; say the copy is being prepared instead.
 * An empty store after a finished pull is a genuinely new firm and shows the real (zero) figures.
 */
export function dashboardPhase(input: {
  read: DashboardRead;
  firstSyncDone: boolean;
  online: boolean;
}): DashboardPhase {
  const { read } = input;
  if (read.status === 'loading') return 'loading';
  if (read.status === 'error') return 'error';
  if (!input.firstSyncDone && !hasAnyData(read.data)) return input.online ? 'preparing' : 'waiting-offline';
  return 'ready';
}

export function hasAnyData(data: DashboardData): boolean {
  return (
    data.summary.totalFiles > 0 ||
    data.summary.totalEstates > 0 ||
    data.recentDocuments.length > 0 ||
    data.assetDistribution.length > 0 ||
    data.monthlyTransactions.length > 0
  );
}

export type Identity = { name: string; firm: string; role: string };

type SessionLike = { name?: string; role?: string; organization?: { name?: string } | null } | null;
type RecordLike = Record<string, unknown> | null | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The welcome banner's name, firm and role. The synced user and organization records win over
 * the copy saved at sign-in, so a renamed firm or a changed role shows without signing in again.
 */
export function welcomeIdentity(session: SessionLike, user: RecordLike, organization: RecordLike): Identity {
  return {
    name: text(user?.name) || text(session?.name),
    firm: text(organization?.name) || text(session?.organization?.name),
    role: text(user?.role) || text(session?.role),
  };
}
