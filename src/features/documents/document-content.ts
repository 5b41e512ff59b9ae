import { loadToken, renewToken } from '../../api/token.ts';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { portalQueries, sessionCommands } from '../../store/index.ts';

/**
 * Documents' contents for reading offline (docs/behaviour.md#documents): fetched once from
 * GET /api/documents/:id/content, then kept in the local blob cache, where the firm's app and the
 * portal open them from with or without a connection.
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

let queue: Promise<void> = Promise.resolve();

/**
 * Fetches, one at a time (a phone on a weak connection), the contents of the documents `toFetch`
 * names when its turn comes: those this device lacks. Calls queue behind each other, and each reads
 * its list when it starts, so asking twice fetches nothing twice. A failure is left for the next call.
 */
export function fetchMissingContents(
  toFetch: () => Promise<Pick<DocumentRecord, '_id' | 'fileName' | 'title' | 'mimeType'>[]>,
): Promise<void> {
  queue = queue.then(async () => {
    try {
      for (const doc of await toFetch()) {
        if (!navigator.onLine) break;
        await fetchContent(doc).catch(() => null);
      }
    } catch {
      // The list could not be read (the database closing at sign-out): nothing to fetch then.
    }
  });
  return queue;
}

/** Image types a browser shows as a picture and nothing more (SVG may hold script: downloaded). */
const PICTURES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

/**
 * How a document opens in the browser's own viewer, offline too: a PDF or a picture, named by its
 * type or, failing that, by its file name's ending; anything else is downloaded to open in its
 * own program. The type decided here is the one the file is opened as, so a file typed as a PDF
 * but holding a web page is shown by the PDF viewer, never run as a page of this site.
 */
export function viewerTypeOf(doc: {
  mimeType?: string | undefined;
  fileName?: string | undefined;
}): string | null {
  const type = (doc.mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  const name = (doc.fileName ?? '').toLowerCase();
  if (type === 'application/pdf' || (!type && name.endsWith('.pdf'))) return 'application/pdf';
  if (PICTURES.has(type)) return type;
  if (!type && /\.(png|jpe?g|gif|webp)$/.test(name))
    return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return null;
}

/**
 * Opens a document: from this device when it has the content, else fetched (and kept) first. A
 * PDF or a picture opens in the browser's viewer in a new tab; anything else, or `download`, is
 * saved. Returns a message for the person when it cannot be opened.
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
  const viewer = mode === 'open' ? viewerTypeOf({ mimeType: row.mimeType, fileName: row.fileName }) : null;
  const file = new File([row.blob], row.fileName, {
    type: viewer ?? (row.mimeType || row.blob.type || 'application/octet-stream'),
  });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  if (viewer) link.target = '_blank';
  else link.download = file.name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab or the download has the file by then; the URL is only needed until it starts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
