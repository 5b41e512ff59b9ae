import type { SecurityEvent, SecurityEventKind } from '../../src/domain/schemas/security-events.ts';
import { toIso } from '../store/db.ts';

/** A `security_events` row as the database gives it (ids may come back as bigint or text). */
export interface EventRow {
  id: string | number | bigint;
  at: Date | string;
  kind: SecurityEventKind;
  actor_id: string | null;
  actor_name: string | null;
  subject_id: string | null;
  subject_name: string | null;
  address: string | null;
  detail: Record<string, unknown> | string | null;
}

export const toEvent = (row: EventRow): SecurityEvent => ({
  id: String(row.id),
  at: toIso(row.at),
  kind: row.kind,
  actorId: row.actor_id,
  actorName: row.actor_name,
  subjectId: row.subject_id,
  subjectName: row.subject_name,
  address: row.address,
  detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : (row.detail ?? {}),
});
