import { logCopy } from '../../api/copy-log-send.ts';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { MAX_DOCUMENT_BYTES } from '../../domain/schemas/index.ts';
import type { ReportData, ReportFormat, ReportKind } from '../../reports/model.ts';
import { type Commands, newDocument } from '../../store/index.ts';
import { reportTitle } from './report-kinds.ts';

export type GeneratedReport = { document: DocumentRecord; file: File; title: string; shared: boolean };

export interface ReportOptions {
  /** Shared with the estate's beneficiaries: their portal receives the document (off unless asked). */
  shared?: boolean;
}

/**
 * Builds the report on this device and keeps it as a document of the estate: the record and
 * its content are written in one local transaction, the content queued as 'pending' for the
 * sync engine to upload once online. Nothing here needs the network. The builders, with their
 * PDF, Excel and Word libraries, are imported only now, so no screen loads them up front.
 */
export async function generateAndSaveReport(
  commands: Pick<Commands, 'saveDocument'>,
  kind: ReportKind,
  format: ReportFormat,
  data: ReportData,
  options: ReportOptions = {},
): Promise<GeneratedReport> {
  const shared = options.shared === true;
  const { buildReport } = await import('../../reports/build-report.ts');
  const built = await buildReport(kind, format, data);
  if (built.bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new Error(
      'This report is larger than 10 MB, the most a document can hold. Choose a shorter period.',
    );
  }
  const file = new File([built.bytes as BlobPart], built.fileName, { type: built.mimeType });
  const title = reportTitle(kind, data.period);
  const saved = await commands.saveDocument(
    newDocument(
      {
        estate: data.estate._id,
        title,
        type: 'Report',
        fileName: built.fileName,
        mimeType: built.mimeType,
        size: file.size,
        date: data.today,
        ...(shared ? { shared: true } : {}),
      },
      file,
    ),
  );
  logCopy({ report: title, estate: data.estate._id, format });
  return { document: saved, file, title, shared };
}

/** A failure as one plain sentence for the screen. */
export function generationErrorText(error: unknown): string {
  const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `The report could not be generated.${detail}`;
}
