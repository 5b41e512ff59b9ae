import type { OfficialPackage } from '../../domain/rules/ontario/index.ts';
import type { ReportModel } from '../model.ts';
import type { CourtFormFile, CourtFormFormat, CourtFormInput } from './model.ts';
import { officialLetter } from './official-letter.ts';
import { renderOfficialLetterDocx, renderOfficialPackagePdf } from './render-letter.ts';

/**
 * What is served on an official, as a file made on this device: the PDF is the covering letter with
 * the notice, the accounts and the draft judgment after it; the Word file is the letter alone, for
 * the lawyer to finish (docs/court-forms.md#what-goes-to-the-officials).
 */
export async function buildOfficialPackage(
  format: CourtFormFormat,
  input: CourtFormInput,
  accounts: ReportModel,
  pkg: OfficialPackage,
  officials: readonly string[],
  /** Where the firm serves this office (Firm details), printed on the letter. */
  serviceAddress?: string | null,
): Promise<CourtFormFile & { title: string }> {
  const letter = officialLetter(input, pkg, serviceAddress);
  if (format === 'pdf') {
    return {
      bytes: renderOfficialPackagePdf(letter, input, accounts, officials),
      mimeType: 'application/pdf',
      fileName: `${letter.fileBaseName}-with-documents-served.pdf`,
      title: `${letter.title}, with the documents served`,
    };
  }
  return {
    bytes: await renderOfficialLetterDocx(letter),
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileName: `${letter.fileBaseName}.docx`,
    title: letter.title,
  };
}
