import { createHash } from 'node:crypto';
import type { Db } from '../store/db.ts';
import type { Scope } from './scope.ts';

/**
 * What a device holds, as the server last answered it (docs/architecture.md#scopes): every record
 * visible under `held` up to its cursor and, while a backfill of newly visible matters is under
 * way, the records of `target`'s new matters up to version `after`. Stored once per distinct
 * state and named by its hash, which the device sends back with its next pull.
 */
export interface ScopeState {
  held: Scope;
  target?: Scope;
  after?: number;
}

export interface MatterSets {
  files: string[];
  estates: string[];
}

const minus = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));
const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();
const intersect = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).sort();

/** Same kind of scope for the same person: otherwise the device starts again from nothing. */
export function comparable(a: Scope, b: Scope): boolean {
  if (a.kind !== b.kind) return false;
  return (
    a.kind === 'firm' || (b.kind === 'beneficiary' && a.user === b.user && a.organization === b.organization)
  );
}

/** What either scope shows (both of one kind and person). */
export function widest(a: Scope, b: Scope | undefined): Scope {
  if (!b) return a;
  if (a.kind === 'firm' && b.kind === 'firm') {
    return {
      kind: 'firm',
      hiddenFiles: intersect(a.hiddenFiles, b.hiddenFiles),
      hiddenEstates: intersect(a.hiddenEstates, b.hiddenEstates),
    };
  }
  if (a.kind === 'beneficiary' && b.kind === 'beneficiary')
    return { ...a, estates: union(a.estates, b.estates) };
  return a;
}

/** What both scopes show. */
export function narrowest(a: Scope, b: Scope): Scope {
  if (a.kind === 'firm' && b.kind === 'firm') {
    return {
      kind: 'firm',
      hiddenFiles: union(a.hiddenFiles, b.hiddenFiles),
      hiddenEstates: union(a.hiddenEstates, b.hiddenEstates),
    };
  }
  if (a.kind === 'beneficiary' && b.kind === 'beneficiary')
    return { ...a, estates: intersect(a.estates, b.estates) };
  return b;
}

/** Matters visible under `to` that were not under `from`. */
export function gained(from: Scope, to: Scope): MatterSets {
  if (from.kind === 'firm' && to.kind === 'firm') {
    return {
      files: minus(from.hiddenFiles, to.hiddenFiles),
      estates: minus(from.hiddenEstates, to.hiddenEstates),
    };
  }
  if (from.kind === 'beneficiary' && to.kind === 'beneficiary')
    return { files: [], estates: minus(to.estates, from.estates) };
  return { files: [], estates: [] };
}

/** Matters visible under `from` that are not under `to`. */
export const lost = (from: Scope, to: Scope): MatterSets => gained(to, from);

export const isEmpty = (m: MatterSets) => !m.files.length && !m.estates.length;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Stores the state (once) and answers its token. `known` is the token the device sent: when the
 * state has not changed, as on most pulls, nothing is written.
 */
export async function saveState(
  db: Db,
  organization: string,
  state: ScopeState,
  known?: string,
): Promise<string> {
  const json = canonical(state);
  const hash = createHash('sha256').update(`${organization}\n${json}`).digest('hex');
  if (hash === known) return hash;
  await db.query(
    'insert into scope_states (hash, organization, state) values ($1, $2, $3) on conflict (hash) do nothing',
    [hash, organization, json],
  );
  return hash;
}

/** The state a token names, if it is this organization's. */
export async function loadState(db: Db, organization: string, hash: string): Promise<ScopeState | undefined> {
  const rows = await db.query<{ state: ScopeState }>(
    'select state from scope_states where hash = $1 and organization = $2',
    [hash, organization],
  );
  return rows[0]?.state;
}
