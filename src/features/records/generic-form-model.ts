import { DOCUMENT_TYPES, type DocumentBody } from '../../domain/schemas/index.ts';
import type { MappedRecord } from '../../ui/form-mapping.ts';
import {
  type FileLike,
  type FormField,
  type FormSection,
  type FormValues,
  firstFile,
  prefillFromFileName,
} from '../../ui/form-sections.ts';

/**
 * The generic form's document handling (docs/behaviour.md#record-forms): picking a file prefills the document's name
 * and only then shows the document's own fields. In Legal and Court Details the upload IS the
 * record, so its name is the section's `title` (which legalToDocument reads); elsewhere the
 * file is a supporting document with its own name and type.
 */
export function documentFieldsFor(sectionId: string, fileField: FormField): FormField[] {
  if (sectionId === 'legal') {
    return [{ name: 'title', label: 'Document Name', type: 'text', required: true }];
  }
  return [
    { name: `${fileField.name}_title`, label: 'Document Name', type: 'text', required: true },
    {
      name: `${fileField.name}_type`,
      label: 'Document Type',
      type: 'select',
      options: DOCUMENT_TYPES.filter((t) => t !== 'Report'),
      required: false,
    },
  ];
}

const titleFieldOf = (sectionId: string, fileField: string) =>
  sectionId === 'legal' ? 'title' : `${fileField}_title`;

const chosenFile = (value: unknown): FileLike | null => {
  const file = firstFile(value as ArrayLike<unknown> | null);
  return file && typeof file === 'object' && typeof (file as FileLike).name === 'string'
    ? (file as FileLike)
    : null;
};

/** The section as shown now: each file field followed by its document fields once a file is chosen. */
export function sectionWithDocumentFields(section: FormSection, values: FormValues): FormSection {
  const fields = section.fields.flatMap((f) =>
    f.type === 'file' && chosenFile(values[f.name]) ? [f, ...documentFieldsFor(section.id, f)] : [f],
  );
  return { ...section, fields };
}

/**
 * Values after a file pick: only the first file is kept, and the document name is prefilled
 * from it unless the user already typed a name of their own.
 */
export function valuesAfterFilePick(
  sectionId: string,
  values: FormValues,
  fieldName: string,
  files: ArrayLike<FileLike> | FileLike | null,
): FormValues {
  const file = firstFile(files);
  const titleField = titleFieldOf(sectionId, fieldName);
  const previous = chosenFile(values[fieldName]);
  const current = typeof values[titleField] === 'string' ? (values[titleField] as string) : '';
  const untouched = current.trim() === '' || (previous && current === prefillFromFileName(previous.name));
  const next: Record<string, unknown> = { ...values, [fieldName]: file };
  if (file && untouched) next[titleField] = prefillFromFileName(file.name);
  if (!file && untouched) next[titleField] = '';
  return next;
}

/** The chosen supporting document of a non-legal section, as a document body for the estate. */
export function supportingDocument(
  section: FormSection,
  values: FormValues,
  estateId: string,
): { fieldName: string; body: DocumentBody } | null {
  if (section.id === 'legal' || section.id === 'reports') return null;
  for (const f of section.fields) {
    const file = f.type === 'file' ? chosenFile(values[f.name]) : null;
    if (!file) continue;
    const title = String(values[`${f.name}_title`] ?? '').trim() || prefillFromFileName(file.name);
    const type = String(values[`${f.name}_type`] ?? '');
    return {
      fieldName: f.name,
      body: {
        estate: estateId,
        title: title.slice(0, 200) || 'Supporting Document',
        type: (DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as DocumentBody['type']) : 'Other',
        fileName: file.name.slice(-255),
        ...(file.type ? { mimeType: file.type } : {}),
        ...(file.size !== undefined ? { size: file.size } : {}),
      },
    };
  }
  return null;
}

/** Links a supporting document to the record it supports: an asset's attachments, a transaction's document. */
export function linkDocument(mapped: MappedRecord, documentId: string): MappedRecord {
  if (mapped.entity === 'assets') {
    return { ...mapped, body: { ...mapped.body, attachments: [...mapped.body.attachments, documentId] } };
  }
  if (mapped.entity === 'transactions') return { ...mapped, body: { ...mapped.body, document: documentId } };
  return mapped;
}

/** Where a schema message about an entity field belongs in the section's form. */
const ENTITY_TO_FORM: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  beneficiaries: {
    name: 'beneficiary_name',
    relationshipToDeceased: 'relationship_to_deceased',
    contactInfo: 'contact_info',
    shareOfEstate: 'share_of_estate',
    notes: 'notes',
  },
  assets: { name: 'description', fmvDoD: 'estimated_value', notes: 'description' },
  transactions: { date: 'date', amount: 'amount', payee: 'payee_recipient', purpose: 'purpose' },
  legal: { title: 'title', keyDates: 'key_dates', courtDetails: 'court_details', size: 'upload_document' },
  reports: { title: 'report_type', keyDates: 'time_period' },
};

export function formFieldForEntityError(sectionId: string, path: string): string | null {
  return ENTITY_TO_FORM[sectionId]?.[path] ?? null;
}
