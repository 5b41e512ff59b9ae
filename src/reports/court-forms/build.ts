import { type CourtFormExtras, courtForm } from './forms.ts';
import type { CourtFormFile, CourtFormFormat, CourtFormInput, CourtFormKind } from './model.ts';
import { renderCourtFormDocx } from './render-docx.ts';
import { renderCourtFormPdf } from './render-pdf.ts';

const MIME: Record<CourtFormFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** One court document as a file, built on this device (no network). */
export async function buildCourtForm(
  kind: CourtFormKind,
  format: CourtFormFormat,
  input: CourtFormInput,
  extras: CourtFormExtras = {},
): Promise<CourtFormFile> {
  const form = courtForm(kind, input, extras);
  const bytes = format === 'pdf' ? renderCourtFormPdf(form) : await renderCourtFormDocx(form);
  return { bytes, mimeType: MIME[format], fileName: `${form.fileBaseName}.${format}` };
}
