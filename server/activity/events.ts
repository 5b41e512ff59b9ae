import type {
  ActivityPage,
  ActivityQuery,
  SecurityEvent,
  SecurityEventKind,
} from '../../src/domain/schemas/security-events.ts';
import type { Db } from '../store/db.ts';
import { appendChained } from './chain.ts';
import { type EventRow, toEvent } from './row.ts';

/** One entry of the firm's security log (docs/architecture.md#activity-log). */
export interface NewSecurityEvent {
  organization: string;
  kind: SecurityEventKind;
  /** Who did it (null: nobody signed in, e.g. a failed sign-in or an accepted invitation). */
  actorId?: string | null;
  /** Whom it concerns, when that is someone else or nobody is signed in. */
  subjectId?: string | null;
  /** Names as they are now, when the caller knows them; otherwise read from the people's records. */
  actorName?: string | null;
  subjectName?: string | null;
  address?: string | null;
  detail?: Record<string, unknown>;
  at?: Date;
}

async function nameOf(db: Db, organization: string, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const rows = await db.query<{ name: string | null }>(
    "select data ->> 'name' as name from records where id = $1 and organization = $2 and entity = 'users'",
    [id, organization],
  );
  return rows[0]?.name ?? null;
}

/**
 * Records a security event, at the end of the firm's hash chain (`chain.ts`). Names are copied in,
 * so the log still reads after a person is removed. Never pass a password, a token or a code in
 * `detail`.
 */
export async function logEvent(db: Db, event: NewSecurityEvent): Promise<void> {
  const actorName = event.actorName ?? (await nameOf(db, event.organization, event.actorId));
  const subjectName = event.subjectName ?? (await nameOf(db, event.organization, event.subjectId));
  await appendChained(db, {
    organization: event.organization,
    at: (event.at ?? new Date()).toISOString(),
    kind: event.kind,
    actorId: event.actorId ?? null,
    actorName,
    subjectId: event.subjectId ?? null,
    subjectName,
    address: event.address ?? null,
    detail: event.detail ?? {},
  });
}

export const ACTIVITY_PAGE_SIZE = 50;
/** The CSV export's ceiling: a firm's whole year of events fits many times over. */
export const ACTIVITY_EXPORT_MAX = 50_000;

/** The where clause of a filter, always within one firm; dates are whole days in UTC, `to` included. */
function whereOf(organization: string, filter: ActivityQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [organization];
  const parts = ['organization = $1'];
  if (filter.person) {
    params.push(filter.person);
    parts.push(`(actor_id = $${params.length} or subject_id = $${params.length})`);
  }
  if (filter.kind) {
    params.push(filter.kind);
    parts.push(`kind = $${params.length}`);
  }
  if (filter.from) {
    params.push(`${filter.from}T00:00:00Z`);
    parts.push(`at >= $${params.length}`);
  }
  if (filter.to) {
    params.push(new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString());
    parts.push(`at < $${params.length}`);
  }
  return { sql: parts.join(' and '), params };
}

/** A page of the firm's events, newest first. */
export async function listEvents(db: Db, organization: string, filter: ActivityQuery): Promise<ActivityPage> {
  const page = Number(filter.page ?? 1);
  const { sql, params } = whereOf(organization, filter);
  const [count] = await db.query<{ n: string | number }>(
    `select count(*) as n from security_events where ${sql}`,
    params,
  );
  const rows = await db.query<EventRow>(
    `select * from security_events where ${sql} order by at desc, id desc limit ${ACTIVITY_PAGE_SIZE} offset ${(page - 1) * ACTIVITY_PAGE_SIZE}`,
    params,
  );
  return { items: rows.map(toEvent), total: Number(count?.n ?? 0), page, pageSize: ACTIVITY_PAGE_SIZE };
}

/** Every event of a filter, newest first, up to the export ceiling. */
export async function allEvents(
  db: Db,
  organization: string,
  filter: ActivityQuery,
): Promise<SecurityEvent[]> {
  const { sql, params } = whereOf(organization, filter);
  const rows = await db.query<EventRow>(
    `select * from security_events where ${sql} order by at desc, id desc limit ${ACTIVITY_EXPORT_MAX}`,
    params,
  );
  return rows.map(toEvent);
}
