import { useId } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import type { CompensationClaim, CompensationItemId } from '../../domain/rules/ontario/compensation.ts';
import { CARE_AND_MANAGEMENT_RULE, COMPENSATION_TARIFF_RULE } from '../../domain/rules/ontario/sources.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { type ClaimEdits, claimDiffers, claimFieldValue } from './claim-edits.ts';

/**
 * Executor compensation item by item: the tariff's figure for each item next to the amount
 * claimed, which the estate trustee may change (the tariff is a starting point; the claim must
 * be fair and reasonable). The claimed figures go into the Estate Accounts' schedule J.
 */
export function CompensationClaimTable({
  claim,
  edits,
  onEdit,
  onReset,
}: {
  claim: CompensationClaim;
  edits: ClaimEdits;
  onEdit: (id: CompensationItemId, cents: number | null) => void;
  onReset: () => void;
}) {
  const prefix = useId();
  const changed = claimDiffers(claim) || Object.keys(edits).length > 0;
  return (
    <section className="report-block" aria-labelledby={`${prefix}-heading`}>
      <div className="section-head">
        <h3 id={`${prefix}-heading`}>Executor compensation</h3>
        <button type="button" className="button button-secondary" onClick={onReset} disabled={!changed}>
          Reset claim to tariff
        </button>
      </div>
      <div className="section-table-wrap">
        <table className="table claim-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Rate</th>
              <th scope="col" className="num">
                Tariff
              </th>
              <th scope="col" className="num">
                Claimed
              </th>
            </tr>
          </thead>
          <tbody>
            {claim.items.map((item) => {
              const id = `${prefix}-${item.id}`;
              const emptied = item.id in edits && edits[item.id] == null;
              return (
                <tr key={item.id}>
                  <th scope="row">
                    {item.label}
                    <span className="claim-basis muted">{item.basis}</span>
                  </th>
                  <td className="num">{formatCents(item.base)}</td>
                  <td className="claim-rate">{item.rate}</td>
                  <td className="num" data-testid={`tariff-${item.id}`}>
                    {formatCents(item.computed)}
                  </td>
                  <td className="num claim-input">
                    <label htmlFor={id} className="visually-hidden">
                      {`Claimed ${item.label.toLowerCase()}`}
                    </label>
                    <CurrencyInput
                      id={id}
                      value={claimFieldValue(edits, item)}
                      onChange={(cents) => onEdit(item.id, cents)}
                      aria-describedby={emptied ? `${id}-empty` : undefined}
                    />
                    {emptied && (
                      <span id={`${id}-empty`} className="claim-hint muted">
                        Empty: the tariff is claimed.
                      </span>
                    )}
                    {item.overridden && !emptied && (
                      <span className="claim-hint muted">Changed from the tariff</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total compensation
              </th>
              <td className="num" data-testid="tariff-total">
                {formatCents(claim.computedTotal)}
              </td>
              <td className="num claim-total" data-testid="claimed-total">
                {formatCents(claim.claimedTotal)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="report-rule">
        {COMPENSATION_TARIFF_RULE.rule}{' '}
        <span className="muted">Source: {COMPENSATION_TARIFF_RULE.source}.</span>
      </p>
      <p className="report-rule">
        {CARE_AND_MANAGEMENT_RULE.rule}{' '}
        <span className="muted">Source: {CARE_AND_MANAGEMENT_RULE.source}.</span>
      </p>
    </section>
  );
}
