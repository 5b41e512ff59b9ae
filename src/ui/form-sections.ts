/**
 * The generic form sections of docs/behaviour.md#record-forms as data, so the Add Beneficiary/Asset/Transaction/Report
 * panel and the record create page render, validate and map them the same way. Field names
 * stay snake_case as the spec gives them; form-mapping.ts turns them into entity fields.
 */
export type FieldType = 'text' | 'textarea' | 'number' | 'currency' | 'date' | 'select' | 'file';
export type FormField = {
  readonly name: string;
  readonly label: string;
  readonly type: FieldType;
  readonly options?: readonly string[];
  readonly required: boolean;
  /** Shown only while another field equals a value (docs/behaviour.md#record-forms). */
  readonly show_if?: { readonly field: string; readonly equals: string };
  readonly placeholder?: string;
  readonly min?: number;
  readonly max?: number;
};
export type FormSectionId = 'beneficiaries' | 'assets' | 'transactions' | 'legal' | 'reports';
export type FormSection = {
  readonly id: FormSectionId;
  readonly title: string;
  readonly fields: readonly FormField[];
};
/**
 * Values by field name: text as typed (currency fields hold the dollars shown in the currency
 * input, e.g. '1,234.50'); file fields hold what the file picker gave (a list or one file).
 */
export type FormValues = Readonly<Record<string, unknown>>;
/** The part of a browser File these rules read; keeps the domain free of DOM types. */
export type FileLike = { readonly name: string; readonly type?: string; readonly size?: number };

const field = (
  name: string,
  label: string,
  type: FieldType,
  required: boolean,
  extra: Partial<FormField> = {},
) => ({ name, label, type, required, ...extra }) as FormField;
const select = (name: string, label: string, options: readonly string[], required: boolean) =>
  field(name, label, 'select', required, { options });

export const FORM_SECTIONS: Readonly<Record<FormSectionId, FormSection>> = {
  beneficiaries: {
    id: 'beneficiaries',
    title: 'Beneficiaries',
    fields: [
      field('beneficiary_name', 'Beneficiary Name', 'text', true),
      select(
        'relationship_to_deceased',
        'Relationship to Deceased',
        ['Spouse', 'Child', 'Parent', 'Sibling', 'Charity', 'Other'],
        true,
      ),
      field('other_relationship', 'Describe the Relationship', 'text', true, {
        show_if: { field: 'relationship_to_deceased', equals: 'Other' },
        placeholder: 'e.g. Niece, Godchild, Friend',
      }),
      field('contact_info', 'Contact Information', 'textarea', false, {
        placeholder: 'Address, phone or email',
      }),
      field('share_of_estate', 'Share of Estate (%)', 'number', true, {
        min: 0,
        max: 100,
        placeholder: 'e.g. 25',
      }),
      field('notes', 'Notes', 'textarea', false),
    ],
  },
  assets: {
    id: 'assets',
    title: 'Assets',
    fields: [
      select(
        'asset_type',
        'Asset Type',
        ['Bank Account', 'Real Estate', 'Investments', 'Personal Property', 'Other'],
        true,
      ),
      field('other_asset_type', 'Describe the Asset Type', 'text', true, {
        show_if: { field: 'asset_type', equals: 'Other' },
      }),
      field('description', 'Description', 'textarea', true),
      field('estimated_value', 'Estimated Value', 'currency', true, { min: 0, placeholder: '0.00' }),
      field('location', 'Location', 'text', false, { placeholder: 'Address, branch or where it is kept' }),
      field('supporting_document', 'Supporting Document', 'file', false),
    ],
  },
  transactions: {
    id: 'transactions',
    title: 'Transactions',
    fields: [
      select('transaction_type', 'Transaction Type', ['Deposit', 'Payment', 'Distribution', 'Other'], true),
      field('date', 'Date', 'date', true),
      field('amount', 'Amount', 'currency', true, { min: 0.01, placeholder: '0.00' }),
      field('payee_recipient', 'Payee/Recipient', 'text', true),
      field('purpose', 'Purpose', 'textarea', true),
      field('supporting_document', 'Supporting Document', 'file', false),
    ],
  },
  legal: {
    id: 'legal',
    title: 'Legal and Court Details',
    fields: [
      field('key_dates', 'Key Dates', 'textarea', false, {
        placeholder: 'e.g. Application filed 2025-03-01',
      }),
      select(
        'document_type',
        'Document Type',
        [
          'Schedule A',
          'Schedule B',
          'Schedule C',
          'Affidavit of Executor',
          'Estate Information Return',
          'Other',
        ],
        false,
      ),
      field('court_details', 'Court Details', 'textarea', false),
      field('upload_document', 'Upload Document', 'file', false),
    ],
  },
  reports: {
    id: 'reports',
    title: 'Reports',
    fields: [
      select(
        'report_type',
        'Report Type',
        ['Financial Overview', 'Distribution Summary', 'Tax Summary', 'Other'],
        true,
      ),
      field('time_period', 'Time Period', 'text', true, { placeholder: 'e.g. 2025-01-01 to 2025-12-31' }),
      select('output_format', 'Output Format', ['PDF', 'Excel', 'Word'], true),
    ],
  },
};

export const FORM_SECTION_IDS = Object.keys(FORM_SECTIONS) as FormSectionId[];

/** docs/behaviour.md#record-forms: selects with fewer options than this render as toggle buttons. */
export const TOGGLE_THRESHOLD = 4;

/** For a file field only the first chosen file is used (docs/behaviour.md#record-forms); accepts a FileList too. */
export function firstFile<T>(files: ArrayLike<T> | T | null | undefined): T | null {
  if (files == null) return null;
  if (typeof files === 'object' && 'length' in files && typeof files.length === 'number') {
    return files.length > 0 ? ((files as ArrayLike<T>)[0] ?? null) : null;
  }
  return files as T;
}

export type FieldControl = 'toggle' | 'dropdown' | Exclude<FieldType, 'select'>;

/** Few choices are quicker as buttons than behind a dropdown (docs/behaviour.md#record-forms). */
export function controlFor(f: FormField): FieldControl {
  if (f.type !== 'select') return f.type;
  return (f.options?.length ?? 0) < TOGGLE_THRESHOLD ? 'toggle' : 'dropdown';
}

/**
 * Name prefilled from a picked file (docs/behaviour.md#record-forms): the last extension off, underscores as spaces.
 * Any folder part browsers add ("C:\fakepath\") is dropped; a dot-file keeps its name.
 */
export function prefillFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem.replace(/_/g, ' ').trim();
}
