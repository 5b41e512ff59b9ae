import { partyHasRole } from '../../domain/rules/party-roles.ts';
import { queries, useQuery } from '../../store/index.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { ToggleButtons } from '../../ui/toggle-buttons.tsx';
import type { AssetFormState } from './asset-form-model.ts';
import { byName } from './by-name.ts';

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
    return byName(parties, (p) => partyHasRole(p, 'beneficiary')).map((p) => ({ _id: p._id, label: p.name }));
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
            <SelectField
              id={`${id}-distributed-to`}
              label="Beneficiary"
              required
              none="Select the beneficiary"
              error={errors.distributedTo}
              value={state.distributedTo}
              options={beneficiaries}
              onChange={(distributedTo) => update({ distributedTo })}
            />
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
