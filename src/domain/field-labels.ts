import { ENTITY_FIELDS, type EntityName } from './schemas/entities/index.ts';

/** Field words where the camelCase name does not read well on its own. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  estateName: 'Estate/Trust Name',
  fileNumber: 'File number',
  fmvDoD: 'Fair market value at date of death',
  acb: 'Adjusted cost base',
  valuationDate: 'Valuation date',
  dispositionDate: 'Disposition date',
  assetClass: 'Asset class',
  relationshipToDeceased: 'Relationship to deceased',
  contactInfo: 'Contact info',
  shareOfEstate: 'Share of estate',
  fromAccount: 'From account',
  toAccount: 'To account',
  keyDates: 'Key dates',
  courtDetails: 'Court details',
  fileName: 'File name',
  mimeType: 'File type',
  currencyOther: 'Other currency',
  expectedAmount: 'Expected amount',
  quantityDoD: 'Quantity at date of death',
  ownershipPercent: 'Ownership percent',
  entityName: 'Entity name',
  legalDesc: 'Legal description',
  receivableType: 'Receivable type',
  dateOfDeath: 'Date of death',
  courtDeadline: 'Court deadline',
  certificateIssued: 'Certificate issued',
  institutionNumber: 'Institution number',
  shortName: 'Short name',
  compensationClaim: 'Compensation claim',
  hasContent: 'Has content',
  replacedBy: 'Replaced by a later version',
  entityId: 'Record',
  yourValue: 'Your value',
  serverValue: 'Server value',
  mutationId: 'Change id',
  realisesAsset: 'Asset realised',
  costsOfSale: 'Costs of sale',
  advanceTo: 'Advance to',
  courtOffice: 'Court office',
  courtAddress: 'Court address',
  courtFileNumber: 'Court file number',
  trusteeCapacity: 'Trustee capacity',
  accountsKind: 'Interim or final',
  passedAccounts: 'Accounts passed',
  coTrustees: 'Co-trustees’ shares',
  compensationTaken: 'Compensation taken',
  compensationReasons: 'Reasons for the compensation',
  reviews: 'Checks reviewed',
  noticesReceived: 'Notices received',
  supportDeponent: 'Affidavit in support sworn by',
  courtOffices: 'Court offices',
  lawyers: 'Lawyers',
  lawyerOfRecord: 'Lawyer of record',
  lsoNumber: 'LSO number',
  certificateDocument: 'Certificate of appointment (copy)',
  priorJudgmentDocument: 'Latest judgment on a passing (copy)',
  statementBalance: 'Statement balance',
  statementDate: 'Statement date',
  bankTransactionId: 'Bank transaction id (FITID)',
  importId: 'Statement import',
  matchedImportId: 'Matched by statement import',
  statementImport: 'Statement import settings',
};

/** 'fmvDoD' -> its known label; 'relationshipToDeceased' -> 'Relationship to deceased'. */
export function fieldWords(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const text = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every field an entity's body may name, with the words people read for it (history, exports, users). */
export const fieldLabelsOf = (entity: EntityName): Readonly<Record<string, string>> =>
  Object.fromEntries(ENTITY_FIELDS[entity].map((f) => [f, fieldWords(f)]));
