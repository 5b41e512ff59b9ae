import { type FormEvent, type ReactNode, useId } from 'react';
import { transactionTypeLabel, typesForKind } from '../../domain/rules/transactions.ts';
import {
  LEDGERS,
  TRANSACTION_KINDS,
  type TransactionKind,
  type TransactionRecord,
} from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';
import { AccountSelect } from './account-select.tsx';
import { editedFields } from './edited-fields.ts';
import { ErrorSummary, FormActions } from './form-bits.tsx';
import {
  newTransactionForm,
  type TransactionFormState,
  transactionBodyFromForm,
  transactionChangesFromForm,
  transactionFormErrors,
  transactionFormFromRecord,
  withKind,
  withType,
} from './transaction-form-model.ts';
import { TransactionLinks } from './transaction-links.tsx';
import { useRecordForm } from './use-record-form.ts';
import './records.css';

export type TransactionFormProps = {
  estateId: string;
  /** The transaction being edited; without it the form records a new one. */
  record?: TransactionRecord;
  /** Called with the transaction's id once it is saved on this device. */
  onSaved?: (id: string) => void;
  onCancel?: () => void;
  /** More buttons beside Save (the edit page's Delete). */
  actions?: ReactNode;
};

const KIND_OPTIONS = TRANSACTION_KINDS.map((k) => ({ value: k, label: k[0]!.toUpperCase() + k.slice(1) }));
const LEDGER_OPTIONS = LEDGERS.map((l) => ({ value: l, label: l[0]!.toUpperCase() + l.slice(1) }));

/**
 * The transaction form (docs/behaviour.md#record-forms): <TransactionForm estateId={id} onSaved={…} onCancel={…} />.
 * Saved through the repos (works offline); accounts left unselected are not sent.
 */
export function TransactionForm({ estateId, record, onSaved, onCancel, actions }: TransactionFormProps) {
  const id = useId();
  const { form, opened, state, setState, errors, formError, saving, clearErrors, run } =
    useRecordForm<TransactionFormState>(() =>
      record ? transactionFormFromRecord(record) : newTransactionForm(new Date()),
    );
  const change = (next: TransactionFormState, ...cleared: string[]) => {
    setState(next);
    clearErrors(...cleared);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    void run(
      transactionFormErrors(state),
      () =>
        record
          ? commands.repos.transactions.update(
              record._id,
              editedFields(
                transactionChangesFromForm(opened, estateId),
                transactionChangesFromForm(state, estateId),
              ),
            )
          : commands.saveWithDocuments({
              entity: 'transactions',
              body: transactionBodyFromForm(state, estateId),
            }),
      onSaved,
    );
  }

  const text = (name: 'payee' | 'purpose' | 'notes', label: string, multiline = false) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      className={multiline ? 'span-all' : undefined}
    >
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            rows={3}
            value={state[name]}
            onChange={(e) => change({ ...state, [name]: e.target.value }, name)}
          />
        ) : (
          <input
            {...a11y}
            type="text"
            value={state[name]}
            onChange={(e) => change({ ...state, [name]: e.target.value }, name)}
          />
        )
      }
    </FormField>
  );

  return (
    <form ref={form} className="record-form" noValidate onSubmit={save} aria-label="Transaction">
      <ErrorSummary count={Object.keys(errors).length} message={formError} />
      <ToggleButtons
        id={`${id}-kind`}
        label="Kind"
        options={KIND_OPTIONS}
        value={state.kind}
        onChange={(kind) => change(withKind(state, kind as TransactionKind), 'kind', 'type')}
        required
      />
      <div className="form-grid">
        <FormField id={`${id}-type`} label="Type" required error={errors.type}>
          {(a11y) => (
            <select
              {...a11y}
              value={state.type}
              onChange={(e) => change(withType(state, e.target.value), 'type')}
            >
              <option value="" disabled>
                Select type
              </option>
              {typesForKind(state.kind).map((t) => (
                <option key={t} value={t}>
                  {transactionTypeLabel(t)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-date`} label="Date" required error={errors.date}>
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              value={state.date}
              onChange={(e) => change({ ...state, date: e.target.value }, 'date')}
            />
          )}
        </FormField>
        <FormField id={`${id}-amount`} label="Amount" required error={errors.amount}>
          {(a11y) => (
            <CurrencyInput
              {...a11y}
              value={state.amount}
              onChange={(amount) => change({ ...state, amount }, 'amount')}
            />
          )}
        </FormField>
      </div>
      <div className="form-grid">
        <AccountSelect
          id={`${id}-from`}
          label="From Account"
          estateId={estateId}
          value={state.fromAccount}
          onChange={(fromAccount) => change({ ...state, fromAccount }, 'fromAccount', 'toAccount')}
          error={errors.fromAccount}
        />
        <AccountSelect
          id={`${id}-to`}
          label="To Account"
          estateId={estateId}
          value={state.toAccount}
          onChange={(toAccount) => change({ ...state, toAccount }, 'fromAccount', 'toAccount')}
          error={errors.toAccount}
        />
      </div>
      <div className="form-grid">
        {text('payee', 'Payee/Recipient')}
        {text('purpose', 'Purpose')}
      </div>
      <TransactionLinks id={id} estateId={estateId} state={state} errors={errors} change={change} />
      <ToggleButtons
        id={`${id}-ledger`}
        label="Ledger"
        hint="Interest and dividends are revenue; other entries move capital unless you choose otherwise."
        options={LEDGER_OPTIONS}
        value={state.ledger}
        onChange={(ledger) =>
          change({ ...state, ledger: ledger as TransactionFormState['ledger'], ledgerChosen: true }, 'ledger')
        }
        required
      />
      {text('notes', 'Notes', true)}
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={record ? 'Save Changes' : 'Save Transaction'}
        extra={actions}
      />
    </form>
  );
}
