import { Link } from '@tanstack/react-router';
import { queries, useQuery } from '../../store/index.ts';
import { entityLabel, recordName } from './describe.ts';
import { recordLink } from './record-link.ts';

/**
 * "File: Chen matter", linked to where the record is shown while it still exists on this device;
 * `fallback` (the change's own values) names a record that is gone.
 */
export function RecordRef({
  entity,
  id,
  fallback,
}: {
  entity: string;
  id: string;
  fallback?: Record<string, unknown>;
}) {
  const found = useQuery(() => queries.anyRecord(entity, id), [entity, id]);
  const record = found.status === 'ready' ? found.data : null;
  const name = recordName(entity, record) ?? recordName(entity, fallback) ?? `#${id.slice(-8)}`;
  const link = recordLink(entity, record);
  return (
    <span className="record-ref">
      <span className="muted">{entityLabel(entity)}:</span>{' '}
      {link ? <Link {...link}>{name}</Link> : <span>{name}</span>}
      {found.status === 'ready' && !record && <span className="muted"> (no longer on this device)</span>}
    </span>
  );
}
