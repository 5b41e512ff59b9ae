import { useState } from 'react';
import { currentUser } from '../../api/session.ts';
import type { CourtAccountsRecord } from '../../domain/schemas/index.ts';
import { VALUE_LABELS } from '../../domain/value-labels.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ValueOptions } from '../../ui/value-options.tsx';
import { CourtDialog, useDialogSave } from './court-dialog.tsx';
import { courtOffices, saveCourt } from './court-record.ts';

/**
 * The estate's court details: the Superior Court office and its address, the court file number,
 * the trustee's capacity and whether these are interim or final accounts. The Estate Accounts cover
 * and the court forms are filled from them (docs/behaviour.md#court-accounts-data). The address is
 * prefilled from the firm's table of court offices, which an Admin edits in the firm's settings,
 * and for an office not in it from the address last entered on the firm's estates.
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
  const [address, setAddress] = useState(record?.courtAddress ?? '');
  const table = useQuery(async () => {
    const firm = await queries.organizationById(currentUser()?.organization?._id);
    return courtOffices(await queries.all('courtAccounts'), firm?.courtOffices ?? []);
  }, []);
  const offices = table.status === 'ready' ? table.data : [];
  const known = (name: string) =>
    offices.find((o) => o.name.trim().toLowerCase() === name.trim().toLowerCase());
  const changeOffice = (name: string) => {
    setOffice(name);
    // The firm's address for that office, unless one was typed for this estate.
    const found = known(name);
    if (found && (!address.trim() || known(office)?.address === address)) setAddress(found.address);
  };
  const [fileNumber, setFileNumber] = useState(record?.courtFileNumber ?? '');
  const [capacity, setCapacity] = useState(record?.trusteeCapacity ?? '');
  const [kind, setKind] = useState(record?.accountsKind ?? 'interim');
  const { errors, failure, busy, run } = useDialogSave(onClose);
  const save = () =>
    void run(() =>
      saveCourt(commands.repos, estateId, record, {
        courtOffice: office.trim(),
        courtAddress: address.trim(),
        courtFileNumber: fileNumber.trim(),
        trusteeCapacity: capacity.trim(),
        accountsKind: kind,
      }),
    );
  return (
    <CourtDialog title="Court Details" busy={busy} failure={failure} onClose={onClose} onSubmit={save}>
      <FormField id="court-office" label="Court office" error={errors.courtOffice ?? null}>
        {(p) => (
          <>
            <input
              {...p}
              value={office}
              placeholder="Toronto"
              list="court-office-names"
              onChange={(e) => changeOffice(e.target.value)}
            />
            <datalist id="court-office-names">
              {offices.map((o) => (
                <option key={o.name} value={o.name} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id="court-address" label="Court office address" error={errors.courtAddress ?? null}>
        {(p) => (
          <input
            {...p}
            value={address}
            placeholder="Street, city"
            onChange={(e) => setAddress(e.target.value)}
          />
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
            <ValueOptions labels={VALUE_LABELS.accountsKind} />
          </select>
        )}
      </FormField>
    </CourtDialog>
  );
}
