import type { AssetClass } from '../../domain/schemas/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { DETAIL_FIELDS, type DetailField } from './asset-classes.ts';
import type { DetailValue } from './asset-form-model.ts';

function DetailControl({
  field,
  value,
  onChange,
  a11y,
}: {
  field: DetailField;
  value: DetailValue | undefined;
  onChange: (value: DetailValue) => void;
  a11y: Record<string, unknown> & { id: string };
}) {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'checkbox':
      return (
        <input
          {...a11y}
          type="checkbox"
          checked={value !== false}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'currency':
      return <CurrencyInput {...a11y} value={typeof value === 'number' ? value : null} onChange={onChange} />;
    case 'textarea':
      return <textarea {...a11y} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <select {...a11y} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled={field.required}>
            Select {field.label.toLowerCase()}
          </option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <input
          {...a11y}
          type="text"
          inputMode={field.kind === 'year' ? 'numeric' : field.kind === 'text' ? undefined : 'decimal'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** The chosen class's own fields (docs/behaviour.md#record-forms); errors arrive keyed 'details.<field>' like the schema's. */
export function AssetDetailFields({
  idPrefix,
  assetClass,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  assetClass: AssetClass;
  values: Readonly<Record<string, DetailValue>>;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: DetailValue) => void;
}) {
  return (
    <div className="form-grid">
      {DETAIL_FIELDS[assetClass].map((f) => (
        <FormField
          key={f.name}
          id={`${idPrefix}-${f.name}`}
          label={f.label}
          required={f.required}
          hint={f.hint}
          error={errors[`details.${f.name}`]}
          className={f.kind === 'textarea' ? 'span-all' : undefined}
        >
          {(a11y) => (
            <DetailControl
              field={f}
              value={values[f.name]}
              onChange={(v) => onChange(f.name, v)}
              a11y={a11y}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
