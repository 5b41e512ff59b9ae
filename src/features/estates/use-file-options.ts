import { useMemo } from 'react';
import { useRecords } from '../../store/hooks.ts';
import { localDb } from '../../store/instance.ts';

/** Local files as select options, newest file numbers last so the list reads like the filing cabinet. */
export function useFileOptions() {
  const files = useRecords(localDb, 'files');
  return useMemo(
    () =>
      files
        ?.map((f) => {
          const number = typeof f.fileNumber === 'string' ? f.fileNumber : '';
          const name = typeof f.name === 'string' ? f.name : 'Untitled file';
          return { id: f._id, label: number ? `${number} — ${name}` : name };
        })
        .sort((a, b) => a.label.localeCompare(b.label, 'en-CA')),
    [files],
  );
}
