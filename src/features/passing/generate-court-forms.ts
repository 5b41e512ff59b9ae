import { MAX_DOCUMENT_BYTES } from '../../domain/schemas/index.ts';
import type { CourtFormFormat, CourtFormInput, CourtFormKind } from '../../reports/court-forms/index.ts';
import { COURT_FORM_TITLES } from '../../reports/court-forms/index.ts';
import { type Commands, newDocument } from '../../store/index.ts';
import { logReportDownload } from '../reports/index.ts';

export type GeneratedCourtForm = { kind: CourtFormKind; documentId: string; file: File; title: string };

/**
 * Builds one court document on this device and keeps it as a document of the estate, its content
 * queued for upload, exactly as the reports are (the record and the content in one local write;
 * the sync engine sends both once online). The builders and their Word and PDF libraries are
 * loaded only now, so the estate screen does not carry them.
 */
export async function generateCourtForm(
  commands: Pick<Commands, 'saveDocument'>,
  estateId: string,
  kind: CourtFormKind,
  format: CourtFormFormat,
  input: CourtFormInput,
  officials: readonly string[],
): Promise<GeneratedCourtForm> {
  const { buildCourtForm } = await import('../../reports/court-forms/build.ts');
  const built = await buildCourtForm(kind, format, input, { officials });
  if (built.bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new Error('This document is larger than 10 MB, the most a document can hold.');
  }
  const file = new File([built.bytes as BlobPart], built.fileName, { type: built.mimeType });
  const { formNumber, title: name } = COURT_FORM_TITLES[kind];
  const title = `${formNumber} ${name}`;
  const details = [
    `${formNumber}, Rules of Civil Procedure, R.R.O. 1990, Reg. 194`,
    input.courtFileNumber ? `Court File No. ${input.courtFileNumber}` : null,
    `Accounts ${input.period.from} to ${input.period.to}`,
  ].filter(Boolean);
  const saved = await commands.saveDocument(
    newDocument(
      {
        estate: estateId,
        title,
        // The affidavit verifying the accounts is the executor's affidavit; the other forms have no type of their own.
        type: kind === 'affidavit-verifying-accounts' ? 'Affidavit of Executor' : 'Other',
        fileName: built.fileName,
        mimeType: built.mimeType,
        size: file.size,
        date: input.today,
        courtDetails: details.join('; '),
        ...(input.hearingDate && { keyDates: `Hearing ${input.hearingDate}` }),
      },
      file,
    ),
  );
  logReportDownload({ report: title, estate: estateId, format });
  return { kind, documentId: saved._id, file, title };
}
