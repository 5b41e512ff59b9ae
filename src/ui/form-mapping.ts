import { toIsoDate } from '../domain/rules/dates.ts';
import { parseScaledDecimal } from '../domain/rules/money.ts';
import {
  type AssetBody,
  DOCUMENT_TYPES,
  type DocumentBody,
  defaultLedger,
  type PartyBody,
  type TransactionBody,
  type TransactionKind,
} from '../domain/schemas/index.ts';
import { type FormSectionId, type FormValues, prefillFromFileName } from './form-sections.ts';
import { centsOf, clip, compact, fileOf, text } from './form-values.ts';

/**
 * Generic form values -> entity bodies (docs/architecture.md#data-model). Call after validateForm: an amount that
 * still cannot be read throws rather than being saved as zero.
 */

/** '25' -> 2500, '33.33' -> 3333: shares are basis points so they add up to 100% exactly. */
export function percentToBasisPoints(value: string | number | null | undefined): number | undefined {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const bp = parseScaledDecimal(String(value).replace(/[%\s]/g, ''), 2);
  if (bp === null) throw new RangeError('Share of Estate must be a percentage');
  return bp;
}

export function beneficiaryToParty(values: FormValues, estateId: string): PartyBody {
  const relationship = text(values, 'relationship_to_deceased');
  const described = relationship === 'Other' ? text(values, 'other_relationship') : undefined;
  return compact({
    estate: estateId,
    role: 'beneficiary' as const,
    name: text(values, 'beneficiary_name') ?? '',
    relationshipToDeceased: described ?? relationship,
    contactInfo: text(values, 'contact_info'),
    shareOfEstate: percentToBasisPoints(text(values, 'share_of_estate')),
    notes: text(values, 'notes'),
  });
}

/**
 * The generic form asks less than the asset form, so each type lands on the closest asset
 * class; the description's first line becomes the name and the whole text stays in the notes.
 * Investments get placeholder identifier and quantity that the asset form can correct.
 */
export function formAssetToAsset(values: FormValues, estateId: string, today: Date): AssetBody {
  const description = text(values, 'description') ?? '';
  const location = text(values, 'location');
  const name = clip(description.split('\n')[0]?.trim() ?? '', 200);
  const type = text(values, 'asset_type');
  const locationUsed = type === 'Real Estate' || type === 'Bank Account';
  const notes = [
    description !== name ? description : undefined,
    !locationUsed && location ? `Location: ${location}` : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
  const shared = compact({
    estate: estateId,
    name,
    fmvDoD: centsOf(values, 'estimated_value', 'Estimated Value'),
    valuationDate: toIsoDate(today),
    notes: notes || undefined,
    status: 'active' as const,
    attachments: [] as string[],
  });
  switch (type) {
    case 'Real Estate':
      return {
        ...shared,
        assetClass: 'real_property',
        details: { address: clip(location ?? description, 400) },
      };
    case 'Investments':
      return {
        ...shared,
        assetClass: 'security_investment',
        details: { identifier: 'Not specified', quantityDoD: 0 },
      };
    case 'Personal Property':
      return { ...shared, assetClass: 'personal_property', details: { category: 'other' } };
    case 'Bank Account':
      return {
        ...shared,
        assetClass: 'other',
        details: { details: location ? `Bank account at ${location}` : 'Bank account' },
      };
    default:
      return {
        ...shared,
        assetClass: 'other',
        details: compact({ details: text(values, 'other_asset_type') }),
      };
  }
}

/** Which ledger entry each plain-language transaction type becomes. */
export const TRANSACTION_TYPE_MAP: Readonly<Record<string, { kind: TransactionKind; type: string }>> = {
  Deposit: { kind: 'receipt', type: 'bank_deposit' },
  Payment: { kind: 'disbursement', type: 'eft' },
  Distribution: { kind: 'disbursement', type: 'other' },
  Other: { kind: 'receipt', type: 'other' },
};

export function formTransactionToTransaction(values: FormValues, estateId: string): TransactionBody {
  const chosen = text(values, 'transaction_type') ?? 'Other';
  const { kind, type } = TRANSACTION_TYPE_MAP[chosen] ?? { kind: 'receipt', type: 'other' };
  const purpose = text(values, 'purpose');
  return compact({
    estate: estateId,
    kind,
    type,
    date: text(values, 'date') ?? '',
    amount: centsOf(values, 'amount', 'Amount'),
    payee: text(values, 'payee_recipient'),
    // Distributions have no type of their own in the ledger, so the purpose keeps them findable.
    purpose: chosen === 'Distribution' ? (purpose ? `Distribution: ${purpose}` : 'Distribution') : purpose,
    ledger: defaultLedger(kind, type),
  });
}

const documentType = (value: string | undefined): DocumentBody['type'] =>
  (DOCUMENT_TYPES as readonly string[]).includes(value ?? '') ? (value as DocumentBody['type']) : 'Other';

export function legalToDocument(values: FormValues, estateId: string): DocumentBody {
  const file = fileOf(values.upload_document);
  const type = documentType(text(values, 'document_type'));
  // Named like the picked file (docs/behaviour.md#record-forms); without a file, by what it is.
  const title = text(values, 'title') ?? (file ? prefillFromFileName(file.name) : '');
  return compact({
    estate: estateId,
    title: clip(title, 200) || (type === 'Other' ? 'Legal and Court Details' : type),
    type,
    keyDates: text(values, 'key_dates'),
    courtDetails: text(values, 'court_details'),
    fileName: file?.name,
    mimeType: file?.type || undefined,
    size: file?.size,
  });
}

/** A requested report is kept as a document of type Report until it is generated. */
export function reportToDocument(values: FormValues, estateId: string): DocumentBody {
  const reportType = text(values, 'report_type') ?? 'Report';
  const period = text(values, 'time_period');
  const format = text(values, 'output_format');
  return compact({
    estate: estateId,
    title: clip(`${reportType}${period ? `, ${period}` : ''}${format ? ` (${format})` : ''}`, 200),
    type: 'Report' as const,
    keyDates: period,
  });
}

export type MappedRecord =
  | { entity: 'parties'; body: PartyBody }
  | { entity: 'assets'; body: AssetBody }
  | { entity: 'transactions'; body: TransactionBody }
  | { entity: 'documents'; body: DocumentBody };

/** One entry point for the Add panel and the record create page. */
export function mapSectionValues(
  section: FormSectionId,
  values: FormValues,
  estateId: string,
  today: Date,
): MappedRecord {
  switch (section) {
    case 'beneficiaries':
      return { entity: 'parties', body: beneficiaryToParty(values, estateId) };
    case 'assets':
      return { entity: 'assets', body: formAssetToAsset(values, estateId, today) };
    case 'transactions':
      return { entity: 'transactions', body: formTransactionToTransaction(values, estateId) };
    case 'legal':
      return { entity: 'documents', body: legalToDocument(values, estateId) };
    case 'reports':
      return { entity: 'documents', body: reportToDocument(values, estateId) };
  }
}
