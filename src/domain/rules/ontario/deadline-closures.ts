import type { DeadlineClosure } from './deadline-types.ts';

/** What a stored closure record carries (the `deadlines` entity), seen structurally. */
export interface DeadlineClosureRecord {
  estate: string;
  key: string;
  state: 'done' | 'not-applicable' | 'date-set';
  on?: string;
  by?: string;
  note?: string;
  reason?: string;
  date?: string;
  document?: string | null;
  updatedAt?: string;
  deletedAt?: string | null;
}

/** One record as the rules read a closure; null when a required part is missing. */
export function closureOf(r: DeadlineClosureRecord): DeadlineClosure | null {
  const by = r.by ? { by: r.by } : {};
  switch (r.state) {
    case 'done':
      return r.on
        ? {
            state: 'done',
            on: r.on,
            ...by,
            ...(r.note ? { note: r.note } : {}),
            ...(r.document ? { documentId: r.document } : {}),
          }
        : null;
    case 'not-applicable':
      return r.reason ? { state: 'not-applicable', reason: r.reason, ...by } : null;
    case 'date-set':
      return r.date ? { state: 'date-set', date: r.date, ...by, ...(r.note ? { note: r.note } : {}) } : null;
  }
}

/**
 * The record that speaks for each deadline key. Two people may close the same deadline on two
 * offline devices, which makes two records; the one changed last wins, and the other stays in the
 * history.
 */
export function latestByKey<R extends DeadlineClosureRecord>(records: readonly R[]): Map<string, R> {
  const latest = new Map<string, R>();
  for (const r of records) {
    if (r.deletedAt) continue;
    const seen = latest.get(r.key);
    if (!seen || (r.updatedAt ?? '') > (seen.updatedAt ?? '')) latest.set(r.key, r);
  }
  return latest;
}

/** Closures by deadline key (see latestByKey). */
export function closuresByKey(records: readonly DeadlineClosureRecord[]): Record<string, DeadlineClosure> {
  const out: Record<string, DeadlineClosure> = {};
  for (const [key, r] of latestByKey(records)) {
    const closure = closureOf(r);
    if (closure) out[key] = closure;
  }
  return out;
}

/** Closures of many estates: estate id → key → closure. */
export function closuresByEstate(
  records: readonly DeadlineClosureRecord[],
): Record<string, Record<string, DeadlineClosure>> {
  const groups = new Map<string, DeadlineClosureRecord[]>();
  for (const r of records) groups.set(r.estate, [...(groups.get(r.estate) ?? []), r]);
  return Object.fromEntries([...groups].map(([estate, rs]) => [estate, closuresByKey(rs)]));
}
