import { type FormEvent, useState } from 'react';
import { CURRENCIES, type Currency } from '../../domain/schemas/index.ts';
import { firstErrors, ValidationError } from '../../store/index.ts';
import { BankPicker } from '../../ui/bank-picker.tsx';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { Field } from '../../ui/labelled-field.tsx';
import type { AccountEditValues } from './account-edit.ts';

const CURRENCY_LABELS: Record<Currency, string> = {
  CAD: 'CAD — Canadian dollar',
  USD: 'USD — US dollar',
  OTHER: 'Other currency',
};

/** Edit an account's name, bank and currency; the store's messages appear under the inputs. */
export function AccountEditForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: AccountEditValues;
  onSubmit: (values: AccountEditValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AccountEditValues>(key: K, value: AccountEditValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (!values.name.trim()) {
      setErrors({ name: 'Account Name is required' });
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setBusy(false);
      if (error instanceof ValidationError) setErrors(firstErrors(error.errors));
      else setFailure(error instanceof Error ? error.message : 'The account could not be saved');
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {failure && (
        <div className="alert alert-error" role="alert">
          {failure}
        </div>
      )}
      <Field label="Account Name" required error={errors.name}>
        {(id, describedBy) => (
          <input
            id={id}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <BankPicker value={values.bankSlug} onChange={(bank) => set('bankSlug', bank?.slug ?? null)} />
      <div className="form-grid">
        <Field label="Currency" error={errors.currency}>
          {(id, describedBy) => (
            <select
              id={id}
              value={values.currency}
              onChange={(e) => set('currency', e.target.value as Currency)}
              aria-describedby={describedBy}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {CURRENCY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.currency === 'OTHER' && (
          <Field
            label="Other Currency"
            required
            error={errors.currencyOther}
            hint="Currency code, e.g. EUR or GBP"
          >
            {(id, describedBy) => (
              <input
                id={id}
                value={values.currencyOther}
                onChange={(e) => set('currencyOther', e.target.value)}
                aria-invalid={errors.currencyOther ? true : undefined}
                aria-describedby={describedBy}
                required
                maxLength={10}
                autoComplete="off"
              />
            )}
          </Field>
        )}
      </div>
      <fieldset className="form-grid">
        <legend>Bank statement</legend>
        <Field
          label="Statement balance"
          error={errors.statementBalance}
          hint="The balance on the bank's statement; the court accounts are reconciled to it."
        >
          {(id, describedBy) => (
            <CurrencyInput
              id={id}
              value={values.statementBalance}
              onChange={(cents) => set('statementBalance', cents)}
              aria-invalid={errors.statementBalance ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field label="Statement date" error={errors.statementDate}>
          {(id, describedBy) => (
            <input
              id={id}
              type="date"
              value={values.statementDate}
              onChange={(e) => set('statementDate', e.target.value)}
              aria-invalid={errors.statementDate ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </fieldset>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
