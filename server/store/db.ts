/** The one database interface the server uses, over PGlite (embedded) or node-postgres (a real server). */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one database transaction; everything fn does through `tx` commits or rolls back together. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** bigint columns come back as strings (pg) or bigints (PGlite); versions and counters fit in a double. */
export const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number(value ?? 0);

export const toIso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
