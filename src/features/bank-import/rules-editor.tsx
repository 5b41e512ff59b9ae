import type { Ledger } from '../../domain/schemas/index.ts';
import type { LedgerRule } from './preview.ts';

/** The words that make a line revenue (or capital); the first rule that matches wins. */
export function RulesEditor({
  rules,
  onChange,
}: {
  rules: readonly LedgerRule[];
  onChange: (rules: LedgerRule[]) => void;
}) {
  const set = (i: number, rule: Partial<LedgerRule>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...rule } : r)));
  return (
    <details className="bank-import-rules">
      <summary>Capital or revenue: rules ({rules.length})</summary>
      <p className="muted">
        A line whose description holds these words gets this ledger (accents and case aside); other lines are
        capital, except the bank’s interest and dividends. Rules are kept for this account.
      </p>
      <ul>
        {rules.map((rule, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules are edited in place; their position is their identity.
          <li key={i}>
            <input
              aria-label={`Words of rule ${i + 1}`}
              value={rule.words}
              maxLength={100}
              onChange={(e) => set(i, { words: e.target.value })}
            />
            <select
              aria-label={`Ledger of rule ${i + 1}`}
              value={rule.ledger}
              onChange={(e) => set(i, { ledger: e.target.value as Ledger })}
            >
              <option value="revenue">Revenue</option>
              <option value="capital">Capital</option>
            </select>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onChange(rules.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-secondary"
        disabled={rules.length >= 50}
        onClick={() => onChange([...rules, { words: '', ledger: 'revenue' }])}
      >
        Add a rule
      </button>
    </details>
  );
}
