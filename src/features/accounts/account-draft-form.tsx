import { type FormEvent, useRef, useState } from 'react';
import {
  type AccountDraft,
  type AccountDraftErrors,
  newAccountDraft,
  validateAccountDraft,
} from '../../domain/rules/account-draft.ts';
import { detectBank, toBankRef } from '../../domain/rules/banks.ts';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { ValidationError } from '../../store/index.ts';
import { BankPicker } from '../../ui/bank-picker.tsx';
import { Field } from '../../ui/labelled-field.tsx';

/** Where the store's messages about the estate or account belong in this form. */
const STORE_FIELD: Record<string, keyof AccountDraftErrors> = {
  estateName: 'estateName',
  'deceased.dateOfDeath': 'dateOfDeath',
  'keyDates.dateOfDeath': 'dateOfDeath',
  name: 'nickname',
};

/**
 * The Create New Account form (docs/behaviour.md#accounts): Account Name with bank auto-detect, Bank search,
 * Estate/Trust Name, Date of Death (one month ago by default), Court Jurisdiction fixed to
 * Ontario and optional notes.
 */
export function AccountDraftForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (draft: AccountDraft) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => newAccountDraft(new Date()));
  const [errors, setErrors] = useState<AccountDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof AccountDraft>(key: K, value: AccountDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found = validateAccountDraft(draft, new Date());
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      setBusy(false);
      if (error instanceof ValidationError) {
        const mapped: AccountDraftErrors = {};
        for (const [path, messages] of Object.entries(error.errors)) {
          const key = STORE_FIELD[path];
          if (key && messages[0]) mapped[key] ??= messages[0];
        }
        setErrors(mapped);
        if (!Object.keys(mapped).length) setFailure(error.message);
        focusFirstError();
      } else {
        setFailure(error instanceof Error ? error.message : 'The account could not be created');
      }
    }
  }

  const invalid = (key: keyof AccountDraftErrors) => (errors[key] ? true : undefined);
  return (
    <form ref={formRef} className="account-draft-form" onSubmit={submit} noValidate>
      {failure && (
        <div className="alert alert-error" role="alert">
          {failure}
        </div>
      )}
      <Field
        label="Account Name"
        required
        error={errors.nickname}
        hint="Include the bank and it is picked for you, e.g. RBC Estate Chequing"
      >
        {(id, describedBy) => (
          <input
            id={id}
            value={draft.nickname}
            onChange={(e) => {
              const nickname = e.target.value;
              const detected = detectBank(nickname);
              setDraft((d) => ({ ...d, nickname, bank: detected ? toBankRef(detected) : d.bank }));
            }}
            aria-invalid={invalid('nickname')}
            aria-describedby={describedBy}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <BankPicker
        value={draft.bank?.slug ?? null}
        onChange={(bank) => set('bank', bank ? toBankRef(bank) : null)}
        description="Search by name, short name or code, e.g. RBC or Tangerine"
      />
      <Field label="Estate/Trust Name" required error={errors.estateName}>
        {(id, describedBy) => (
          <input
            id={id}
            value={draft.estateName}
            onChange={(e) => set('estateName', e.target.value)}
            aria-invalid={invalid('estateName')}
            aria-describedby={describedBy}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <div className="form-grid">
        <Field label="Date of Death" required error={errors.dateOfDeath}>
          {(id, describedBy) => (
            <input
              id={id}
              type="date"
              value={draft.dateOfDeath}
              max={toIsoDate(new Date())}
              onChange={(e) => set('dateOfDeath', e.target.value)}
              aria-invalid={invalid('dateOfDeath')}
              aria-describedby={describedBy}
              required
            />
          )}
        </Field>
        <Field label="Court Jurisdiction">{(id) => <input id={id} value="Ontario" readOnly />}</Field>
      </div>
      <Field label="Initial Notes (optional)">
        {(id) => (
          <textarea id={id} rows={3} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
        )}
      </Field>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Creating...' : 'Create Account'}
        </button>
      </div>
    </form>
  );
}
