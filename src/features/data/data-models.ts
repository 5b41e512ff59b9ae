import { ENTITIES } from '../../domain/registry.ts';
import { formatBasisPoints, formatListDate, yesNo } from '../../domain/rules/list-format.ts';
import { formatCents } from '../../domain/rules/money.ts';
import { titleCaseWords } from '../../domain/rules/text.ts';
import { transactionTypeLabel } from '../../domain/rules/transactions.ts';
import type { EntityName } from '../../domain/schemas/index.ts';
import { storedValueLabel } from '../../domain/value-labels.ts';
import {
  type AppLink,
  accountCreateLink,
  accountLink,
  estateCreateLink,
  estateLink,
  fileCreateLink,
  fileLink,
  recordCreateLink,
} from '../../ui/app-links.ts';
import type { SortState } from '../../ui/list-query.ts';
import { humanizeStatus } from '../../ui/status-display.ts';

/**
 * The data models the Data screens browse (docs/behaviour.md#data-lists Data Models index and Data list, docs/behaviour.md#data-lists columns),
 * as data: which table, which columns and how each shows, where a row and Add New lead.
 */
type Rec = Record<string, unknown> & { _id: string };

/** How a cell shows its value: dates as the en-CA locale date, booleans as Yes/No (docs/behaviour.md#data-lists). */
export type CellKind = 'text' | 'words' | 'date' | 'boolean' | 'money' | 'percent' | 'status' | 'file-status';

/** Lookups a column may need from other tables (an asset's estate name). */
export interface RowContext {
  estateName: (id: unknown) => string;
}

export interface ModelColumn {
  id: string;
  header: string;
  kind: CellKind;
  value: (row: Rec, ctx: RowContext) => unknown;
}

export interface DataModel {
  /** The route parameter, e.g. /admin/data/documents. */
  model: string;
  entity: EntityName;
  label: string;
  description: string;
  columns: readonly ModelColumn[];
  defaultSort: SortState;
  /** Where a row opens, or null where there is no screen for it. */
  rowLink: (row: Rec) => AppLink | null;
  /** Add New; null where records are not made on this device (organizations, users). */
  createLink: AppLink | null;
}

const field =
  (name: string) =>
  (row: Rec): unknown =>
    row[name];
const col = (
  id: string,
  header: string,
  kind: CellKind,
  value: ModelColumn['value'] = field(id),
): ModelColumn => ({
  id,
  header,
  kind,
  value,
});
/** A field whose value comes from a stored list: its words (src/domain/value-labels.ts), not the value. */
const stored = (entity: EntityName, name: string, header: string): ModelColumn =>
  col(name, header, 'text', (row) => storedValueLabel(`${entity}.${name}`, row[name]));
const created = col('createdAt', 'Created', 'date');
const estateCol = col('estate', 'Estate', 'text', (row, ctx) => ctx.estateName(row.estate));
const toEstate = (row: Rec) => (typeof row.estate === 'string' ? estateLink(row.estate) : null);
const byName = { key: 'name', direction: 'ascending' } as const;

const MODELS: readonly DataModel[] = [
  {
    model: 'files',
    entity: 'files',
    label: ENTITIES.files.pluralLabel,
    description: 'Client matters, each holding one or more estates.',
    // docs/behaviour.md#data-lists lists type and size, which belong to uploaded files; our file record is a matter,
    // so its number and status take their place.
    columns: [
      col('name', 'File Name', 'text'),
      col('fileNumber', 'File Number', 'text'),
      col('status', 'Status', 'file-status'),
      created,
    ],
    defaultSort: byName,
    rowLink: (row) => fileLink(String(row._id)),
    createLink: fileCreateLink(),
  },
  {
    model: 'estates',
    entity: 'estates',
    label: ENTITIES.estates.pluralLabel,
    description: 'Estates and trusts under administration.',
    columns: [col('name', 'Name', 'text', field('estateName')), col('status', 'Status', 'status'), created],
    defaultSort: byName,
    rowLink: (row) => estateLink(String(row._id)),
    createLink: estateCreateLink(),
  },
  {
    model: 'documents',
    entity: 'documents',
    label: ENTITIES.documents.pluralLabel,
    description: 'Court schedules, affidavits and reports.',
    columns: [
      col('title', 'Title', 'text'),
      col('type', 'Type', 'text'),
      created,
      // Shared with the estate's beneficiaries (their portal receives only these); after the spec's columns.
      col('shared', 'Shared', 'boolean', (row) => row.shared === true),
    ],
    defaultSort: { key: 'createdAt', direction: 'descending' },
    rowLink: (row) => toEstate(row) ?? (typeof row.file === 'string' ? fileLink(row.file) : null),
    createLink: recordCreateLink('document'),
  },
  {
    model: 'organizations',
    entity: 'organizations',
    label: ENTITIES.organizations.pluralLabel,
    description: 'Your firm and its details.',
    columns: [
      col('name', 'Name', 'text'),
      stored('organizations', 'type', 'Type'),
      col('active', 'Active', 'boolean'),
      created,
    ],
    defaultSort: byName,
    rowLink: () => null,
    createLink: null,
  },
  {
    model: 'accounts',
    entity: 'accounts',
    label: ENTITIES.accounts.pluralLabel,
    description: 'Estate bank accounts at Canadian institutions.',
    columns: [
      col('name', 'Account Name', 'text'),
      col('bank', 'Bank', 'text', (row) => (row.bank as { name?: string } | null | undefined)?.name ?? ''),
      col('currency', 'Currency', 'text', (row) =>
        row.currency === 'OTHER' ? row.currencyOther || 'Other' : row.currency,
      ),
      estateCol,
      created,
    ],
    defaultSort: byName,
    rowLink: (row) => accountLink(String(row._id)),
    createLink: accountCreateLink(),
  },
  {
    model: 'assets',
    entity: 'assets',
    label: ENTITIES.assets.pluralLabel,
    description: 'Property, investments and other assets at date of death.',
    columns: [
      col('name', 'Name', 'text'),
      stored('assets', 'assetClass', 'Class'),
      col('fmvDoD', 'Value at Death', 'money'),
      col('status', 'Status', 'status'),
      estateCol,
      created,
    ],
    defaultSort: byName,
    rowLink: toEstate,
    createLink: recordCreateLink('asset'),
  },
  {
    model: 'parties',
    entity: 'parties',
    label: ENTITIES.parties.pluralLabel,
    description: 'Beneficiaries, executors and creditors.',
    columns: [
      col('name', 'Name', 'text'),
      stored('parties', 'role', 'Role'),
      col('relationshipToDeceased', 'Relationship', 'text'),
      col('shareOfEstate', 'Share', 'percent'),
      estateCol,
      created,
    ],
    defaultSort: byName,
    rowLink: toEstate,
    createLink: recordCreateLink('party'),
  },
  {
    model: 'transactions',
    entity: 'transactions',
    label: ENTITIES.transactions.pluralLabel,
    description: 'Receipts, disbursements and transfers.',
    columns: [
      col('date', 'Date', 'date'),
      stored('transactions', 'kind', 'Kind'),
      col('type', 'Type', 'words', (row) =>
        transactionTypeLabel(typeof row.type === 'string' ? row.type : ''),
      ),
      col('amount', 'Amount', 'money'),
      col('payee', 'Payee', 'text'),
      estateCol,
    ],
    defaultSort: { key: 'date', direction: 'descending' },
    rowLink: toEstate,
    createLink: recordCreateLink('transaction'),
  },
  {
    model: 'users',
    entity: 'users',
    label: ENTITIES.users.pluralLabel,
    description: 'People at your firm who sign in.',
    columns: [
      col('name', 'Name', 'text'),
      col('email', 'Email', 'text'),
      col('role', 'Role', 'text'),
      created,
    ],
    defaultSort: byName,
    rowLink: () => null,
    createLink: null,
  },
];

export const DATA_MODELS: ReadonlyMap<string, DataModel> = new Map(MODELS.map((m) => [m.model, m]));

/** The index's cards: the spec's four first, then the other tables an estate lawyer browses. */
export const SPEC_MODEL_NAMES = ['files', 'estates', 'documents', 'organizations'] as const;
export const MORE_MODEL_NAMES = ['accounts', 'assets', 'parties', 'transactions'] as const;

export function dataModel(name: string | null | undefined): DataModel | null {
  return DATA_MODELS.get((name ?? '').trim().toLowerCase()) ?? null;
}

/** The text a cell shows (status kinds show a chip with this label). */
export function cellText(kind: CellKind, value: unknown): string {
  switch (kind) {
    case 'date':
      return formatListDate(value);
    case 'boolean':
      return yesNo(value);
    case 'money':
      return typeof value === 'number' ? formatCents(value) : '—';
    case 'percent':
      return formatBasisPoints(value);
    case 'status':
    case 'file-status':
      return humanizeStatus(typeof value === 'string' ? value : null);
    case 'words':
      return titleCaseWords(typeof value === 'string' ? value : '') || '—';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) || '—' : '—';
  }
}

/** What a column sorts by: the raw value where it orders well (dates, amounts), else the text shown. */
export function sortValueOf(kind: CellKind, value: unknown): string | number | boolean | null {
  if (kind === 'money' || kind === 'percent') return typeof value === 'number' ? value : null;
  if (kind === 'boolean') return value === true;
  if (kind === 'date') return typeof value === 'string' && value ? value : null;
  const text = cellText(kind, value);
  return text === '—' ? null : text;
}
