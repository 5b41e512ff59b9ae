import { queries, useQuery } from '../../store/index.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';
import type { AssetFormState } from './asset-form-model.ts';

const HOW = [
  { value: 'sale', label: 'Sale or other' },
  { value: 'in-kind', label: 'Distributed in kind' },
];

/**
 * How a disposed asset left the estate (docs/behaviour.md#court-accounts-data): sold (its proceeds
 * then come in as a receipt), or handed to a beneficiary in kind, as a specific bequest or on
 * account of their share of the residue. The accounts show the latter as a distribution to that
 * beneficiary at its value then, not as a loss on realisation.
 */
export function AssetDistribution({
  id,
  estateId,
  state,
  errors,
  update,
}: {
  id: string;
  estateId: string;
  state: AssetFormState;
  errors: Record<string, string>;
  update: (changes: Partial<AssetFormState>, ...cleared: string[]) => void;
}) {
  const read = useQuery(async () => {
    const parties = await queries.partiesOfEstate(estateId);
    return parties
      .filter((p) => !p.deletedAt && p.role === 'beneficiary')
      .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
  }, [estateId]);
  const beneficiaries = read.status === 'ready' ? read.data : [];

  return (
    <>
      <ToggleButtons
        id={`${id}-how`}
        label="Disposed by"
        options={HOW}
        value={state.inKind ? 'in-kind' : 'sale'}
        onChange={(how) =>
          update(
            // Handed over at its value at death unless the trustee enters its value then.
            how === 'in-kind'
              ? { inKind: true, proceeds: state.proceeds ?? state.fmvDoD }
              : { inKind: false, distributedTo: '', onAccountOfShare: false },
            'distributedTo',
            'proceeds',
          )
        }
        required
      />
      {state.inKind && (
        <>
          {beneficiaries.length === 0 && read.status === 'ready' ? (
            <p className="alert alert-warn" role="status">
              This estate has no beneficiaries yet. Add the beneficiary first, then come back to this asset.
            </p>
          ) : (
            <FormField id={`${id}-distributed-to`} label="Beneficiary" required error={errors.distributedTo}>
              {(a11y) => (
                <select
                  {...a11y}
                  value={state.distributedTo}
                  onChange={(e) => update({ distributedTo: e.target.value })}
                >
                  <option value="" disabled>
                    Select the beneficiary
                  </option>
                  {beneficiaries.map((p) => (
                    <option key={p._id} value={p._id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <div className="field checkbox-field">
            <input
              id={`${id}-on-account`}
              type="checkbox"
              checked={state.onAccountOfShare}
              onChange={(e) => update({ onAccountOfShare: e.target.checked })}
            />
            <label htmlFor={`${id}-on-account`}>
              On account of their share of the residue (leave unticked for a specific bequest under the will)
            </label>
          </div>
        </>
      )}
    </>
  );
}
