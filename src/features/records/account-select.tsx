import type { ReactNode } from 'react';
import type { AccountRecord } from '../../domain/schemas/index.ts';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { LoadBoundary } from './load-boundary.tsx';

type Props = {
  id: string;
  label: string;
  estateId: string;
  value: string;
  onChange: (accountId: string) => void;
  error?: string;
  hint?: ReactNode;
};

export function accountLabel(account: AccountRecord): string {
  const bank = account.bank?.shortName;
  const currency = account.currency === 'OTHER' ? account.currencyOther : account.currency;
  const extra = [bank, currency].filter(Boolean).join(', ');
  return extra ? `${account.name} (${extra})` : account.name;
}

function Options({ estateId }: { estateId: string }) {
  // A failed read is thrown to the LoadBoundary below, which says 'Failed to load accounts'.
  const accounts = dataOrThrow(useQuery(() => queries.accountsOfEstate(estateId), [estateId]));
  if (accounts === undefined) return <option value="">Loading accounts...</option>;
  if (accounts.length === 0) return <option value="">No accounts available</option>;
  const sorted = [...accounts].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <option value="">No account</option>
      {sorted.map((a) => (
        <option key={a._id} value={a._id}>
          {accountLabel(a)}
        </option>
      ))}
    </>
  );
}

/**
 * An estate account picker read from the local store (docs/behaviour.md#record-forms states: 'Loading accounts...',
 * 'No accounts available', 'Failed to load accounts'). Leaving it on "No account" sends nothing.
 */
export function AccountSelect({ id, label, estateId, value, onChange, error, hint }: Props) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <LoadBoundary
          fallback={(message) => (
            <>
              <select {...a11y} disabled value="">
                <option value="">Failed to load accounts</option>
              </select>
              <p className="field-error" role="alert">
                {`Failed to load accounts${message ? `: ${message}` : ''}`}
              </p>
            </>
          )}
        >
          <select {...a11y} value={value} onChange={(e) => onChange(e.target.value)}>
            <Options estateId={estateId} />
          </select>
        </LoadBoundary>
      )}
    </FormField>
  );
}
