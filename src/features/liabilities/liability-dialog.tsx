import { useState } from 'react';
import { Button } from 'react-aria-components';
import { centsToDecimalString, dollarsToCents, formatCents } from '../../domain/rules/money.ts';
import type {
  AssetRecord,
  LiabilityRecord,
  PartyRecord,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import { commands, firstErrors, ValidationError } from '../../store/index.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { formatDate } from '../../ui/record-display.ts';
import { SelectField } from '../../ui/select-field.tsx';
import './liabilities.css';

interface Props {
  estateId: string;
  /** The liability being edited; null adds one. */
  record: LiabilityRecord | null;
  /** The estate's disbursements, newest first: what may have paid it. */
  disbursements: readonly TransactionRecord[];
  /** The estate's creditor parties, one of which the liability may name. */
  creditors: readonly PartyRecord[];
  /** The estate's real property, which a mortgage or lien may be registered against. */
  realProperty: readonly AssetRecord[];
  onClose: () => void;
}

const paymentLabel = (t: TransactionRecord) =>
  [formatDate(t.date), t.payee || t.purpose || 'Disbursement', formatCents(t.amount)]
    .filter(Boolean)
    .join(' · ');

/**
 * Adds or edits one liability of an estate: the creditor, what was owing at death, and the
 * disbursements that paid it. Saved on this device with its outbox row, so it works offline and
 * reaches the firm at the next sync (docs/architecture.md, "Outbox").
 */
export function LiabilityDialog({
  estateId,
  record,
  disbursements,
  creditors,
  realProperty,
  onClose,
}: Props) {
  const [creditor, setCreditor] = useState(record?.creditor ?? '');
  const [party, setParty] = useState(record?.party ?? '');
  const [encumbers, setEncumbers] = useState(record?.encumbers ?? '');
  const [description, setDescription] = useState(record?.description ?? '');
  const [amount, setAmount] = useState(record ? centsToDecimalString(record.amountAtDeath) : '');
  const [paidBy, setPaidBy] = useState<string[]>(record?.paidBy ?? []);
  const [notes, setNotes] = useState(record?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) setErrors(firstErrors(error.errors));
      else setFailure('This could not be saved on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    setErrors({});
    const cents = dollarsToCents(amount);
    const amountError = !amount.trim()
      ? 'Amount at death is required'
      : cents === null
        ? 'Enter the amount in dollars, such as 1234.56'
        : cents < 0
          ? 'Amount at death must not be negative'
          : null;
    if (amountError) {
      setErrors({
        ...(creditor.trim() ? {} : { creditor: 'Creditor is required' }),
        amountAtDeath: amountError,
      });
      return;
    }
    // Links to disbursements since deleted are dropped when the liability is saved again.
    const live = new Set(disbursements.map((t) => t._id));
    const body = {
      estate: estateId,
      creditor: creditor.trim(),
      description: description.trim(),
      amountAtDeath: cents as number,
      paidBy: paidBy.filter((id) => live.has(id)),
      notes: notes.trim(),
      ...(party ? { party } : {}),
      // Null clears it on an edit (an update changes only the fields it names).
      encumbers: realProperty.some((a) => a._id === encumbers) ? encumbers : null,
    };
    const { repos } = commands;
    void run(() => (record ? repos.liabilities.update(record._id, body) : repos.liabilities.create(body)));
  };

  const remove = () => {
    if (record) void run(() => commands.repos.liabilities.remove(record._id));
  };

  const chooseParty = (id: string) => {
    setParty(id);
    const named = creditors.find((p) => p._id === id);
    if (named && !creditor.trim()) setCreditor(named.name);
  };

  const toggle = (id: string, on: boolean) =>
    setPaidBy((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));

  return (
    <FormDialog
      title={record ? 'Edit Liability' : 'Add Liability'}
      className="liability-dialog"
      busy={busy}
      failure={failure}
      onClose={onClose}
      onSubmit={save}
      extra={
        record && (
          <Button className="button button-danger" isDisabled={busy} onPress={remove}>
            Delete
          </Button>
        )
      }
    >
      {creditors.length > 0 && (
        <SelectField
          id="liability-party"
          label="Creditor party"
          error={errors.party ?? null}
          value={party}
          options={creditors.map((c) => ({ _id: c._id, label: c.name }))}
          onChange={chooseParty}
        />
      )}
      <FormField id="liability-creditor" label="Creditor" required error={errors.creditor ?? null}>
        {(p) => <input {...p} value={creditor} onChange={(e) => setCreditor(e.target.value)} />}
      </FormField>
      <FormField id="liability-description" label="Description" error={errors.description ?? null}>
        {(p) => <input {...p} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </FormField>
      {realProperty.length > 0 && (
        <SelectField
          id="liability-encumbers"
          label="Registered against"
          hint="The real property a mortgage or lien is registered against; the value of the estate counts it net"
          error={errors.encumbers ?? null}
          value={encumbers}
          options={realProperty.map((a) => ({ _id: a._id, label: a.name }))}
          onChange={setEncumbers}
        />
      )}
      <FormField
        id="liability-amount"
        label="Amount at death ($)"
        required
        error={errors.amountAtDeath ?? null}
      >
        {(p) => (
          <input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        )}
      </FormField>
      <fieldset
        className="liability-payments"
        aria-describedby={errors.paidBy ? 'liability-paid-by-error' : undefined}
      >
        <legend>Paid by</legend>
        {disbursements.length === 0 ? (
          <p className="muted">This estate has no disbursements yet.</p>
        ) : (
          disbursements.map((t) => (
            <label key={t._id} className="liability-payment">
              <input
                type="checkbox"
                checked={paidBy.includes(t._id)}
                onChange={(e) => toggle(t._id, e.target.checked)}
              />
              {paymentLabel(t)}
            </label>
          ))
        )}
        {errors.paidBy && (
          <p id="liability-paid-by-error" className="field-error">
            {errors.paidBy}
          </p>
        )}
      </fieldset>
      <FormField id="liability-notes" label="Notes" error={errors.notes ?? null}>
        {(p) => <textarea {...p} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />}
      </FormField>
    </FormDialog>
  );
}
