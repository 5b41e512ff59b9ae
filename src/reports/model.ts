import type {
  CompensationOverrides,
  CourtAccountsExtras,
  DeadlineOptions,
  EstateAccountsInput,
  LiabilityInput,
  StoredCourtAccounts,
} from '../domain/rules/ontario/index.ts';

/** Report options beyond the records: figures a test or a caller gives directly. */
export interface ReportOptions {
  /** Liabilities given by label and amount; a label equal to a creditor's name gives its amount. */
  liabilities?: readonly LiabilityInput[];
  compensationOverrides?: CompensationOverrides;
  /** The trustee's own average gross value for the care-and-management fee. */
  averageGrossValue?: number | null;
  /** Bring interim distributions already paid into account in the proposed distribution. */
  equaliseAdvances?: boolean;
}

/**
 * A report as data: every renderer (PDF, Excel, Word) draws the same model, so the figures in
 * the three formats cannot differ. Amounts are cents; percentages are basis points.
 */
export const REPORT_KINDS = [
  'estate-accounts',
  'financial-overview',
  'distribution-summary',
  'tax-summary',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['pdf', 'xlsx', 'docx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export type CellValue = string | number | null;
/** money: cents; percent: basis points (10000 = 100%); date: YYYY-MM-DD. */
export type ColumnKind = 'text' | 'date' | 'money' | 'percent' | 'number';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  /** Share of the free width a text column takes (default 1). */
  weight?: number;
}

export type RowStyle = 'normal' | 'subtotal' | 'total';

export interface ReportRow {
  cells: Record<string, CellValue>;
  style?: RowStyle;
}

export interface ReportTable {
  title?: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Drawn bold under a rule after the rows. */
  totals?: ReportRow[];
  /** Shown instead of an empty table. */
  emptyText?: string;
}

export interface ReportSection {
  id: string;
  title: string;
  /** Worksheet name (at most 31 characters); the title is used when absent. */
  sheetName?: string;
  paragraphs?: string[];
  tables: ReportTable[];
}

export interface ReportNote {
  text: string;
  source?: string;
}

export interface ReportModel {
  kind: ReportKind;
  /** The court's heading, on a document for the court only (the Estate Accounts). */
  court: string | null;
  title: string;
  subtitle: string[];
  estateName: string;
  period: { from: string; to: string };
  preparedOn: string;
  sections: ReportSection[];
  notes: ReportNote[];
  /** File name without its extension. */
  fileBaseName: string;
}

/** What every report is built from: the estate's records, the period and the day it is prepared. */
export interface ReportData extends EstateAccountsInput {
  /** The day the report is prepared (YYYY-MM-DD); deadlines' statuses are as of this day. */
  today: string;
  courtFileNumber?: string | null;
  /** The Superior Court of Justice office the accounts are filed in (e.g. "Kingston"). */
  courtOffice?: string | null;
  /** Interim accounts (the administration goes on) or final accounts; interim when absent. */
  accountsKind?: AccountsKind;
  /** The estate trustee's capacity as the certificate names it; "Estate Trustee with a Will" when absent. */
  trusteeCapacity?: string | null;
  /**
   * The estate's stored court-accounts record (reserves, accounts passed, co-trustees' shares,
   * compensation taken, reasons); the court accounts read it, and `options.court` overrides it.
   */
  courtRecord?: StoredCourtAccounts | null;
  options?: ReportOptions & {
    deadlines?: DeadlineOptions;
    /** Facts beyond today's records (links, liability records, reserves...), for the court accounts. */
    court?: CourtAccountsExtras;
  };
}

export const ACCOUNTS_KINDS = ['interim', 'final'] as const;
export type AccountsKind = (typeof ACCOUNTS_KINDS)[number];

export interface ReportFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}
