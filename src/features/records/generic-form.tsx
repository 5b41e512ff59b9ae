import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { DocumentBody } from '../../domain/schemas/index.ts';
import { commands, newDocument, queries, ValidationError } from '../../store/index.ts';
import { mapSectionValues } from '../../ui/form-mapping.ts';
import { FORM_SECTIONS, type FormSectionId, type FormValues } from '../../ui/form-sections.ts';
import { validateForm, visibleFields } from '../../ui/form-validation.ts';
import { ensureMayTakeCopies } from '../copies/index.ts';
import { generateFromReportForm, ReportFormNote } from '../reports/index.ts';
import { ErrorSummary, errorText, FormActions, focusFirstInvalid, messagesOf } from './form-bits.tsx';
import { GenericField } from './generic-field.tsx';
import {
  formFieldForEntityError,
  linkDocument,
  sectionWithDocumentFields,
  supportingDocument,
  valuesAfterFilePick,
} from './generic-form-model.ts';
import './records.css';

export type GenericFormProps = {
  section: FormSectionId;
  estateId: string;
  /** Called with the new record's id once it is saved on this device (the outbox sends it). */
  onSaved?: (id: string) => void;
  onCancel?: () => void;
};

type PickedFile = Blob & { name: string };

/** Date fields start at today: most entries are made the day the thing happened. */
function initialValues(section: FormSectionId): FormValues {
  const today = toIsoDate(new Date());
  return Object.fromEntries(
    FORM_SECTIONS[section].fields.filter((f) => f.type === 'date').map((f) => [f.name, today]),
  );
}

/**
 * The generic dynamic form (docs/behaviour.md#record-forms), used by the record create page and the Create New
 * Account panel's Add Beneficiary / Asset / Transaction / Report:
 *
 *   <GenericForm section="beneficiaries" estateId={id} onSaved={(id) => …} onCancel={() => …} />
 *
 * section: 'beneficiaries' | 'assets' | 'transactions' | 'legal' | 'reports'. It saves through
 * the repos (so it works offline): beneficiaries become parties, assets assets, transactions
 * transactions, legal details and reports documents. A chosen file is stored as a document with
 * its content queued for upload. It renders a <form> with no heading of its own.
 */
export function GenericForm({ section: sectionId, estateId, onSaved, onCancel }: GenericFormProps) {
  const section = FORM_SECTIONS[sectionId];
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues(sectionId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Legal documents and reports may be shared with the estate's beneficiaries (their portal); off by default.
  const makesDocument = sectionId === 'legal' || sectionId === 'reports';
  const [shared, setShared] = useState(false);

  const shown = sectionWithDocumentFields(section, values);
  const set = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const refuse = (next: Record<string, string>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(form.current);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = validateForm(shown, values);
    const supporting = supportingDocument(section, values, estateId);
    if (supporting) {
      const checked = v.safeParse(DocumentBody, supporting.body);
      if (!checked.success) problems[supporting.fieldName] = checked.issues[0].message;
    }
    if (Object.keys(problems).length) return refuse(problems);
    setSaving(true);
    try {
      let mapped = mapSectionValues(sectionId, values, estateId, new Date());
      if (shared && mapped.entity === 'documents')
        mapped = { ...mapped, body: { ...mapped.body, shared: true } };
      const upload = sectionId === 'legal' ? (values.upload_document as PickedFile | null) : null;
      let saved: { _id: string };
      if (sectionId === 'reports') {
        // A report is generated on this device, saved as a document with its file and downloaded,
        // for a person the firm allows to take copies out.
        await ensureMayTakeCopies();
        saved = (
          await generateFromReportForm({ queries, commands }, estateId, values, toIsoDate(new Date()), {
            shared,
          })
        ).report.document;
      } else if (upload && mapped.entity === 'documents') {
        saved = await commands.saveDocument(newDocument(mapped.body, upload));
      } else if (supporting) {
        const doc = newDocument(supporting.body, values[supporting.fieldName] as PickedFile);
        mapped = linkDocument(mapped, doc.id);
        saved = await commands.saveWithDocuments(mapped, [doc]);
      } else {
        saved = await commands.saveWithDocuments(mapped);
      }
      onSaved?.(saved._id);
    } catch (error) {
      if (!(error instanceof ValidationError)) return refuse({}, errorText(error));
      const placed: Record<string, string> = {};
      const unplaced: string[] = [];
      for (const [path, message] of Object.entries(messagesOf(error.errors))) {
        const name = formFieldForEntityError(sectionId, path);
        if (name) placed[name] = message;
        else unplaced.push(message);
      }
      refuse(placed, unplaced.length ? unplaced.join(' ') : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} className="record-form" noValidate onSubmit={save} aria-label={section.title}>
      {sectionId === 'reports' && <ReportFormNote estateId={estateId} values={values} busy={saving} />}
      <ErrorSummary count={Object.keys(errors).length} message={formError} />
      {visibleFields(shown, values).map((f) => (
        <GenericField
          key={f.name}
          idPrefix={idPrefix}
          field={f}
          value={values[f.name]}
          error={errors[f.name]}
          onChange={(value) => set(f.name, value)}
          onFiles={(files) => {
            setValues((current) => valuesAfterFilePick(sectionId, current, f.name, files));
            setErrors(({ [f.name]: _gone, ...rest }) => rest);
          }}
        />
      ))}
      {makesDocument && (
        <div className="shared-switch">
          <input
            id={`${idPrefix}-shared`}
            type="checkbox"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
          <label htmlFor={`${idPrefix}-shared`}>Shared with beneficiaries</label>
        </div>
      )}
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={sectionId === 'reports' ? 'Generate Report' : undefined}
      />
    </form>
  );
}
