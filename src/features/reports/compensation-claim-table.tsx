import { useId } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import {
  CARE_AND_MANAGEMENT_RULE,
  COMPENSATION_BASE_RULE,
  type CourtCompensation,
  type CourtCompensationItemId,
} from '../../domain/rules/ontario/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { type ClaimEdits, claimDiffers, claimFieldValue } from './claim-edits.ts';
import './court-accounts.css';

/** Taken, still owing, and each account's part: what the claim means once compensation is on account. */
function ClaimBalance({ claim }: { claim: CourtCompensation }) {
  return (
    <dl className="claim-balance">
      <div>
        <dt>Charged to capital / revenue</dt>
        <dd>
          {formatCents(claim.chargedToCapital)} / {formatCents(claim.chargedToRevenue)}
        </dd>
      </div>
      <div>
        <dt>Already taken</dt>
        <dd data-testid="claim-taken">{formatCents(claim.takenTotal)}</dd>
      </div>
      <div>
        <dt>Still to be paid</dt>
        <dd data-testid="claim-balance">{formatCents(claim.balanceTotal)}</dd>
      </div>
      {claim.excessTaken > 0 && (
        <div>
          <dt>Taken beyond the claim (to be repaid)</dt>
          <dd>{formatCents(claim.excessTaken)}</dd>
        </div>
      )}
      {claim.trustees.map((t) => (
        <div key={t.trusteeId}>
          <dt>{t.name}’s share</dt>
          <dd>
            {formatCents(t.claimed)} (taken {formatCents(t.taken)})
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Executor compensation item by item on the court accounts' base (docs/behaviour.md, Reports):
 * the tariff's figure for each item next to the amount claimed, which the estate trustee may
 * change (the tariff is a starting point; the claim must be fair and reasonable). The claimed
 * figures go into the Estate Accounts' compensation schedule.
 */
export function CompensationClaimTable({
  claim,
  edits,
  onEdit,
  onReset,
  refusal = null,
}: {
  claim: CourtCompensation;
  edits: ClaimEdits;
  onEdit: (id: CourtCompensationItemId, cents: number | null) => void;
  onReset: () => void;
  /** Why the signed-in role may not change the claim (the permission matrix): shown, fields read-only. */
  refusal?: string | null;
}) {
  const prefix = useId();
  const changed = claimDiffers(claim) || Object.keys(edits).length > 0;
  const refusalId = `${prefix}-refusal`;
  return (
    <section className="report-block" aria-labelledby={`${prefix}-heading`}>
      <div className="section-head">
        <h3 id={`${prefix}-heading`}>Executor compensation</h3>
        <button
          type="button"
          className="button button-secondary"
          onClick={onReset}
          disabled={!changed || !!refusal}
          aria-describedby={refusal ? refusalId : undefined}
        >
          Reset claim to tariff
        </button>
      </div>
      {refusal && (
        <p id={refusalId} className="muted claim-refusal">
          {refusal}
        </p>
      )}
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
                      readOnly={!!refusal}
                      aria-describedby={refusal ? refusalId : emptied ? `${id}-empty` : undefined}
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
      <ClaimBalance claim={claim} />
      <p className="report-rule">
        {COMPENSATION_BASE_RULE.rule} <span className="muted">Source: {COMPENSATION_BASE_RULE.source}.</span>
      </p>
      <p className="report-rule">
        {CARE_AND_MANAGEMENT_RULE.rule}{' '}
        <span className="muted">Source: {CARE_AND_MANAGEMENT_RULE.source}.</span>
      </p>
    </section>
  );
}
