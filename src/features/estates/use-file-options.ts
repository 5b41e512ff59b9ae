import { useMemo } from 'react';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';

/** Local files as select options, newest file numbers last so the list reads like the filing cabinet. */
export function useFileOptions() {
  const files = dataOrThrow(useQuery(() => queries.all('files'), []));
  return useMemo(
    () =>
      files
        ?.map((f) => {
          const name = f.name || 'Untitled file';
          return { id: f._id, label: f.fileNumber ? `${f.fileNumber} — ${name}` : name };
        })
        .sort((a, b) => a.label.localeCompare(b.label, 'en-CA')),
    [files],
  );
}
