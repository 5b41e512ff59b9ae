import { useMemo } from 'react';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { buildFileRows, type FileRow } from './file-rows.ts';

/**
 * Every file with its estates and values, live from the local store; undefined while loading. A
 * failed read is thrown to the list's LoadErrorBoundary.
 */
export function useFileRows(): FileRow[] | undefined {
  const files = dataOrThrow(useQuery(() => queries.all('files'), []));
  const estates = dataOrThrow(useQuery(() => queries.all('estates'), []));
  const assets = dataOrThrow(useQuery(() => queries.all('assets'), []));
  return useMemo(
    () => (files && estates && assets ? buildFileRows(files, estates, assets) : undefined),
    [files, estates, assets],
  );
}
