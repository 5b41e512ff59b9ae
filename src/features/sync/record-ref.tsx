import { Link } from '@tanstack/react-router';
import { ENTITY_NAMES, type EntityName } from '../../domain/schemas/index.ts';
import { localDb } from '../../store/instance.ts';
import { entityLabel, recordHref, recordName } from './describe.ts';
import { useSafeQuery } from './use-local-state.ts';

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
  const known = (ENTITY_NAMES as readonly string[]).includes(entity);
  const found = useSafeQuery(
    async () => (known ? ((await localDb.table_(entity as EntityName).get(id)) ?? null) : null),
    [entity, id, known],
  );
  const record = found.status === 'ready' ? found.value : null;
  const name = recordName(entity, record) ?? recordName(entity, fallback) ?? `#${id.slice(-8)}`;
  const href = recordHref(entity, record);
  return (
    <span className="record-ref">
      <span className="muted">{entityLabel(entity)}:</span>{' '}
      {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
      {found.status === 'ready' && !record && <span className="muted"> (no longer on this device)</span>}
    </span>
  );
}
