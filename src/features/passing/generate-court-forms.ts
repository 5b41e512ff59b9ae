import { logCopy } from '../../api/copy-log-send.ts';
import { MAX_DOCUMENT_BYTES } from '../../domain/schemas/index.ts';
import type { CourtFormFormat, CourtFormInput, CourtFormKind } from '../../reports/court-forms/index.ts';
import { COURT_FORM_TITLES } from '../../reports/court-forms/index.ts';
import type { RecordCopyFiles } from '../../reports/court-forms/record-merge.ts';
import type { ReportData } from '../../reports/model.ts';
import { type Commands, type NewDocument, newDocument } from '../../store/index.ts';

export type GeneratedCourtForm = {
  kind: CourtFormKind | 'application-record' | 'official-package';
  documentId: string;
  file: File;
  title: string;
};

/** A court document made on this device, not yet kept: its record, its content and how it was asked for. */
export type BuiltCourtDocument = {
  kind: GeneratedCourtForm['kind'];
  document: NewDocument;
  file: File;
  title: string;
  format: CourtFormFormat;
};

/**
 * Builds one court document on this device as a document of the estate, to be kept with the others
 * of the same press by keepCourtDocuments. The builders and their Word and PDF libraries are loaded
 * only now, so the estate screen does not carry them.
 */
export async function buildCourtFormDocument(
  estateId: string,
  kind: CourtFormKind,
  format: CourtFormFormat,
  input: CourtFormInput,
  officials: readonly string[],
): Promise<BuiltCourtDocument> {
  const { buildCourtForm } = await import('../../reports/court-forms/build.ts');
  const built = await buildCourtForm(kind, format, input, { officials });
  if (built.bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new Error('This document is larger than 10 MB, the most a document can hold.');
  }
  const file = new File([built.bytes as BlobPart], built.fileName, { type: built.mimeType });
  const { formNumber, title: name } = COURT_FORM_TITLES[kind];
  const details = [
    `${formNumber}, Rules of Civil Procedure, R.R.O. 1990, Reg. 194`,
    input.courtFileNumber ? `Court File No. ${input.courtFileNumber}` : null,
    `Accounts ${input.period.from} to ${input.period.to}`,
  ].filter(Boolean);
  const title = `${formNumber} ${name}`;
  const document = newDocument(
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
  );
  return { kind, document, file, title, format };
}

/**
 * Keeps the court documents of one press as documents of the estate, their contents queued for
 * upload: one action (src/domain/mutators/save-documents.ts), so the outbox holds one row and the
 * server keeps all of them or none. Each is logged as a download, as the reports are.
 */
export async function keepCourtDocuments(
  commands: Pick<Commands, 'saveDocuments'>,
  estateId: string,
  built: readonly BuiltCourtDocument[],
): Promise<GeneratedCourtForm[]> {
  if (built.length === 0) return [];
  await commands.saveDocuments(built.map((b) => b.document));
  return built.map(({ kind, document, file, title, format }) => {
    logCopy({ report: title, estate: estateId, format });
    return { kind, documentId: document.id, file, title };
  });
}

/**
 * The application record as one PDF (index, notice, affidavit with the accounts as its exhibit,
 * the copies of the certificate of appointment and of the latest judgment on a passing, affidavits,
 * certificate, draft judgment, page numbers and backsheet), made on this device and kept
 * as a document of the estate like the forms (docs/court-forms.md).
 */
export async function generateApplicationRecord(
  commands: Pick<Commands, 'saveDocument'>,
  estateId: string,
  input: CourtFormInput,
  data: ReportData,
  officials: readonly string[],
  copies: RecordCopyFiles = {},
): Promise<GeneratedCourtForm> {
  // The merge library comes with the record, never with the estate screen.
  const [{ buildApplicationRecord }, { estateAccountsModel }] = await Promise.all([
    import('../../reports/court-forms/record-merge.ts'),
    import('../../reports/models/estate-accounts.ts'),
  ]);
  const { bytes, index } = await buildApplicationRecord(input, estateAccountsModel(data), officials, copies);
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new Error('The application record is larger than 10 MB, the most a document can hold.');
  }
  const name = `${input.estateName.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-Application-Record.pdf`;
  const file = new File([bytes as BlobPart], name, { type: 'application/pdf' });
  const title = 'Application Record, Passing of Accounts';
  const saved = await commands.saveDocument(
    newDocument(
      {
        estate: estateId,
        title,
        type: 'Other',
        fileName: name,
        mimeType: 'application/pdf',
        size: file.size,
        date: input.today,
        courtDetails: [
          'Application record, rule 74.18, Rules of Civil Procedure, R.R.O. 1990, Reg. 194',
          input.courtFileNumber ? `Court File No. ${input.courtFileNumber}` : null,
          `Index: ${index.map((e) => `${e.tab}. ${e.title}, page ${e.page}`).join('; ')}`,
        ]
          .filter(Boolean)
          .join('; '),
        ...(input.hearingDate && { keyDates: `Hearing ${input.hearingDate}` }),
      },
      file,
    ),
  );
  logCopy({ report: title, estate: estateId, format: 'pdf' });
  return { kind: 'application-record', documentId: saved._id, file, title };
}
