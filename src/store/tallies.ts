import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import { addShares, TALLIED_TABLES, type TallyValues } from '../domain/rules/tallies.ts';

/** The local table of running totals (src/domain/rules/tallies.ts), one row per tally. */
export const TALLIES = 'tallies';
export interface TallyRow {
  id: string;
  values: TallyValues;
}

type Fields = Record<string, unknown>;
/** DBCoreRangeType.Any: every key (a const enum, spelled out for isolated modules). */
const ANY_RANGE = 3;

/**
 * The records a write replaces or removes, by key, read in the write's own transaction. Every
 * step chains on the store's own promises (no `await`): Dexie's layers below read the current
 * transaction from its promise zone, which a native await would lose.
 */
function previous(table: DBCoreTable, req: DBCoreMutateRequest): Promise<Map<unknown, Fields>> {
  const found = new Map<unknown, Fields>();
  const { trans } = req;
  if (req.type === 'deleteRange') {
    if (req.range.type === ANY_RANGE) return Promise.resolve(found);
    return table
      .query({ trans, values: true, query: { index: table.schema.primaryKey, range: req.range } })
      .then(({ result }) => {
        for (const record of result as Fields[])
          found.set(table.schema.primaryKey.extractKey!(record), record);
        return found;
      });
  }
  const keys = [...new Set(req.type === 'delete' ? req.keys : keysOf(table, req.values, req.keys))];
  return table.getMany({ trans, keys }).then((records) => {
    keys.forEach((key, i) => {
      if (records[i] !== undefined) found.set(key, records[i] as Fields);
    });
    return found;
  });
}

const keysOf = (table: DBCoreTable, values: readonly unknown[], keys?: readonly unknown[]) =>
  keys ?? values.map((v) => table.schema.primaryKey.extractKey!(v));

/** Adds deltas into the tally rows, in the same transaction; a row left with no fields is deleted. */
function applyDeltas(tallies: DBCoreTable, trans: DBCoreTransaction, deltas: Map<string, TallyValues>) {
  const ids = [...deltas.keys()];
  return tallies.getMany({ trans, keys: ids }).then((rows: (TallyRow | undefined)[]) => {
    const puts: TallyRow[] = [];
    const deletes: string[] = [];
    ids.forEach((id, i) => {
      const kept = new Map([[id, { ...(rows[i]?.values ?? {}) }]]);
      addShares(
        kept,
        Object.entries(deltas.get(id)!).map(([field, amount]) => [id, field, amount] as const),
        1,
      );
      const values = kept.get(id)!;
      if (Object.keys(values).length) puts.push({ id, values });
      else if (rows[i]) deletes.push(id);
    });
    return tallies
      .mutate({ type: 'put', trans, values: puts })
      .then(() => (deletes.length ? tallies.mutate({ type: 'delete', trans, keys: deletes }) : undefined));
  });
}

/** Clears the tallies of a table whose every record was deleted. */
function clearTalliesOf(tallies: DBCoreTable, trans: DBCoreTransaction, table: string) {
  return tallies.mutate({
    type: 'deleteRange',
    trans,
    range: { type: 2, lower: `${table}:`, upper: `${table}:\uffff`, lowerOpen: false, upperOpen: false },
  });
}

/**
 * Keeps the tallies in step with every write to a tallied table, whatever made it (a local write,
 * a pull, the restore after a rejection, a clear): the write's transaction also takes the tallies
 * table, and the records a write replaces are read first so their shares are taken away
 * (docs/architecture.md#performance-budgets). A write that fails or aborts takes its tallies with it.
 */
export const talliesMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'tallies',
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        const widen =
          mode === 'readwrite' && !stores.includes(TALLIES) && stores.some((s) => s in TALLIED_TABLES);
        return down.transaction(widen ? [...stores, TALLIES] : stores, mode, options);
      },
      table(name) {
        const table = down.table(name);
        const shares = TALLIED_TABLES[name];
        // An upgrade from before the tallies table writes no tallies: its own step counts them.
        if (!shares || !down.schema.tables.some((t) => t.name === TALLIES)) return table;
        const tallies = down.table(TALLIES);
        return {
          ...table,
          mutate(req) {
            return previous(table, req).then((before) =>
              table.mutate(req).then((res) => {
                if (req.type === 'deleteRange' && req.range.type === ANY_RANGE) {
                  return clearTalliesOf(tallies, req.trans, name).then(() => res);
                }
                const deltas = new Map<string, TallyValues>();
                // Follows the write in order, so a key written twice in one request counts once.
                const current = new Map(before);
                const replace = (key: unknown, next: Fields | undefined) => {
                  const old = current.get(key);
                  if (old) addShares(deltas, shares(old), -1);
                  if (next) addShares(deltas, shares(next), 1);
                  current.set(key, next as Fields);
                };
                const failed = (i: number) => res.failures?.[i] !== undefined;
                if (req.type === 'add' || req.type === 'put') {
                  const keys = keysOf(table, req.values, req.keys);
                  req.values.forEach((value, i) => {
                    if (!failed(i)) replace(keys[i], value as Fields);
                  });
                } else if (req.type === 'delete') {
                  req.keys.forEach((key, i) => {
                    if (!failed(i)) replace(key, undefined);
                  });
                } else {
                  for (const key of before.keys()) replace(key, undefined);
                }
                if (deltas.size === 0) return res;
                return applyDeltas(tallies, req.trans, deltas).then(() => res);
              }),
            );
          },
        };
      },
    };
  },
};
