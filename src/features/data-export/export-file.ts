import { logCopy } from '../../api/copy-log-send.ts';
import { api } from '../../api/index.ts';
import { dataTransfer, type HeldContent } from '../../store/index.ts';
import { downloadFile } from '../../ui/download-file.ts';
import { ensureMayTakeCopies } from '../copies/index.ts';
import { confirmIdentity } from '../lock/index.ts';
import { buildExportZip, safeName } from './build-export.ts';
import { collectExport } from './collect.ts';
import type { ExportedRecord, ExportScope } from './format.ts';

/**
 * A document's content this device does not hold, fetched when online; null offline or when the
 * server cannot give it (the export then lists the document as without content).
 */
async function fetchContent(doc: ExportedRecord): Promise<HeldContent | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const res = await api.get(`documents/${encodeURIComponent(doc._id)}/content`, { throwHttpErrors: false });
  if (!res.ok) return null;
  return {
    documentId: doc._id,
    fileName: String(doc.fileName || doc.title || 'document'),
    mimeType: String(doc.mimeType || res.headers.get('content-type') || 'application/octet-stream'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/**
 * Exports one estate or the whole firm from this device's store (docs/data-export-and-backup.md)
 * and hands the zip to the browser's downloads. Works offline: only contents the device lacks
 * need the network, and without it those documents go out as records only.
 */
export async function downloadExport(scope: ExportScope, now = new Date()) {
  await ensureMayTakeCopies();
  // The whole estate or firm in one file: a device left signed in is not enough (docs/architecture.md#step-up).
  const what = scope.kind === 'estate' ? 'Export the estate' : 'Export the firm’s data';
  if (!(await confirmIdentity(what)))
    throw new Error('Nothing was exported: the export waits until you confirm it is you.');
  const collected = await collectExport(
    dataTransfer,
    scope.kind === 'estate' ? scope.estateId : undefined,
    fetchContent,
  );
  const bytes = await buildExportZip({ scope, ...collected, now });
  const label = scope.kind === 'estate' ? scope.estateName : scope.organizationName;
  const name = `${safeName(label, scope.kind)}-${now.toISOString().slice(0, 10)}.zip`;
  downloadFile(new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/zip' }));
  logCopy({
    what: scope.kind === 'estate' ? 'estate-export' : 'firm-export',
    report: name,
    ...(scope.kind === 'estate' ? { estate: scope.estateId } : {}),
    format: 'zip',
  });
  return { name, withoutContent: collected.documentsWithoutContent.length };
}
