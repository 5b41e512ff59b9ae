import * as v from 'valibot';
import type { Db } from './db.ts';
import { toNumber } from './db.ts';
import type { WriteResult } from './write-types.ts';

/** Structural equality for JSON values, independent of key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ak = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  return ak.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Valibot issues as per-field messages, keyed by dotted path ('executor.email'); '' for the whole body. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string[]> {
  // A Map, because a body may name keys such as __proto__.
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    const list = out.get(key) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out.set(key, list);
  }
  return Object.fromEntries(out);
}

/**
 * The organization's version clock. Locking its row serialises the firm's writes across server
 * processes, so versions become visible in order; each written row takes the next number.
 */
export class OrgClock {
  private constructor(
    private readonly organization: string,
    private current: number,
    private readonly start: number,
  ) {}

  static async lock(tx: Db, organization: string): Promise<OrgClock> {
    // One statement that makes the row if need be and locks it (the update of nothing takes the
    // row's lock, and answers its newest version once a writer before us has committed).
    const rows = await tx.query<{ version: unknown }>(
      `insert into org_clock (organization, version) values ($1, 0)
       on conflict (organization) do update set version = org_clock.version returning version`,
      [organization],
    );
    const version = toNumber(rows[0]?.version);
    return new OrgClock(organization, version, version);
  }

  /** The last version given out. */
  get version(): number {
    return this.current;
  }

  next(): number {
    this.current += 1;
    return this.current;
  }

  async save(tx: Db): Promise<void> {
    if (this.current === this.start) return;
    await tx.query('update org_clock set version = $2 where organization = $1', [
      this.organization,
      this.current,
    ]);
  }
}

export interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((f) => !sameValue(before[f], after[f]))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

/** A write's refusal: its code, the reason people read, and per-field messages. */
export const reject = (
  code: 'invalid' | 'not_found' | 'forbidden' | 'exists',
  reason: string,
  errors?: Record<string, string[]>,
): WriteResult => ({ status: 'rejected', code, reason, ...(errors ? { errors } : {}) });
