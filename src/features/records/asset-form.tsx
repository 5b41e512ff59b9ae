import { type FormEvent, type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { AssetBody, type AssetRecord, DocumentBody } from '../../domain/schemas/index.ts';
import { commands, issuesToErrors, newDocument } from '../../store/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';
import { AssetAttachments, type PickedFile } from './asset-attachments.tsx';
import { AssetClassGrid } from './asset-class-grid.tsx';
import { ASSET_CLASS_INFO } from './asset-classes.ts';
import { AssetDetailFields } from './asset-detail-fields.tsx';
import { AssetDistribution } from './asset-distribution.tsx';
import {
  type AssetFormState,
  assetBodyFromForm,
  assetChangesFromForm,
  assetFormErrors,
  assetFormFromRecord,
  attachmentDocument,
  type DetailValue,
  impliedGainLoss,
  newAssetForm,
  valueAtDeathLabel,
} from './asset-form-model.ts';
import { editedFields } from './edited-fields.ts';
import { ErrorSummary, FormActions, messagesOf } from './form-bits.tsx';
import { useRecordForm } from './use-record-form.ts';
import './records.css';

export type AssetFormProps = {
  estateId: string;
  /** The asset being edited; without it the form records a new one. */
  record?: AssetRecord;
  /** Called with the asset's id once it is saved on this device. */
  onSaved?: (id: string) => void;
  onCancel?: () => void;
  /** More buttons beside Save (the edit page's Delete). */
  actions?: ReactNode;
};

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'disposed', label: 'Disposed' },
];
const PASSES_OPTIONS = [
  { value: '', label: 'No' },
  { value: 'survivorship', label: 'By right of survivorship' },
  { value: 'designation', label: 'To a designated beneficiary' },
];
const ADVANCED_FIELDS = ['valuationDate', 'acb', 'attachments'];

/**
 * The asset form (docs/behaviour.md#record-forms), used by the record create page and the Create New Account panel:
 *
 *   <AssetForm estateId={id} onSaved={(assetId) => …} onCancel={() => …} />
 *
 * Saves through the repos in cents (works offline); each attachment becomes a document of the
 * estate with its content queued for upload, and the asset lists those document ids.
 */
export function AssetForm({ estateId, record, onSaved, onCancel, actions }: AssetFormProps) {
  const id = useId();
  const [files, setFiles] = useState<PickedFile[]>([]);
  // An asset with an ACB or attachments opens with them in view.
  const kept = record?.attachments ?? [];
  const [advanced, setAdvanced] = useState(Boolean(record && (record.acb != null || kept.length)));
  const { form, opened, state, errors, formError, saving, update, clearErrors, run } =
    useRecordForm<AssetFormState>(
      () => (record ? assetFormFromRecord(record) : newAssetForm(new Date())),
      // A message on a field hidden under Advanced View must be seen.
      (next) => {
        if (Object.keys(next).some((k) => ADVANCED_FIELDS.includes(k))) setAdvanced(true);
      },
    );
  const setDetail = (name: string, value: DetailValue) =>
    update({ details: { ...state.details, [name]: value } }, `details.${name}`);

  function save(event: FormEvent) {
    event.preventDefault();
    const docs = files.map(({ file }) => newDocument(attachmentDocument(file, estateId), file));
    const problems = assetFormErrors(state);
    for (const doc of docs) {
      const checked = v.safeParse(DocumentBody, doc.body);
      if (!checked.success) problems.attachments = `${doc.file.name}: ${checked.issues[0].message}`;
    }
    const attachments = [...kept, ...docs.map((d) => d.id)];
    const body = assetBodyFromForm(state, estateId, attachments);
    if (!Object.keys(problems).length) {
      const checked = v.safeParse(AssetBody, body);
      if (!checked.success) Object.assign(problems, messagesOf(issuesToErrors(checked.issues)));
    }
    void run(
      problems,
      () =>
        record
          ? commands.updateWithDocuments(
              {
                entity: 'assets',
                id: record._id,
                changes: editedFields(
                  assetChangesFromForm(opened, estateId, kept),
                  assetChangesFromForm(state, estateId, attachments),
                ),
              },
              docs,
            )
          : commands.saveWithDocuments({ entity: 'assets', body }, docs),
      onSaved,
    );
  }

  const gainLoss = impliedGainLoss(state.proceeds, state.acb);
  const money = (
    name: 'fmvDoD' | 'acb' | 'proceeds' | 'marketValue',
    label: string,
    required: boolean,
    hint?: string,
  ) => (
    <FormField id={`${id}-${name}`} label={label} required={required} hint={hint} error={errors[name]}>
      {(a11y) => (
        <CurrencyInput {...a11y} value={state[name]} onChange={(cents) => update({ [name]: cents })} />
      )}
    </FormField>
  );
  const date = (name: 'valuationDate' | 'dispositionDate', label: string) => (
    <FormField id={`${id}-${name}`} label={label} required error={errors[name]}>
      {(a11y) => (
        <input
          {...a11y}
          type="date"
          value={state[name]}
          onChange={(e) => update({ [name]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <form ref={form} className="record-form" noValidate onSubmit={save} aria-label="Asset">
      <ErrorSummary count={Object.keys(errors).length} message={formError} />
      <AssetClassGrid
        value={state.assetClass}
        onChange={(assetClass) => update({ assetClass })}
        error={errors.assetClass}
      />

      <fieldset className="form-section">
        <legend>Asset Details</legend>
        <div className="form-grid">
          <FormField id={`${id}-name`} label="Name" required error={errors.name}>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                value={state.name}
                onChange={(e) => update({ name: e.target.value })}
              />
            )}
          </FormField>
          {money('fmvDoD', valueAtDeathLabel(state.assetClass), true)}
        </div>
        <PassesOutsideFields id={id} state={state} errors={errors} update={update} />
        <FormField id={`${id}-notes`} label="Notes" error={errors.notes}>
          {(a11y) => (
            <textarea
              {...a11y}
              rows={3}
              value={state.notes}
              onChange={(e) => update({ notes: e.target.value })}
            />
          )}
        </FormField>
      </fieldset>

      {state.assetClass && (
        <fieldset className="form-section">
          <legend>{`${ASSET_CLASS_INFO[state.assetClass].label} Details`}</legend>
          <AssetDetailFields
            idPrefix={id}
            assetClass={state.assetClass}
            values={state.details}
            errors={errors}
            onChange={setDetail}
          />
        </fieldset>
      )}

      <fieldset className="form-section">
        <legend>Status</legend>
        <ToggleButtons
          id={`${id}-status`}
          label="Asset Status"
          options={STATUS_OPTIONS}
          value={state.status}
          onChange={(status) =>
            update({ status: status as AssetFormState['status'] }, 'status', 'dispositionDate', 'proceeds')
          }
          required
        />
        {state.status === 'active' && (
          <div className="form-grid">
            {money(
              'marketValue',
              'Current Market Value',
              false,
              'While it is still held; the accounts list it beside the value at death',
            )}
            <FormField
              id={`${id}-marketValueAsOf`}
              label="Valued On"
              required={state.marketValue !== null}
              error={errors.marketValueAsOf}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  type="date"
                  value={state.marketValueAsOf}
                  onChange={(e) => update({ marketValueAsOf: e.target.value })}
                />
              )}
            </FormField>
            <FormField id={`${id}-marketValueSource`} label="Source" error={errors.marketValueSource}>
              {(a11y) => (
                <input
                  {...a11y}
                  type="text"
                  placeholder="Appraisal, statement or exchange close"
                  value={state.marketValueSource}
                  onChange={(e) => update({ marketValueSource: e.target.value })}
                />
              )}
            </FormField>
          </div>
        )}
        {state.status === 'disposed' && (
          <>
            <AssetDistribution id={id} estateId={estateId} state={state} errors={errors} update={update} />
            <div className="form-grid">
              {date('dispositionDate', state.inKind ? 'Date Distributed' : 'Disposition Date')}
              {state.inKind
                ? money('proceeds', 'Value at Distribution', true, 'Its fair market value when handed over')
                : money('proceeds', 'Proceeds', true)}
            </div>
            <GainLossLine gainLoss={gainLoss} advanced={advanced} />
          </>
        )}
      </fieldset>

      <div className="field checkbox-field">
        <input
          id={`${id}-advanced`}
          type="checkbox"
          checked={advanced}
          onChange={(e) => setAdvanced(e.target.checked)}
        />
        <label htmlFor={`${id}-advanced`}>Advanced View</label>
      </div>
      {advanced && (
        <fieldset className="form-section">
          <legend>Advanced</legend>
          <div className="form-grid">
            {date('valuationDate', 'Valuation Date')}
            {money('acb', 'Adjusted Cost Base (ACB)', false, 'Optional; used for the implied gain or loss')}
          </div>
          {kept.length > 0 && (
            <p className="muted">
              {kept.length === 1 ? 'One file is attached' : `${kept.length} files are attached`}; files chosen
              here are added to them.
            </p>
          )}
          <AssetAttachments
            id={`${id}-attachments`}
            files={files}
            onChange={(next) => {
              setFiles(next);
              clearErrors('attachments');
            }}
            error={errors.attachments}
          />
        </fieldset>
      )}
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={record ? 'Save Changes' : 'Save Asset'}
        extra={actions}
      />
    </form>
  );
}

function GainLossLine({
  gainLoss,
  advanced,
}: {
  gainLoss: ReturnType<typeof impliedGainLoss>;
  advanced: boolean;
}) {
  return (
    <p className={`gain-loss gain-loss-${gainLoss?.kind ?? 'unknown'}`} aria-live="polite">
      {gainLoss
        ? gainLoss.text
        : advanced
          ? 'Enter the proceeds and the ACB to see the implied gain or loss.'
          : 'Turn on Advanced View and enter the ACB to see the implied gain or loss.'}
    </p>
  );
}

/**
 * Whether the asset passes outside the estate (docs/behaviour.md#assets-outside-the-estate): a
 * joint account with right of survivorship, or a plan or policy with a designated beneficiary,
 * and the person it passes to. The statement, not this form, leaves it out of the estate.
 */
function PassesOutsideFields({
  id,
  state,
  errors,
  update,
}: {
  id: string;
  state: AssetFormState;
  errors: Readonly<Record<string, string>>;
  update: (changes: Partial<AssetFormState>, ...cleared: string[]) => void;
}) {
  return (
    <>
      <ToggleButtons
        id={`${id}-passesOutside`}
        label="Passes Outside the Estate"
        options={PASSES_OPTIONS}
        value={state.passesOutside}
        onChange={(how) =>
          update({ passesOutside: how as AssetFormState['passesOutside'] }, 'passesOutside.to')
        }
      />
      {state.passesOutside && (
        <FormField
          id={`${id}-passesTo`}
          label="Passes To"
          required
          hint="The joint owner or the designated beneficiary, as named"
          error={errors['passesOutside.to']}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              value={state.passesTo}
              onChange={(e) => update({ passesTo: e.target.value }, 'passesOutside.to')}
            />
          )}
        </FormField>
      )}
    </>
  );
}
