import { useEffect } from 'react';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { documentQueries } from '../../store/index.ts';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useOnDevice } from '../document-actions/index.ts';
import { fetchMissingContents } from '../documents/index.ts';

/**
 * Which of the estate's documents open on this device without a connection; and, while online,
 * the contents it lacks fetched one at a time (docs/behaviour.md#documents): an estate opened
 * before leaving the office has its documents with it in court.
 */
export function useDocumentsOnDevice(
  estateId: string,
  documents: readonly DocumentRecord[],
): ReadonlySet<string> {
  const online = useBrowserOnline();
  // The files the server holds: a new one uploaded by a colleague asks for a fetch again.
  const withContent = documents.filter((d) => d.hasContent).length;
  useEffect(() => {
    if (online && withContent > 0) void fetchMissingContents(() => documentQueries.toKeep(estateId));
  }, [online, estateId, withContent]);
  return useOnDevice(documents.map((d) => d._id));
}
