import { useMemo } from 'react';
import { currentUser } from '../../api/session.ts';
import { queries, useQuery } from '../../store/index.ts';

/**
 * The firm's lawyers as the estate form offers them for the lawyer of record
 * (docs/behaviour.md#firm-details), from the firm's record on this device; undefined while loading.
 */
export function useLawyerOptions(): { id: string; label: string }[] | undefined {
  const orgId = currentUser()?.organization?._id;
  const org = useQuery(() => queries.organizationById(orgId), [orgId]);
  const ready = org.status === 'ready';
  const lawyers = ready ? org.data?.lawyers : undefined;
  return useMemo(
    () =>
      ready
        ? (lawyers ?? [])
            .map((l) => ({ id: l.id, label: `${l.name} (LSO No. ${l.lsoNumber})` }))
            .sort((a, b) => a.label.localeCompare(b.label, 'en-CA'))
        : undefined,
    [ready, lawyers],
  );
}
