import { useMemo } from 'react';
import { dataOf, documentQueries, useQuery } from '../../store/index.ts';

const NONE: ReadonlySet<string> = new Set();

/** Which of these documents' contents this device holds, kept current as contents arrive or go. */
export function useOnDevice(ids: readonly string[]): ReadonlySet<string> {
  const key = ids.join(',');
  const held = dataOf(useQuery(() => documentQueries.onDevice(key ? key.split(',') : []), [key]));
  return useMemo(() => (held ? new Set(held) : NONE), [held]);
}
