import { formatCents } from '../../domain/rules/money.ts';
import { suggestedAdvance, suggestedRealisation } from '../../domain/rules/ontario/index.ts';
import { partyHasRole } from '../../domain/rules/party-roles.ts';
import { queries, useQuery } from '../../store/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { byName } from './by-name.ts';
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
      unrealised: byName(assets, (a) => a.status !== 'disposed').map((a) => ({
        _id: a._id,
        name: a.name,
        fmvDoD: a.fmvDoD,
        label: `${a.name} (${formatCents(a.fmvDoD)} at death)`,
      })),
      beneficiaries: byName(parties, (p) => partyHasRole(p, 'beneficiary')).map((p) => ({
        _id: p._id,
        name: p.name,
        label: p.name,
      })),
      investments: byName(assets, (a) => a.assetClass === 'security_investment').map((a) => ({
        _id: a._id,
        label: a.name,
      })),
    };
  }, [estateId]);
  if (read.status !== 'ready') return null;
  const { unrealised, beneficiaries, investments } = read.data;

  if (state.kind === 'receipt' && unrealised.length > 0) {
    const net = state.amount ?? 0;
    const costs = state.costsOfSale ?? 0;
    // A receipt of about an asset's value, or that names it, is offered as its realisation: left
    // unlinked, the asset would stay on hand beside its own proceeds.
    const maybe = state.realisesAsset ? null : suggestedRealisation(state, unrealised);
    return (
      <div className="form-grid">
        {maybe && (
          <LinkSuggestion
            text={`This may be the proceeds of ${maybe.name}, still shown as held at ${formatCents(maybe.fmvDoD)}.`}
            action={`Link it to ${maybe.name}`}
            onLink={() => change({ ...state, realisesAsset: maybe._id }, 'realisesAsset')}
          />
        )}
        <SelectField
          id={`${id}-realises`}
          label="Realises asset"
          hint="The asset this receipt is the (net) proceeds of."
          error={errors.realisesAsset}
          value={state.realisesAsset}
          options={unrealised}
          onChange={(realisesAsset) => change({ ...state, realisesAsset }, 'realisesAsset')}
        />
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
    // A payment made out to a beneficiary by name is offered as an advance on their share.
    const maybe =
      state.advanceTo || state.purchasesAsset ? null : suggestedAdvance(state.payee, beneficiaries);
    return (
      <div className="form-grid">
        {maybe && (
          <LinkSuggestion
            text={`${maybe.name} is a beneficiary: if this is paid on account of their share, record it as an advance so the distribution brings it into account.`}
            action={`Record as an advance to ${maybe.name}`}
            onLink={() => change({ ...state, advanceTo: maybe._id }, 'advanceTo')}
          />
        )}
        {beneficiaries.length > 0 && (
          <SelectField
            id={`${id}-advance`}
            label="Advance to beneficiary"
            hint="A payment on account of this beneficiary's share, brought into account in the distribution."
            error={errors.advanceTo}
            value={state.advanceTo}
            disabled={state.purchasesAsset !== ''}
            options={beneficiaries}
            onChange={(advanceTo) => change({ ...state, advanceTo }, 'advanceTo')}
          />
        )}
        {investments.length > 0 && (
          <SelectField
            id={`${id}-purchase`}
            label="Buys investment"
            hint="Estate money reinvested: no compensation is charged on it."
            error={errors.purchasesAsset}
            value={state.purchasesAsset}
            disabled={state.advanceTo !== ''}
            options={investments}
            onChange={(purchasesAsset) => change({ ...state, purchasesAsset }, 'purchasesAsset')}
          />
        )}
      </div>
    );
  }
  return null;
}

/** A link the form thinks likely, offered with one button; it changes nothing until pressed. */
function LinkSuggestion({ text, action, onLink }: { text: string; action: string; onLink: () => void }) {
  return (
    <div className="alert alert-info link-suggestion" role="status">
      <p>{text}</p>
      <button type="button" className="button button-secondary" onClick={onLink}>
        {action}
      </button>
    </div>
  );
}
