import { api } from '../../api/index.ts';
import type { CourtAccountsRecord, DocumentRecord } from '../../domain/schemas/index.ts';
import type { CopyKey } from '../../reports/court-forms/application-record.ts';
import type { HeldCopy, RecordCopyFiles } from '../../reports/court-forms/record-merge.ts';
import { commands, portalQueries } from '../../store/index.ts';

/**
 * The estate's documents chosen as the record's copies (r. 74.18(1); docs/court-forms.md), read
 * from this device, where a document uploaded here keeps its content: a content this device lacks
 * is fetched once when online and kept, so the next record is made offline.
 */

export type CopyChoice = {
  certificate: string | null;
  priorJudgment: string | null;
  /** The officials' notices received that name the document holding them, by the notice's id. */
  notices?: { id: string; document: string }[];
};

/** The choice kept on the estate's court record, or none. */
export const copyChoiceOf = (court: CourtAccountsRecord | null): CopyChoice => ({
  certificate: court?.certificateDocument ?? null,
  priorJudgment: court?.priorJudgmentDocument ?? null,
  // Only an official's notice has a tab in the record (application-record.ts).
  notices: (court?.noticesReceived ?? []).flatMap((n) =>
    n.official && n.kind !== 'objection' && n.document ? [{ id: n.id, document: n.document }] : [],
  ),
});

/** The documents that can be a copy: the estate's live documents with a content. */
export const copyCandidates = (documents: readonly DocumentRecord[]): DocumentRecord[] =>
  documents
    .filter((d) => !d.deletedAt && (d.hasContent || d.size))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-CA'));

async function contentOf(doc: DocumentRecord): Promise<HeldCopy> {
  const held = await portalQueries.content(doc._id);
  if (held) {
    return {
      fileName: held.fileName || doc.fileName || doc.title,
      mimeType: held.mimeType,
      bytes: new Uint8Array(await held.blob.arrayBuffer()),
    };
  }
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    throw new Error(
      `“${doc.title}” is not on this device yet. Connect once to fetch it, or upload the file again here.`,
    );
  }
  const res = await api.get(`documents/${encodeURIComponent(doc._id)}/content`, { throwHttpErrors: false });
  if (!res.ok) throw new Error(`“${doc.title}” could not be fetched. Try again in a moment.`);
  const blob = await res.blob();
  const mimeType = doc.mimeType || res.headers.get('content-type') || 'application/octet-stream';
  const fileName = doc.fileName || doc.title;
  await commands.keepDocumentContent({ documentId: doc._id, blob, fileName, mimeType });
  return { fileName, mimeType, bytes: new Uint8Array(await blob.arrayBuffer()) };
}

/** The chosen documents' contents; a choice naming a document no longer here is an error. */
export async function loadCopies(
  choice: CopyChoice,
  documents: readonly DocumentRecord[],
): Promise<RecordCopyFiles> {
  const files: RecordCopyFiles = {};
  const wanted: [CopyKey, string | null][] = [
    ['certificate', choice.certificate],
    ['priorJudgment', choice.priorJudgment],
    ...(choice.notices ?? []).map((n): [CopyKey, string] => [`notice:${n.id}`, n.document]),
  ];
  for (const [key, id] of wanted) {
    if (!id) continue;
    const doc = documents.find((d) => d._id === id && !d.deletedAt);
    if (!doc) throw new Error('A document chosen for the record is no longer among the estate’s documents.');
    files[key] = await contentOf(doc);
  }
  return files;
}
