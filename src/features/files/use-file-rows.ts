import { useMemo } from 'react';
import { useRecords } from '../../store/hooks.ts';
import { localDb } from '../../store/instance.ts';
import { buildFileRows, type FileRow } from './file-rows.ts';

/** Every file with its estates and values, live from the local store; undefined while loading. */
export function useFileRows(): FileRow[] | undefined {
  const files = useRecords(localDb, 'files');
  const estates = useRecords(localDb, 'estates');
  const assets = useRecords(localDb, 'assets');
  return useMemo(
    () => (files && estates && assets ? buildFileRows(files, estates, assets) : undefined),
    [files, estates, assets],
  );
}
