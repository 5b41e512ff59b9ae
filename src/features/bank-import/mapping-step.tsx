import { VALUE_LABELS } from '../../domain/value-labels.ts';
import { ValueOptions } from '../../ui/value-options.tsx';
import type { CsvColumn } from './csv.ts';
import type { CsvMapping } from './csv-layout.ts';

const FIELDS: readonly { key: keyof CsvMapping; label: string; hint?: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description (payee)' },
  { key: 'amount', label: 'Amount', hint: 'Signed: money in positive, money out negative' },
  { key: 'debit', label: 'Money out (debit, withdrawal, retrait)' },
  { key: 'credit', label: 'Money in (credit, deposit, dépôt)' },
  { key: 'balance', label: 'Balance (solde)' },
];

/** The person says once per bank which column holds what; the choice is kept for the bank. */
export function MappingStep({
  columns,
  mapping,
  source,
  onChange,
}: {
  columns: readonly CsvColumn[];
  mapping: Partial<CsvMapping>;
  source: string;
  onChange: (mapping: Partial<CsvMapping>) => void;
}) {
  const set = (key: keyof CsvMapping, value: string) => {
    const next: Partial<CsvMapping> = { ...mapping, [key]: value || null };
    // An amount column and money in/out columns are two ways of saying the same thing.
    if (key === 'amount' && value) Object.assign(next, { debit: null, credit: null });
    if ((key === 'debit' || key === 'credit') && value) next.amount = null;
    onChange(next);
  };
  return (
    <fieldset className="bank-import-mapping">
      <legend>Columns of this file</legend>
      <p className="muted">{source}</p>
      <div className="bank-import-mapping-grid">
        {FIELDS.map(({ key, label, hint }) => (
          <label key={key} className="field">
            <span className="field-label">{label}</span>
            <select
              name={`column-${key}`}
              value={String(mapping[key] ?? '')}
              onChange={(e) => set(key, e.target.value)}
            >
              <option value="">{key === 'date' ? 'Choose a column' : 'None'}</option>
              {columns.map((c) => (
                <option key={c.ref} value={c.ref}>
                  {c.sample ? `${c.label} (e.g. ${c.sample})` : c.label}
                </option>
              ))}
            </select>
            {hint && <span className="field-hint muted">{hint}</span>}
          </label>
        ))}
        <label className="field">
          <span className="field-label">Date order</span>
          <select
            name="column-dateOrder"
            value={mapping.dateOrder ?? ''}
            onChange={(e) =>
              onChange({ ...mapping, dateOrder: (e.target.value || undefined) as CsvMapping['dateOrder'] })
            }
          >
            <option value="">As the file shows</option>
            <ValueOptions labels={VALUE_LABELS.dateOrder} />
          </select>
        </label>
      </div>
    </fieldset>
  );
}
