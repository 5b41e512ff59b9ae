import type { FirmDetails, OfficialPackage } from '../../domain/rules/ontario/index.ts';
import { MAX_DOCUMENT_BYTES } from '../../domain/schemas/index.ts';
import type { CourtFormFormat, CourtFormInput } from '../../reports/court-forms/index.ts';
import type { ReportData } from '../../reports/model.ts';
import { newDocument } from '../../store/index.ts';
import type { BuiltCourtDocument } from './generate-court-forms.ts';

/**
 * What is served on the Children's Lawyer or the Public Guardian and Trustee, made on this device
 * as a document of the estate like the forms (docs/court-forms.md#what-goes-to-the-officials), and
 * kept with them by keepCourtDocuments. The builders are loaded only now.
 */
export async function buildOfficialPackageDocument(
  estateId: string,
  format: CourtFormFormat,
  input: CourtFormInput,
  data: ReportData & { firm?: FirmDetails | null },
  pkg: OfficialPackage,
  officials: readonly string[],
): Promise<BuiltCourtDocument> {
  const [{ buildOfficialPackage }, { estateAccountsModel }] = await Promise.all([
    import('../../reports/court-forms/official-package.ts'),
    import('../../reports/models/estate-accounts.ts'),
  ]);
  const built = await buildOfficialPackage(
    format,
    input,
    estateAccountsModel(data),
    pkg,
    officials,
    data.firm?.officialAddresses?.[pkg.official],
  );
  if (built.bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new Error('This document is larger than 10 MB, the most a document can hold.');
  }
  const file = new File([built.bytes as BlobPart], built.fileName, { type: built.mimeType });
  const document = newDocument(
    {
      estate: estateId,
      title: built.title,
      type: 'Other',
      fileName: built.fileName,
      mimeType: built.mimeType,
      size: file.size,
      date: input.today,
      courtDetails: [
        `Served on ${pkg.name} under r. 74.18(3), Rules of Civil Procedure, R.R.O. 1990, Reg. 194`,
        `For: ${pkg.actsFor.map((p) => `${p.name} (${p.why})`).join('; ')}`,
        input.courtFileNumber ? `Court File No. ${input.courtFileNumber}` : null,
      ]
        .filter(Boolean)
        .join('; '),
      ...(input.hearingDate && { keyDates: `Hearing ${input.hearingDate}` }),
    },
    file,
  );
  return { kind: 'official-package', document, file, title: built.title, format };
}
