import Dexie, { liveQuery } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalDb } from './db.ts';
import { createQueries } from './queries.ts';
import { createRepos } from './repos.ts';
import { signedInDb } from './signed-in-db.ts';
import { dataOf, dataOrThrow, type QueryState, settle, useQuery } from './use-query.ts';

let db: LocalDb;

// liveQuery runs its querier only where it finds an IndexedDB of its own (this file's worker).
Dexie.dependencies.indexedDB = indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

beforeEach(async () => {
  db = await signedInDb('use-query', { indexedDB, IDBKeyRange });
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** The states a live query goes through, as `useQuery` sees them (the hook adds `loading` first). */
function watch<T>(query: () => Promise<T>) {
  const states: QueryState<T>[] = [];
  let notify = () => {};
  const subscription = liveQuery(() => settle(query)).subscribe((state) => {
    states.push(state);
    notify();
  });
  const next = (count: number) =>
    new Promise<void>((resolve) => {
      notify = () => states.length >= count && resolve();
      notify();
    });
  return { states, next, stop: () => subscription.unsubscribe() };
}

let seen: QueryState<number> | undefined;

/** Renders once (no effects on the server), so it sees the hook's first state. */
function Probe() {
  seen = useQuery(async () => 1, []);
  return null;
}

describe('useQuery', () => {
  it('is loading until the first read settles', () => {
    renderToString(createElement(Probe));
    expect(seen).toEqual({ status: 'loading' });
  });
});

describe('settle under a live query', () => {
  it('is ready with the data, then ready again with the change when a write lands', async () => {
    const queries = createQueries(db);
    const repos = createRepos({ db });
    const live = watch(() => queries.all('estates'));
    await live.next(1);
    expect(live.states[0]).toEqual({ status: 'ready', data: [] });
    await repos.estates.create({ estateName: 'Estate of A' });
    await live.next(2);
    const second = live.states[1];
    expect(second?.status).toBe('ready');
    expect(dataOf(second as QueryState<{ estateName: string }[]>)?.map((e) => e.estateName)).toEqual([
      'Estate of A',
    ]);
    live.stop();
  });

  it('turns a failed read into an error state instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('IndexedDB refused');
    const live = watch(async () => {
      await db.estates.count();
      throw failure;
    });
    await live.next(1);
    expect(live.states[0]).toEqual({ status: 'error', error: failure });
    expect(warn).toHaveBeenCalled();
    live.stop();
    warn.mockRestore();
  });
});

describe('dataOf and dataOrThrow', () => {
  const ready: QueryState<number> = { status: 'ready', data: 3 };
  const loading: QueryState<number> = { status: 'loading' };
  const failed: QueryState<number> = { status: 'error', error: new Error('no') };

  it('give the data when ready and nothing while loading', () => {
    expect(dataOf(ready)).toBe(3);
    expect(dataOrThrow(ready)).toBe(3);
    expect(dataOf(loading)).toBeUndefined();
    expect(dataOrThrow(loading)).toBeUndefined();
  });

  it('differ on failure: nothing, or the error thrown for an error boundary', () => {
    expect(dataOf(failed)).toBeUndefined();
    expect(() => dataOrThrow(failed)).toThrow('no');
  });
});
