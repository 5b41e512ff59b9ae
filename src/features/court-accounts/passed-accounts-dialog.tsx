import { useState } from 'react';
import { Button } from 'react-aria-components';
import { isIsoDate } from '../../domain/rules/dates.ts';
import { centsToDecimalString } from '../../domain/rules/money.ts';
import type { AssetRecord, CourtAccountsRecord } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { amountOf, CourtDialog, useDialogSave } from './court-dialog.tsx';
import { saveCourt } from './court-record.ts';

/**
 * The accounts passed at an earlier passing: the last day of the period passed, the judgment's
 * date, the cash on hand in each account and each asset at the value passed. The next accounts
 * open with these figures instead of the values at death (docs/behaviour.md#court-accounts-data).
 */
export function PassedAccountsDialog({
  estateId,
  record,
  assets,
  onClose,
}: {
  estateId: string;
  record: CourtAccountsRecord | null;
  assets: readonly AssetRecord[];
  onClose: () => void;
}) {
  const passed = record?.passedAccounts ?? null;
  const [passedTo, setPassedTo] = useState(passed?.passedTo ?? '');
  const [judgment, setJudgment] = useState(passed?.judgmentDate ?? '');
  const [capital, setCapital] = useState(passed ? centsToDecimalString(passed.capitalCash) : '');
  const [revenue, setRevenue] = useState(passed ? centsToDecimalString(passed.revenueCash) : '');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((passed?.assets ?? []).map((a) => [a.asset, centsToDecimalString(a.value)])),
  );
  const { errors, setErrors, failure, busy, run } = useDialogSave(onClose);

  const save = () => {
    const found: Record<string, string> = {};
    if (!isIsoDate(passedTo)) found.passedTo = 'Enter the last day of the period passed';
    if (judgment && !isIsoDate(judgment)) found.judgmentDate = 'Enter a date';
    const cap = amountOf(capital, 'Capital cash');
    const rev = amountOf(revenue, 'Revenue cash');
    if (cap.error) found.capitalCash = cap.error;
    if (rev.error) found.revenueCash = rev.error;
    const held = assets.flatMap((a) => {
      const { cents, error } = amountOf(values[a._id] ?? '', 'Value', false);
      if (error) found[`asset-${a._id}`] = error;
      return cents === null ? [] : [{ asset: a._id, value: cents }];
    });
    if (Object.keys(found).length > 0) return setErrors(found);
    void run(() =>
      saveCourt(commands.repos, estateId, record, {
        passedAccounts: {
          passedTo,
          judgmentDate: judgment || null,
          capitalCash: cap.cents as number,
          revenueCash: rev.cents as number,
          assets: held,
        },
      }),
    );
  };
  const remove = () => void run(() => saveCourt(commands.repos, estateId, record, { passedAccounts: null }));

  return (
    <CourtDialog
      title="Accounts Passed"
      busy={busy}
      failure={failure}
      onClose={onClose}
      onSubmit={save}
      extra={
        passed && (
          <Button className="button button-danger" isDisabled={busy} onPress={remove}>
            Remove
          </Button>
        )
      }
    >
      <div className="court-row">
        <FormField id="passed-to" label="Passed to" required error={errors.passedTo ?? null}>
          {(p) => <input {...p} type="date" value={passedTo} onChange={(e) => setPassedTo(e.target.value)} />}
        </FormField>
        <FormField id="passed-judgment" label="Judgment dated" error={errors.judgmentDate ?? null}>
          {(p) => <input {...p} type="date" value={judgment} onChange={(e) => setJudgment(e.target.value)} />}
        </FormField>
      </div>
      <div className="court-row">
        <FormField id="passed-capital" label="Capital cash ($)" required error={errors.capitalCash ?? null}>
          {(p) => (
            <input {...p} inputMode="decimal" value={capital} onChange={(e) => setCapital(e.target.value)} />
          )}
        </FormField>
        <FormField id="passed-revenue" label="Revenue cash ($)" required error={errors.revenueCash ?? null}>
          {(p) => (
            <input {...p} inputMode="decimal" value={revenue} onChange={(e) => setRevenue(e.target.value)} />
          )}
        </FormField>
      </div>
      <fieldset>
        <legend>Assets on hand as passed ($; leave empty if not on hand)</legend>
        {assets.length === 0 && <p className="muted">This estate has no assets.</p>}
        {assets.map((a) => (
          <FormField
            key={a._id}
            id={`passed-asset-${a._id}`}
            label={a.name}
            error={errors[`asset-${a._id}`] ?? null}
          >
            {(p) => (
              <input
                {...p}
                inputMode="decimal"
                value={values[a._id] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [a._id]: e.target.value }))}
              />
            )}
          </FormField>
        ))}
      </fieldset>
    </CourtDialog>
  );
}
