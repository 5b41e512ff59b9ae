import { useState } from 'react';
import { Button } from 'react-aria-components';
import { uuidv7 } from '../../domain/ids.ts';
import { centsToDecimalString, formatCents } from '../../domain/rules/money.ts';
import { type AccountsAsset, RESERVE_LABELS } from '../../domain/rules/ontario/index.ts';
import {
  type CourtAccountsRecord,
  RESERVE_KIND_IDS,
  type ReserveItem,
  type TransactionRecord,
} from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { amountOf, CourtDialog, useDialogSave } from './court-dialog.tsx';
import { gainAssets, percentToBp, type ReserveKind, reserveSuggestion, saveCourt } from './court-record.ts';

/**
 * Adds or edits one reserve: what it is held back for, the amount and how it was arrived at. For
 * the taxes the trustee may state a rate and take the suggested figure (src/domain/rules/ontario/reserves.ts);
 * the accountant's figure, once known, replaces it.
 */
export function ReserveDialog({
  estateId,
  record,
  reserve,
  assets,
  transactions,
  onClose,
}: {
  estateId: string;
  record: CourtAccountsRecord | null;
  /** The reserve being edited; null adds one. */
  reserve: ReserveItem | null;
  assets: readonly AccountsAsset[];
  transactions: readonly TransactionRecord[];
  onClose: () => void;
}) {
  const [kind, setKind] = useState<ReserveKind>(reserve?.kind ?? 'terminal-t1-tax');
  const [amount, setAmount] = useState(reserve ? centsToDecimalString(reserve.amount) : '');
  const [label, setLabel] = useState(reserve?.label ?? '');
  const [basis, setBasis] = useState(reserve?.basis ?? '');
  const [rate, setRate] = useState('');
  const [exempt, setExempt] = useState<readonly string[]>([]);
  const { errors, setErrors, failure, busy, run } = useDialogSave(onClose);
  const taxes = kind === 'terminal-t1-tax' || kind === 't3-tax';
  const suggestion = reserveSuggestion(kind, { assets, transactions, rateBp: percentToBp(rate), exempt });
  const gains = kind === 'terminal-t1-tax' ? gainAssets(assets) : [];
  const others = (record?.reserves ?? []).filter((r) => r.id !== reserve?.id);

  const save = () => {
    const { cents, error } = amountOf(amount, 'Amount');
    if (error) return setErrors({ amount: error });
    const item = {
      id: reserve?.id ?? uuidv7(),
      kind,
      amount: cents as number,
      ...(label.trim() ? { label: label.trim() } : {}),
      ...(basis.trim() ? { basis: basis.trim() } : {}),
    };
    const at = (record?.reserves ?? []).findIndex((r) => r.id === item.id);
    const reserves =
      at === -1 ? [...others, item] : (record?.reserves ?? []).map((r, i) => (i === at ? item : r));
    void run(() => saveCourt(commands.repos, estateId, record, { reserves }));
  };
  const remove = () => void run(() => saveCourt(commands.repos, estateId, record, { reserves: others }));

  return (
    <CourtDialog
      title={reserve ? 'Edit Reserve' : 'Add Reserve'}
      busy={busy}
      failure={failure}
      onClose={onClose}
      onSubmit={save}
      extra={
        reserve && (
          <Button className="button button-danger" isDisabled={busy} onPress={remove}>
            Delete
          </Button>
        )
      }
    >
      <FormField id="reserve-kind" label="Reserve for" required error={errors.kind ?? null}>
        {(p) => (
          <select {...p} value={kind} onChange={(e) => setKind(e.target.value as ReserveKind)}>
            {RESERVE_KIND_IDS.map((k) => (
              <option key={k} value={k}>
                {RESERVE_LABELS[k]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {taxes && (
        <FormField
          id="reserve-rate"
          label={kind === 't3-tax' ? 'Estate’s tax rate (%)' : 'Marginal tax rate (%)'}
          hint="Stated by the trustee or the accountant; gives a suggested amount."
          error={null}
        >
          {(p) => <input {...p} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />}
        </FormField>
      )}
      {gains.length > 0 && (
        <fieldset className="court-exempt">
          <legend>Exempt from the deemed gain</legend>
          <p className="muted">A principal residence, or property that passes to a spouse on a rollover.</p>
          {gains.map((g) => (
            <label key={g.assetId} className="court-exempt-item">
              <input
                type="checkbox"
                checked={exempt.includes(g.assetId)}
                onChange={(e) =>
                  setExempt((now) =>
                    e.target.checked ? [...now, g.assetId] : now.filter((id) => id !== g.assetId),
                  )
                }
              />{' '}
              {g.name} <span className="muted">(gain {formatCents(g.gain)})</span>
            </label>
          ))}
        </fieldset>
      )}
      {suggestion && (
        <div className="court-suggestion" aria-live="polite">
          <span>
            Suggested: {suggestion.amount === null ? 'no formula' : formatCents(suggestion.amount)} ·{' '}
            <span className="muted">{suggestion.basis}</span>
          </span>
          {suggestion.amount !== null && (
            <Button
              className="button button-secondary"
              onPress={() => {
                setAmount(centsToDecimalString(suggestion.amount ?? 0));
                setBasis(suggestion.basis);
              }}
            >
              Use Suggested
            </Button>
          )}
        </div>
      )}
      <FormField id="reserve-amount" label="Amount ($)" required error={errors.amount ?? null}>
        {(p) => (
          <input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        )}
      </FormField>
      <FormField
        id="reserve-label"
        label="Label"
        hint="Leave empty for the usual wording."
        error={errors.label ?? null}
      >
        {(p) => <input {...p} value={label} onChange={(e) => setLabel(e.target.value)} />}
      </FormField>
      <FormField id="reserve-basis" label="Basis" error={errors.basis ?? null}>
        {(p) => (
          <textarea
            {...p}
            rows={2}
            value={basis}
            placeholder="Accountant’s estimate of …"
            onChange={(e) => setBasis(e.target.value)}
          />
        )}
      </FormField>
    </CourtDialog>
  );
}
