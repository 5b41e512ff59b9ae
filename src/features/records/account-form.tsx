import { type FormEvent, useId, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { normalizeCurrency } from '../../domain/rules/account-draft.ts';
import { type Bank, bankBySlug, detectBank, searchBanks, toBankRef } from '../../domain/rules/banks.ts';
import { CURRENCIES } from '../../domain/schemas/index.ts';
import { commands, ValidationError } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';
import { ErrorSummary, errorText, FormActions, focusFirstInvalid, messagesOf } from './form-bits.tsx';
import './records.css';
import { VALUE_LABELS } from '../../domain/value-labels.ts';

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: VALUE_LABELS.currency[c] }));

/**
 * A bank account of an estate (docs/behaviour.md#record-forms Account): nickname with bank auto-detection (docs/behaviour.md#record-forms),
 * a searchable bank list, and the currency (CAD by default; another currency is named in
 * currencyOther). Saved through the repos.
 */
export function AccountForm({
  estateId,
  onSaved,
  onCancel,
}: {
  estateId: string;
  onSaved?: (id: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [bank, setBank] = useState<Bank | null>(null);
  // Once the user picks a bank themselves, typing in the name no longer overrides it.
  const [bankPicked, setBankPicked] = useState(false);
  const [query, setQuery] = useState('');
  const [currency, setCurrency] = useState<string>('CAD');
  const [currencyOther, setCurrencyOther] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const banks = searchBanks(query);

  const refuse = (next: Record<string, string>, message: string | null = null) => {
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(form.current);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = 'Account Name is required';
    if (currency === 'OTHER' && !currencyOther.trim()) problems.currencyOther = 'Name the currency';
    if (Object.keys(problems).length) return refuse(problems);
    setSaving(true);
    try {
      const body = {
        estate: estateId,
        name: name.trim(),
        ...normalizeCurrency({ currency, currencyOther }),
        bank: bank ? toBankRef(bank) : null,
      };
      const saved = await commands.saveWithDocuments({ entity: 'accounts', body });
      onSaved?.(saved._id);
    } catch (error) {
      if (error instanceof ValidationError) refuse(messagesOf(error.errors));
      else refuse({}, errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={form} className="record-form" noValidate onSubmit={save} aria-label="Bank account">
      <ErrorSummary count={Object.keys(errors).length} message={formError} />
      <FormField
        id={`${id}-name`}
        label="Account Name"
        required
        error={errors.name}
        hint="Naming the bank (e.g. “RBC estate chequing”) selects it below."
      >
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(({ name: _gone, ...rest }) => rest);
              if (!bankPicked) setBank(detectBank(e.target.value));
            }}
          />
        )}
      </FormField>
      <FormField id={`${id}-bank-search`} label="Search banks">
        {(a11y) => <input {...a11y} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />}
      </FormField>
      <RadioGroup
        className="bank-group"
        value={bank?.slug ?? null}
        onChange={(slug) => {
          setBank(bankBySlug(slug));
          setBankPicked(true);
        }}
      >
        <Label className="field-label">Bank</Label>
        {banks.length === 0 ? (
          <p className="muted">No bank matches “{query}”.</p>
        ) : (
          <div className="bank-list">
            {banks.map((b) => (
              <Radio key={b.slug} value={b.slug} className="bank-option">
                {({ isSelected }) => (
                  <>
                    <span className="bank-icon" aria-hidden="true">
                      {b.icon}
                    </span>
                    <span>
                      {b.name} <span className="muted">({b.institutionNumber})</span>
                    </span>
                    <span className="asset-class-check" aria-hidden="true">
                      {isSelected ? '✓' : ''}
                    </span>
                  </>
                )}
              </Radio>
            ))}
          </div>
        )}
      </RadioGroup>
      <div className="selected-bank">
        <p className="muted" aria-live="polite">
          {bank ? `Selected bank: ${bank.name}` : 'No bank selected'}
        </p>
        {bank && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setBank(null);
              setBankPicked(true);
            }}
          >
            Clear bank
          </button>
        )}
      </div>
      <ToggleButtons
        id={`${id}-currency`}
        label="Currency"
        options={CURRENCY_OPTIONS}
        value={currency}
        onChange={setCurrency}
        required
      />
      {currency === 'OTHER' && (
        <FormField
          id={`${id}-currencyOther`}
          label="Other Currency"
          required
          error={errors.currencyOther}
          hint="e.g. EUR"
        >
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              maxLength={10}
              value={currencyOther}
              onChange={(e) => setCurrencyOther(e.target.value)}
            />
          )}
        </FormField>
      )}
      <FormActions saving={saving} onCancel={onCancel} submitLabel="Save Account" />
    </form>
  );
}
