import { useState } from 'react';
import { Button } from 'react-aria-components';
import { uuidv7 } from '../../domain/ids.ts';
import { isIsoDate } from '../../domain/rules/dates.ts';
import { centsToDecimalString } from '../../domain/rules/money.ts';
import { LAING_LABELS } from '../../domain/rules/ontario/index.ts';
import { type CourtAccountsRecord, LAING_FACTORS, type PartyRecord } from '../../domain/schemas/index.ts';
import { VALUE_LABELS } from '../../domain/value-labels.ts';
import { commands } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ValueOptions } from '../../ui/value-options.tsx';
import { amountOf, CourtDialog, useDialogSave } from './court-dialog.tsx';
import { saveCourt } from './court-record.ts';

type TakenRow = {
  id: string;
  date: string;
  amount: string;
  ledger: 'capital' | 'revenue';
  authority: 'consent' | 'court-order';
  reference: string;
};

/**
 * The compensation facts: the co-trustees' agreed shares (empty: equal, and the accounts say so),
 * compensation already taken with its authority (consent or court order), and the trustee's
 * reasons against the five Laing Estate v. Hines factors (docs/behaviour.md#court-accounts-data).
 * Part of the compensation claim, so only a role with that ability opens it.
 */
export function CompensationDialog({
  estateId,
  record,
  trustees,
  onClose,
}: {
  estateId: string;
  record: CourtAccountsRecord | null;
  /** The estate's executor parties. */
  trustees: readonly PartyRecord[];
  onClose: () => void;
}) {
  const [shares, setShares] = useState<Record<string, { n: string; d: string }>>(() =>
    Object.fromEntries(
      (record?.coTrustees ?? []).map((c) => [c.party, { n: String(c.numerator), d: String(c.denominator) }]),
    ),
  );
  const [taken, setTaken] = useState<TakenRow[]>(() =>
    (record?.compensationTaken ?? []).map((t) => ({
      id: t.id,
      date: t.date,
      amount: centsToDecimalString(t.amount),
      ledger: t.ledger,
      authority: t.authority,
      reference: t.reference ?? '',
    })),
  );
  const [reasons, setReasons] = useState<Record<string, string>>(() => ({
    ...(record?.compensationReasons ?? {}),
  }));
  const [care, setCare] = useState(() => ({
    reason: record?.careAndManagement?.reason ?? '',
    value: record?.careAndManagement ? centsToDecimalString(record.careAndManagement.averageValue) : '',
    basis: record?.careAndManagement?.basis ?? '',
  }));
  const { errors, setErrors, failure, busy, run } = useDialogSave(onClose);

  const editRow = (id: string, patch: Partial<TakenRow>) =>
    setTaken((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const save = () => {
    const found: Record<string, string> = {};
    const given = trustees.filter((t) => shares[t._id]?.n.trim() || shares[t._id]?.d.trim());
    const coTrustees = given.map((t) => {
      const n = Number(shares[t._id]?.n);
      const d = Number(shares[t._id]?.d);
      if (!Number.isInteger(n) || n < 0 || !Number.isInteger(d) || d < 1)
        found[`share-${t._id}`] = 'Enter the share as whole numbers, such as 1 out of 3';
      return { party: t._id, numerator: n, denominator: d };
    });
    if (given.length > 0 && given.length < trustees.length)
      found.shares = 'Enter a share for every trustee, or none';
    const items = taken.map((r) => {
      const { cents, error } = amountOf(r.amount, 'Amount');
      if (error || cents === 0) found[`taken-${r.id}-amount`] = error ?? 'Amount must be more than zero';
      if (!isIsoDate(r.date)) found[`taken-${r.id}-date`] = 'Enter the date it was taken';
      return {
        id: r.id,
        date: r.date,
        amount: cents ?? 0,
        ledger: r.ledger,
        authority: r.authority,
        ...(r.reference.trim() ? { reference: r.reference.trim() } : {}),
      };
    });
    // The care and management fee is claimed only with its reason and the value it is charged on.
    const careGiven = care.reason.trim() || care.value.trim() || care.basis.trim();
    const careValue = careGiven ? amountOf(care.value, 'Average market value') : null;
    if (careGiven && !care.reason.trim())
      found['care-reason'] = 'Say why the estate was managed rather than distributed';
    if (careValue && (careValue.error || !careValue.cents))
      found['care-value'] =
        careValue.error ?? 'Enter the average market value of the assets under management';
    if (Object.keys(found).length > 0) return setErrors(found);
    const written = Object.fromEntries(
      LAING_FACTORS.map((f) => [f, reasons[f]?.trim() ?? '']).filter(([, text]) => text),
    );
    void run(() =>
      saveCourt(commands.repos, estateId, record, {
        coTrustees,
        compensationTaken: items,
        compensationReasons: written,
        careAndManagement:
          careGiven && careValue?.cents
            ? {
                reason: care.reason.trim(),
                averageValue: careValue.cents,
                ...(care.basis.trim() ? { basis: care.basis.trim() } : {}),
              }
            : null,
      }),
    );
  };

  return (
    <CourtDialog title="Compensation" busy={busy} failure={failure} onClose={onClose} onSubmit={save}>
      {trustees.length > 1 && (
        <fieldset aria-describedby={errors.shares ? 'shares-error' : undefined}>
          <legend>Co-trustees’ shares of the compensation (empty: equal shares)</legend>
          {trustees.map((t) => (
            <div className="court-row" key={t._id}>
              <FormField
                id={`share-${t._id}-n`}
                label={`${t.name}: share`}
                error={errors[`share-${t._id}`] ?? null}
              >
                {(p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={shares[t._id]?.n ?? ''}
                    onChange={(e) =>
                      setShares((s) => ({ ...s, [t._id]: { n: e.target.value, d: s[t._id]?.d ?? '' } }))
                    }
                  />
                )}
              </FormField>
              <FormField id={`share-${t._id}-d`} label="out of" error={null}>
                {(p) => (
                  <input
                    {...p}
                    inputMode="numeric"
                    value={shares[t._id]?.d ?? ''}
                    onChange={(e) =>
                      setShares((s) => ({ ...s, [t._id]: { n: s[t._id]?.n ?? '', d: e.target.value } }))
                    }
                  />
                )}
              </FormField>
            </div>
          ))}
          {errors.shares && (
            <p id="shares-error" className="field-error">
              {errors.shares}
            </p>
          )}
        </fieldset>
      )}
      <fieldset>
        <legend>Compensation already taken</legend>
        {taken.length === 0 && <p className="muted">None recorded.</p>}
        {taken.map((r, i) => (
          <div className="court-row" key={r.id}>
            <FormField
              id={`taken-${r.id}-date`}
              label={`Taken ${i + 1}: date`}
              error={errors[`taken-${r.id}-date`] ?? null}
            >
              {(p) => (
                <input
                  {...p}
                  type="date"
                  value={r.date}
                  onChange={(e) => editRow(r.id, { date: e.target.value })}
                />
              )}
            </FormField>
            <FormField
              id={`taken-${r.id}-amount`}
              label="Amount ($)"
              error={errors[`taken-${r.id}-amount`] ?? null}
            >
              {(p) => (
                <input
                  {...p}
                  inputMode="decimal"
                  value={r.amount}
                  onChange={(e) => editRow(r.id, { amount: e.target.value })}
                />
              )}
            </FormField>
            <FormField id={`taken-${r.id}-ledger`} label="From" error={null}>
              {(p) => (
                <select
                  {...p}
                  value={r.ledger}
                  onChange={(e) => editRow(r.id, { ledger: e.target.value as TakenRow['ledger'] })}
                >
                  <option value="capital">Capital</option>
                  <option value="revenue">Revenue</option>
                </select>
              )}
            </FormField>
            <FormField id={`taken-${r.id}-authority`} label="Authority" error={null}>
              {(p) => (
                <select
                  {...p}
                  value={r.authority}
                  onChange={(e) => editRow(r.id, { authority: e.target.value as TakenRow['authority'] })}
                >
                  <ValueOptions labels={VALUE_LABELS.compensationAuthority} />
                </select>
              )}
            </FormField>
            <FormField id={`taken-${r.id}-reference`} label="Who consented, or the order" error={null}>
              {(p) => (
                <input
                  {...p}
                  value={r.reference}
                  onChange={(e) => editRow(r.id, { reference: e.target.value })}
                />
              )}
            </FormField>
            <Button
              className="button button-secondary"
              aria-label={`Remove compensation taken ${i + 1}`}
              onPress={() => setTaken((rows) => rows.filter((x) => x.id !== r.id))}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          className="button button-secondary"
          onPress={() =>
            setTaken((rows) => [
              ...rows,
              { id: uuidv7(), date: '', amount: '', ledger: 'capital', authority: 'consent', reference: '' },
            ])
          }
        >
          Add Compensation Taken
        </Button>
      </fieldset>
      <fieldset>
        <legend>Care and management fee (claimed only with its reason and basis)</legend>
        <p className="muted">
          Allowed where the estate could not be distributed at once and was managed over time: 2/5 of 1% a
          year of the average market value of the assets under management. Leave empty not to claim it.
        </p>
        <FormField
          id="care-reason"
          label="Why the estate was managed rather than distributed"
          error={errors['care-reason'] ?? null}
        >
          {(p) => (
            <textarea
              {...p}
              rows={2}
              value={care.reason}
              onChange={(e) => setCare((c) => ({ ...c, reason: e.target.value }))}
            />
          )}
        </FormField>
        <div className="court-row">
          <FormField
            id="care-value"
            label="Average market value under management ($)"
            error={errors['care-value'] ?? null}
          >
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={care.value}
                onChange={(e) => setCare((c) => ({ ...c, value: e.target.value }))}
              />
            )}
          </FormField>
          <FormField id="care-basis" label="How the average was found" error={null}>
            {(p) => (
              <input
                {...p}
                value={care.basis}
                onChange={(e) => setCare((c) => ({ ...c, basis: e.target.value }))}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <fieldset>
        <legend>Reasons for the claim (Laing Estate v. Hines)</legend>
        {LAING_FACTORS.map((f) => (
          <FormField key={f} id={`reason-${f}`} label={LAING_LABELS[f]} error={null}>
            {(p) => (
              <textarea
                {...p}
                rows={2}
                value={reasons[f] ?? ''}
                onChange={(e) => setReasons((r) => ({ ...r, [f]: e.target.value }))}
              />
            )}
          </FormField>
        ))}
      </fieldset>
    </CourtDialog>
  );
}
