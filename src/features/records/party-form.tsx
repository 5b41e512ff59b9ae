import { type FormEvent, type ReactNode, useId } from 'react';
import {
  PARTY_ROLES,
  type PartyRecord,
  type PartyRole,
  REPRESENTATIVE_CAPACITIES,
} from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { editedFields } from './edited-fields.ts';
import { ErrorSummary, FormActions } from './form-bits.tsx';
import {
  type AddressFields,
  NEW_PARTY_FORM,
  type PartyFormState,
  partyBodyFromForm,
  partyChangesFromForm,
  partyFormErrors,
  partyFormFromRecord,
  type RepresentativeCapacity,
  SERVICE_FACTS,
} from './party-form-model.ts';
import { useRecordForm } from './use-record-form.ts';
import './records.css';
import { VALUE_LABELS } from '../../domain/value-labels.ts';
import { ValueOptions } from '../../ui/value-options.tsx';

const ROLE_LABELS: Readonly<Record<PartyRole, string>> = {
  beneficiary: 'Beneficiary',
  executor: 'Estate trustee (executor)',
  creditor: 'Creditor',
  other: 'Other',
};

const ADDRESS_FIELDS: { key: keyof AddressFields; label: string; autoComplete: string }[] = [
  { key: 'line1', label: 'Street address', autoComplete: 'address-line1' },
  { key: 'line2', label: 'Address line 2', autoComplete: 'address-line2' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'region', label: 'Province or state', autoComplete: 'address-level1' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** The fields of one postal address; `path` names its errors ("address.city"). */
function AddressInputs({
  id,
  path,
  who,
  value,
  errors,
  onChange,
}: {
  id: string;
  path: string;
  /** Whose address, when the form has two ("person served"), so each label is its own. */
  who?: string;
  value: AddressFields;
  errors: Record<string, string>;
  onChange: (next: AddressFields, field: string) => void;
}) {
  return (
    <div className="form-grid">
      {ADDRESS_FIELDS.map((f) => (
        <FormField
          key={f.key}
          id={`${id}-${f.key}`}
          label={who ? `${f.label} (${who})` : f.label}
          error={errors[`${path}.${f.key}`]}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete={f.autoComplete}
              value={value[f.key]}
              onChange={(e) => onChange({ ...value, [f.key]: e.target.value }, `${path}.${f.key}`)}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}

/**
 * Creates or edits one party of an estate (docs/behaviour.md#record-forms, #parties): who they
 * are, their roles (several when, say, the estate trustee is also a beneficiary), their share of
 * the residue, their address for service, who is served for them, and the facts that decide
 * service on a passing. Saved on this device with its outbox row, so it works offline.
 */
export function PartyForm({
  record,
  estateId,
  onSaved,
  onCancel,
  actions,
}: {
  /** The party edited; absent for a new party of `estateId`. */
  record?: PartyRecord;
  estateId?: string;
  onSaved?: (id: string) => void;
  onCancel?: () => void;
  /** More buttons beside Save (the edit page's Delete). */
  actions?: ReactNode;
}) {
  const id = useId();
  const { form, opened, state, errors, formError, saving, update, run } = useRecordForm<PartyFormState>(() =>
    record ? partyFormFromRecord(record) : NEW_PARTY_FORM,
  );

  function save(event: FormEvent) {
    event.preventDefault();
    void run(
      partyFormErrors(state),
      () =>
        record
          ? commands.repos.parties.update(
              record._id,
              editedFields(partyChangesFromForm(opened), partyChangesFromForm(state)),
            )
          : commands.repos.parties.create(partyBodyFromForm(state, estateId ?? '')),
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
  const toggleRole = (role: PartyRole, on: boolean) =>
    update({ roles: on ? [...state.roles, role] : state.roles.filter((r) => r !== role) }, 'roles', 'role');

  return (
    <form ref={form} className="record-form" noValidate onSubmit={save} aria-label="Party">
      <ErrorSummary count={Object.keys(errors).length} message={formError} />
      <div className="form-grid">
        {text('name', 'Name', true)}
        {text('relationshipToDeceased', 'Relationship to Deceased')}
      </div>
      <fieldset
        className="form-section"
        id={`${id}-roles`}
        aria-describedby={errors.roles ? `${id}-roles-error` : undefined}
      >
        <legend>Roles (one or more)</legend>
        {PARTY_ROLES.map((role) => (
          <div key={role} className="field checkbox-field">
            <input
              id={`${id}-role-${role}`}
              type="checkbox"
              checked={state.roles.includes(role)}
              aria-invalid={errors.roles ? true : undefined}
              onChange={(e) => toggleRole(role, e.target.checked)}
            />
            <label htmlFor={`${id}-role-${role}`}>{ROLE_LABELS[role]}</label>
          </div>
        ))}
        {errors.roles && (
          <p id={`${id}-roles-error`} className="field-error">
            {errors.roles}
          </p>
        )}
      </fieldset>
      <div className="form-grid">
        <FormField
          id={`${id}-share`}
          label="Share of Estate (%)"
          hint="The share of the residue, as a percentage (50 or 50%) or as the will gives it (1/2): a fraction is kept exact."
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
      <fieldset className="form-section">
        <legend>Address for service</legend>
        <p className="muted">
          Where the notice of a passing of accounts is mailed, printed in Forms 74.44 and 16B. The province or
          state and the country decide whether the party lives outside Ontario (75 days’ notice instead of
          60).
        </p>
        <AddressInputs
          id={`${id}-address`}
          path="address"
          value={state.address}
          errors={errors}
          onChange={(address, field) => update({ address }, field)}
        />
      </fieldset>
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
        <p className="muted">
          Served for the party: the person the notice actually goes to when not the party itself (an attorney
          or guardian of property, or an estate trustee of a beneficiary that is an estate). Never the
          applicant.
        </p>
        <div className="form-grid">
          <FormField
            id={`${id}-representative`}
            label="Person served for the party"
            error={errors.representative ?? errors['representative.name']}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                value={state.representativeName}
                onChange={(e) => update({ representativeName: e.target.value }, 'representative')}
              />
            )}
          </FormField>
          <FormField id={`${id}-representative-capacity`} label="Acting as">
            {(a11y) => (
              <select
                {...a11y}
                value={state.representativeCapacity}
                onChange={(e) => update({ representativeCapacity: e.target.value as RepresentativeCapacity })}
              >
                <ValueOptions labels={VALUE_LABELS.representativeCapacity} />
              </select>
            )}
          </FormField>
        </div>
        <AddressInputs
          id={`${id}-representative-address`}
          path="representative.address"
          who="person served"
          value={state.representativeAddress}
          errors={errors}
          onChange={(representativeAddress, field) => update({ representativeAddress }, field)}
        />
      </fieldset>
      {area('notes', 'Notes')}
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={record ? 'Save Changes' : 'Save'}
        extra={actions}
      />
    </form>
  );
}
