import { type FormEvent, type ReactNode, useId } from 'react';
import { PARTY_ROLES, type PartyRecord, type PartyRole } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';
import { editedFields } from './edited-fields.ts';
import { ErrorSummary, FormActions } from './form-bits.tsx';
import {
  type PartyFormState,
  partyChangesFromForm,
  partyFormErrors,
  partyFormFromRecord,
  SERVICE_FACTS,
} from './party-form-model.ts';
import { useRecordForm } from './use-record-form.ts';
import './records.css';

const ROLE_OPTIONS = PARTY_ROLES.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }));

/**
 * Edits one party of an estate (docs/behaviour.md#record-forms): who they are, their role, their
 * share of the residue and the facts that decide service on a passing. Saved on this device with
 * its outbox row, so it works offline.
 */
export function PartyForm({
  record,
  onSaved,
  onCancel,
  actions,
}: {
  record: PartyRecord;
  onSaved?: (id: string) => void;
  onCancel?: () => void;
  /** More buttons beside Save (the edit page's Delete). */
  actions?: ReactNode;
}) {
  const id = useId();
  const { form, opened, state, errors, formError, saving, update, run } = useRecordForm<PartyFormState>(() =>
    partyFormFromRecord(record),
  );

  function save(event: FormEvent) {
    event.preventDefault();
    void run(
      partyFormErrors(state),
      () =>
        commands.repos.parties.update(
          record._id,
          editedFields(partyChangesFromForm(opened), partyChangesFromForm(state)),
        ),
      onSaved,
    );
  }

  const text = (name: 'name' | 'relationshipToDeceased', label: string, required = false) => (
    <FormField id={`${id}-${name}`} label={label} required={required} error={errors[name]}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          value={state[name]}
          onChange={(e) => update({ [name]: e.target.value })}
        />
      )}
    </FormField>
  );
  const area = (name: 'contactInfo' | 'notes', label: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(a11y) => (
        <textarea
          {...a11y}
          rows={3}
          value={state[name]}
          onChange={(e) => update({ [name]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <form ref={form} className="record-form" noValidate onSubmit={save} aria-label="Party">
      <ErrorSummary count={Object.keys(errors).length} message={formError} />
      <div className="form-grid">
        {text('name', 'Name', true)}
        {text('relationshipToDeceased', 'Relationship to Deceased')}
      </div>
      <ToggleButtons
        id={`${id}-role`}
        label="Role"
        options={ROLE_OPTIONS}
        value={state.role}
        onChange={(role) => update({ role: role as PartyRole })}
        required
      />
      <div className="form-grid">
        <FormField
          id={`${id}-share`}
          label="Share of Estate (%)"
          hint="The share of the residue, as a percentage (25) or as the will gives it (1/3): a fraction is kept exact."
          error={errors.shareOfEstate}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              inputMode="decimal"
              value={state.share}
              onChange={(e) => update({ share: e.target.value }, 'shareOfEstate')}
            />
          )}
        </FormField>
      </div>
      {area('contactInfo', 'Contact Information')}
      <fieldset className="form-section">
        <legend>Service on a passing of accounts</legend>
        {SERVICE_FACTS.map((fact) => (
          <div key={fact.name} className="field checkbox-field">
            <input
              id={`${id}-${fact.name}`}
              type="checkbox"
              checked={state[fact.name]}
              onChange={(e) => update({ [fact.name]: e.target.checked })}
            />
            <label htmlFor={`${id}-${fact.name}`}>{fact.label}</label>
          </div>
        ))}
      </fieldset>
      {area('notes', 'Notes')}
      <FormActions saving={saving} onCancel={onCancel} submitLabel="Save Changes" extra={actions} />
    </form>
  );
}
