import { createHash } from 'node:crypto';
import type { Db } from '../store/db.ts';
import { type EventRow, toEvent } from './row.ts';

/**
 * The activity log's hash chain (docs/architecture.md#activity-log). Each firm's entries form one
 * chain in the order they were written: an entry's hash is the SHA-256 of the hash before it and
 * of its own fields, written as canonical JSON, so changing, removing or inserting any entry
 * afterwards breaks every check from there on, and `verifyActivityChain` names where.
 */
export const GENESIS = '0'.repeat(64);

/** The fields an entry's hash covers: all of them, its id first. */
export interface ChainedFields {
  id: string;
  organization: string;
  at: string;
  kind: string;
  actorId: string | null;
  actorName: string | null;
  subjectId: string | null;
  subjectName: string | null;
  address: string | null;
  detail: unknown;
}

/** JSON with every object's keys sorted, so the database's own key order (jsonb's) does not count. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function entryHash(prev: string, e: ChainedFields): string {
  const fields = [
    e.id,
    e.organization,
    e.at,
    e.kind,
    e.actorId,
    e.actorName,
    e.subjectId,
    e.subjectName,
    e.address,
    e.detail ?? {},
  ];
  return createHash('sha256')
    .update(`${prev}\n${canonicalJson(fields)}`)
    .digest('hex');
}

/**
 * Writes one entry at the end of its firm's chain. The firm's head row is locked for the write,
 * so entries written at once (by any server process) take their places one after another, and the
 * id is drawn under that lock, so the chain's order is the ids' order.
 */
export async function appendChained(db: Db, entry: Omit<ChainedFields, 'id'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'insert into activity_chain_heads (organization, last_id, last_hash) values ($1, 0, $2) on conflict (organization) do nothing',
      [entry.organization, GENESIS],
    );
    const [head] = await tx.query<{ last_hash: string }>(
      'select last_hash from activity_chain_heads where organization = $1 for update',
      [entry.organization],
    );
    const [next] = await tx.query<{ id: string | number | bigint }>(
      "select nextval(pg_get_serial_sequence('security_events', 'id')) as id",
    );
    const id = String(next?.id);
    const prev = head?.last_hash ?? GENESIS;
    const hash = entryHash(prev, { ...entry, id });
    await tx.query(
      `insert into security_events
         (id, organization, at, kind, actor_id, actor_name, subject_id, subject_name, address, detail, prev_hash, hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        entry.organization,
        entry.at,
        entry.kind,
        entry.actorId,
        entry.actorName,
        entry.subjectId,
        entry.subjectName,
        entry.address,
        canonicalJson(entry.detail ?? {}),
        prev,
        hash,
      ],
    );
    await tx.query('update activity_chain_heads set last_id = $2, last_hash = $3 where organization = $1', [
      entry.organization,
      id,
      hash,
    ]);
  });
}

export interface ChainProblem {
  /** The entry where the chain breaks (the newest kept entry when later ones were removed). */
  id: string;
  reason: string;
}

export interface ChainReport {
  organization: string;
  /** Entries on the chain. */
  entries: number;
  /** Entries written before the chain began (no hash), which it cannot vouch for. */
  older: number;
  /** The newest hash: kept outside the database, it shows a rewrite of the whole chain too. */
  head: string;
  problems: ChainProblem[];
}

type ChainRow = EventRow & { prev_hash: string | null; hash: string | null };

/** Entries read at a time: a firm's whole log is never held in memory at once. */
const CHAIN_PAGE = 5_000;

/** Walks a firm's chain from its first entry and says whether it holds, and where not. */
export async function verifyActivityChain(
  db: Db,
  organization: string,
  pageSize = CHAIN_PAGE,
): Promise<ChainReport> {
  const [head] = await db.query<{ last_id: string | number | bigint; last_hash: string }>(
    'select last_id, last_hash from activity_chain_heads where organization = $1',
    [organization],
  );
  const problems: ChainProblem[] = [];
  let prev = GENESIS;
  let lastId = '0';
  let entries = 0;
  let older = 0;
  for (let after: string | number | bigint = 0; ; ) {
    const rows: ChainRow[] = await db.query<ChainRow>(
      `select id, at, kind, actor_id, actor_name, subject_id, subject_name, address, detail, prev_hash, hash
         from security_events where organization = $1 and id > $2 order by id limit $3`,
      [organization, String(after), pageSize],
    );
    for (const row of rows) {
      const id = String(row.id);
      if (row.hash === null) {
        if (entries === 0) older += 1;
        else problems.push({ id, reason: 'has no hash: it was added outside the log' });
        continue;
      }
      entries += 1;
      if (row.prev_hash !== prev)
        problems.push({ id, reason: 'does not follow the entry before it: an entry was removed or moved' });
      if (entryHash(row.prev_hash ?? '', { ...toEvent(row), organization }) !== row.hash)
        problems.push({ id, reason: 'was changed after it was written' });
      prev = row.hash;
      lastId = id;
    }
    if (rows.length < pageSize) break;
    after = rows.at(-1)!.id;
  }
  if (head && (String(head.last_id) !== lastId || head.last_hash !== prev))
    problems.push({
      id: lastId,
      reason: `the entries after it were removed (the newest was ${String(head.last_id)})`,
    });
  return { organization, entries, older, head: prev, problems };
}

/** Every firm's chain (a firm with entries, or whose entries were all removed). */
export async function verifyEveryChain(db: Db): Promise<(ChainReport & { name: string | null })[]> {
  const firms = await db.query<{ organization: string; name: string | null }>(
    `select f.organization, (select o.data ->> 'name' from records o
                              where o.id = f.organization and o.entity = 'organizations') as name
       from (select organization from security_events union select organization from activity_chain_heads) f
      order by f.organization`,
  );
  const reports = [];
  for (const firm of firms)
    reports.push({ ...(await verifyActivityChain(db, firm.organization)), name: firm.name });
  return reports;
}
