import { formatCents } from '../../domain/rules/money.ts';
import { queries, useQuery } from '../../store/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { FormField } from '../../ui/form-field.tsx';
import type { TransactionFormState } from './transaction-form-model.ts';

/**
 * The court-accounts links of a transaction (docs/behaviour.md#court-accounts-data): a receipt may
 * realise one of the estate's unrealised assets, with the costs of sale deducted before the money
 * arrived; a disbursement may be an advance to a beneficiary on account of their share, or the
 * purchase of an investment (a reinvestment, which earns no compensation), not both. Offered only
 * when the estate has such an asset or beneficiary.
 */
export function TransactionLinks({
  id,
  estateId,
  state,
  errors,
  change,
}: {
  id: string;
  estateId: string;
  state: TransactionFormState;
  errors: Record<string, string>;
  change: (next: TransactionFormState, ...cleared: string[]) => void;
}) {
  const read = useQuery(async () => {
    const [assets, parties] = await Promise.all([
      queries.assetsOfEstate(estateId),
      queries.partiesOfEstate(estateId),
    ]);
    return {
      unrealised: assets
        .filter((a) => !a.deletedAt && a.status !== 'disposed')
        .sort((a, b) => a.name.localeCompare(b.name, 'en-CA')),
      beneficiaries: parties
        .filter((p) => !p.deletedAt && p.role === 'beneficiary')
        .sort((a, b) => a.name.localeCompare(b.name, 'en-CA')),
      investments: assets
        .filter((a) => !a.deletedAt && a.assetClass === 'security_investment')
        .sort((a, b) => a.name.localeCompare(b.name, 'en-CA')),
    };
  }, [estateId]);
  if (read.status !== 'ready') return null;
  const { unrealised, beneficiaries, investments } = read.data;

  if (state.kind === 'receipt' && unrealised.length > 0) {
    const net = state.amount ?? 0;
    const costs = state.costsOfSale ?? 0;
    return (
      <div className="form-grid">
        <FormField
          id={`${id}-realises`}
          label="Realises asset"
          hint="The asset this receipt is the (net) proceeds of."
          error={errors.realisesAsset}
        >
          {(a11y) => (
            <select
              {...a11y}
              value={state.realisesAsset}
              onChange={(e) => change({ ...state, realisesAsset: e.target.value }, 'realisesAsset')}
            >
              <option value="">None</option>
              {unrealised.map((a) => (
                <option key={a._id} value={a._id}>
                  {a.name} ({formatCents(a.fmvDoD)} at death)
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-costs`}
          label="Costs of sale"
          hint={
            state.realisesAsset && costs > 0
              ? `Net proceeds ${formatCents(net)} + costs ${formatCents(costs)} = ${formatCents(net + costs)} gross`
              : 'Commission and fees deducted before the money arrived.'
          }
          error={errors.costsOfSale}
        >
          {(a11y) => (
            <CurrencyInput
              {...a11y}
              value={state.costsOfSale}
              onChange={(costsOfSale) => change({ ...state, costsOfSale }, 'costsOfSale', 'realisesAsset')}
            />
          )}
        </FormField>
      </div>
    );
  }
  if (state.kind === 'disbursement' && (beneficiaries.length > 0 || investments.length > 0)) {
    return (
      <div className="form-grid">
        {beneficiaries.length > 0 && (
          <FormField
            id={`${id}-advance`}
            label="Advance to beneficiary"
            hint="A payment on account of this beneficiary's share, brought into account in the distribution."
            error={errors.advanceTo}
          >
            {(a11y) => (
              <select
                {...a11y}
                value={state.advanceTo}
                disabled={state.purchasesAsset !== ''}
                onChange={(e) => change({ ...state, advanceTo: e.target.value }, 'advanceTo')}
              >
                <option value="">None</option>
                {beneficiaries.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {investments.length > 0 && (
          <FormField
            id={`${id}-purchase`}
            label="Buys investment"
            hint="Estate money reinvested: no compensation is charged on it."
            error={errors.purchasesAsset}
          >
            {(a11y) => (
              <select
                {...a11y}
                value={state.purchasesAsset}
                disabled={state.advanceTo !== ''}
                onChange={(e) => change({ ...state, purchasesAsset: e.target.value }, 'purchasesAsset')}
              >
                <option value="">None</option>
                {investments.map((a) => (
                  <option key={a._id} value={a._id}>
                    {a.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
    );
  }
  return null;
}
