import type { ReportData, ReportFile, ReportFormat, ReportKind, ReportModel } from './model.ts';
import { buildReportModel } from './models/index.ts';

export const MIME_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Draws a model in one format; each renderer (and its library) is loaded only when first asked for. */
export async function renderReport(model: ReportModel, format: ReportFormat): Promise<ReportFile> {
  let bytes: Uint8Array;
  switch (format) {
    case 'pdf':
      bytes = (await import('./render/pdf.ts')).renderPdf(model);
      break;
    case 'xlsx':
      bytes = await (await import('./render/xlsx.ts')).renderXlsx(model);
      break;
    case 'docx':
      bytes = await (await import('./render/docx.ts')).renderDocx(model);
      break;
    default:
      throw new RangeError(`Unknown report format: ${String(format)}`);
  }
  return { bytes, mimeType: MIME_TYPES[format], fileName: `${model.fileBaseName}.${format}` };
}

/** One report of an estate, as the bytes of a file (wrap in a Blob to download or share). */
export async function buildReport(
  kind: ReportKind,
  format: ReportFormat,
  data: ReportData,
): Promise<ReportFile> {
  return renderReport(buildReportModel(kind, data), format);
}
