import { loadToken, renewToken } from '../../api/token.ts';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { portalQueries, sessionCommands } from '../../store/index.ts';

/**
 * Shared documents' contents for reading offline (docs/behaviour.md#portal): fetched once from
 * GET /api/documents/:id/content after a sync, then kept in the local blob cache, where the
 * portal opens them from with or without a connection.
 */

/** A request to the API with the person's token, renewed once when it has expired. */
export async function authorized(url: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) =>
    fetch(url, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    });
  const token = await loadToken();
  const res = await send(token);
  if (res.status !== 401) return res;
  // An expired access token: renewed from the refresh cookie once, like every other call.
  const fresh = await renewToken(token);
  return 'token' in fresh ? send(fresh.token) : res;
}

/** Fetches one document's content and keeps it; null when the server could not give it. */
export async function fetchContent(doc: Pick<DocumentRecord, '_id' | 'fileName' | 'title' | 'mimeType'>) {
  const res = await authorized(`/api/documents/${encodeURIComponent(doc._id)}/content`);
  if (!res.ok) return null;
  const blob = await res.blob();
  const content = {
    documentId: doc._id,
    blob,
    fileName: doc.fileName || doc.title,
    mimeType: doc.mimeType || res.headers.get('content-type') || 'application/octet-stream',
  };
  await sessionCommands.keepDocumentContent(content);
  return content;
}

let running: Promise<void> | null = null;

/**
 * Fetches every shared document whose content this device lacks, one at a time (a phone on a weak
 * connection), after each sync. A failure is left for the next sync to try again.
 */
export function fetchMissingContents(): Promise<void> {
  running ??= (async () => {
    try {
      for (const doc of await portalQueries.documentsToFetch()) {
        if (!navigator.onLine) break;
        try {
          await fetchContent(doc);
        } catch {
          // Offline or the server away: the next sync tries again.
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

/**
 * Opens a document: from this device when it has the content, else fetched (and kept) first.
 * Returns a message for the person when it cannot be opened.
 */
export async function openDocument(
  doc: Pick<DocumentRecord, '_id' | 'fileName' | 'title' | 'mimeType'>,
  mode: 'open' | 'download',
): Promise<string | null> {
  let row: { blob: Blob; fileName: string; mimeType: string } | null = await portalQueries.content(doc._id);
  if (!row) {
    if (!navigator.onLine)
      return 'This document has not been downloaded to this device yet. Connect to open it.';
    row = await fetchContent(doc).catch(() => null);
    if (!row) return 'The document could not be fetched. Try again in a moment.';
  }
  const file = new File([row.blob], row.fileName, { type: row.mimeType || row.blob.type });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  if (mode === 'download') link.download = file.name;
  else link.target = '_blank';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab or the download has the file by then; the URL is only needed until it starts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
