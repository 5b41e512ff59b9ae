import { useState } from 'react';
import type { CourtAccountsRecord } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { CourtDialog, useDialogSave } from './court-dialog.tsx';
import { saveCourt } from './court-record.ts';

/**
 * The estate's court details: the Superior Court office, the court file number, the trustee's
 * capacity and whether these are interim or final accounts. The Estate Accounts cover and the
 * court forms are filled from them (docs/behaviour.md#court-accounts-data).
 */
export function CourtDetailsDialog({
  estateId,
  record,
  onClose,
}: {
  estateId: string;
  record: CourtAccountsRecord | null;
  onClose: () => void;
}) {
  const [office, setOffice] = useState(record?.courtOffice ?? '');
  const [fileNumber, setFileNumber] = useState(record?.courtFileNumber ?? '');
  const [capacity, setCapacity] = useState(record?.trusteeCapacity ?? '');
  const [kind, setKind] = useState(record?.accountsKind ?? 'interim');
  const { errors, failure, busy, run } = useDialogSave(onClose);
  const save = () =>
    void run(() =>
      saveCourt(commands.repos, estateId, record, {
        courtOffice: office.trim(),
        courtFileNumber: fileNumber.trim(),
        trusteeCapacity: capacity.trim(),
        accountsKind: kind,
      }),
    );
  return (
    <CourtDialog title="Court Details" busy={busy} failure={failure} onClose={onClose} onSubmit={save}>
      <FormField id="court-office" label="Court office" error={errors.courtOffice ?? null}>
        {(p) => (
          <input {...p} value={office} placeholder="Toronto" onChange={(e) => setOffice(e.target.value)} />
        )}
      </FormField>
      <FormField id="court-file-number" label="Court file number" error={errors.courtFileNumber ?? null}>
        {(p) => <input {...p} value={fileNumber} onChange={(e) => setFileNumber(e.target.value)} />}
      </FormField>
      <FormField id="court-capacity" label="Trustee capacity" error={errors.trusteeCapacity ?? null}>
        {(p) => (
          <input
            {...p}
            value={capacity}
            placeholder="Estate Trustee with a Will"
            onChange={(e) => setCapacity(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="court-kind" label="Accounts" error={errors.accountsKind ?? null}>
        {(p) => (
          <select {...p} value={kind} onChange={(e) => setKind(e.target.value as 'interim' | 'final')}>
            <option value="interim">Interim</option>
            <option value="final">Final</option>
          </select>
        )}
      </FormField>
    </CourtDialog>
  );
}
