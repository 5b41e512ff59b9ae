import { useLiveQuery } from 'dexie-react-hooks';

/** What a screen knows about a read of the local store. */
export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

const LOADING: QueryState<never> = { status: 'loading' };

/**
 * Runs a read and turns its outcome into a state: a refusal of IndexedDB (private mode, quota, a
 * blocked upgrade, a deleted database) becomes `error` instead of a thrown render error, so every
 * screen can say so rather than go blank. The cause stays visible in the console.
 */
export async function settle<T>(query: () => Promise<T>): Promise<QueryState<T>> {
  try {
    return { status: 'ready', data: await query() };
  } catch (error) {
    console.warn('Could not read the local store', error);
    return { status: 'error', error };
  }
}

/**
 * The one hook through which screens read the local store: `loading` until the first read
 * settles, then `ready` or `error`, and again whenever the tables it read change, whether the
 * change came from this tab, another tab, the service worker or a pull. `deps` lists what the
 * query depends on, as with `useEffect`.
 */
export function useQuery<T>(query: () => Promise<T>, deps: readonly unknown[]): QueryState<T> {
  return useLiveQuery(() => settle(query), [...deps]) ?? LOADING;
}

/** The data when ready, else undefined (loading or failed). */
export const dataOf = <T>(state: QueryState<T>): T | undefined =>
  state.status === 'ready' ? state.data : undefined;

/**
 * The data when ready, undefined while loading, and the error thrown in render when the read
 * failed: for screens whose error boundary already shows the failure in the spec's words.
 */
export function dataOrThrow<T>(state: QueryState<T>): T | undefined {
  if (state.status === 'error') throw state.error;
  return state.status === 'ready' ? state.data : undefined;
}
