import { useId, useState } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import {
  type CostsClaimant,
  OFFICIAL_NAMES,
  type PassingCosts,
  TARIFF_C_RULE,
} from '../../domain/rules/ontario/index.ts';
import type { CourtAccountsRecord } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { CurrencyInput } from '../../ui/currency-input.tsx';
import { MoreText } from '../../ui/more-text.tsx';
import { saveCourt } from '../court-accounts/index.ts';

const whoOf = (who: CostsClaimant) => (who === 'applicant' ? 'The applicant' : OFFICIAL_NAMES[who]);

/** One person's costs: the tariff's amount, or the amount claimed with its reason, and the form to change it. */
function CostsLine({
  line,
  onSave,
}: {
  line: PassingCosts['applicant'];
  onSave: (claim: { amount: number; reason: string } | null) => Promise<unknown>;
}) {
  const prefix = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | null>(line.claimReason ? line.amount : null);
  const [reason, setReason] = useState(line.claimReason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const claimed = line.claimReason !== null;
  const save = async () => {
    if (!amount || amount <= 0) return setProblem('Enter the amount claimed.');
    if (!reason.trim()) return setProblem('Say why a different amount is claimed.');
    setProblem(null);
    await onSave({ amount, reason: reason.trim() });
    setOpen(false);
  };
  return (
    <li>
      <p>
        {whoOf(line.for)}: <strong>{formatCents(line.amount)}</strong>{' '}
        {claimed ? `claimed (Tariff C: ${formatCents(line.tariff)}). Why: ${line.claimReason}` : '(Tariff C)'}
      </p>
      {!open && (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {claimed ? 'Change the claim' : 'Claim a different amount'}
          <span className="visually-hidden"> for {whoOf(line.for)}</span>
        </button>
      )}
      {claimed && !open && (
        <button type="button" className="link-button" onClick={() => void onSave(null)}>
          Use Tariff C<span className="visually-hidden"> for {whoOf(line.for)}</span>
        </button>
      )}
      {open && (
        <div className="passing-fields">
          <div className="field">
            <label htmlFor={`${prefix}-amount`}>Amount claimed</label>
            <CurrencyInput id={`${prefix}-amount`} value={amount} onChange={(cents) => setAmount(cents)} />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-reason`}>Why this amount</label>
            <textarea
              id={`${prefix}-reason`}
              maxLength={2000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {problem && (
            <p className="alert alert-error" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button" onClick={() => void save()}>
            Save the claim
          </button>
          <button type="button" className="link-button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The costs of the passing the judgment orders paid (Tariff C on the statement's receipts,
 * src/domain/rules/ontario/tariff-c.ts): the applicant's and each official's served. A different
 * amount is claimed with its reason, kept on the court-accounts record through the outbox, and
 * printed in Forms 74.50 and 74.49.1 in place of the tariff (docs/behaviour.md#costs-of-the-passing-tariff-c).
 */
export function CostsClaims({
  costs,
  estateId,
  court,
}: {
  costs: PassingCosts | null;
  estateId: string;
  court: CourtAccountsRecord | null;
}) {
  const prefix = useId();
  if (!costs) return null;
  const save = (who: CostsClaimant) => (claim: { amount: number; reason: string } | null) => {
    const rest = (court?.costsClaims ?? []).filter((c) => c.for !== who);
    return saveCourt(commands.repos, estateId, court, {
      costsClaims: claim ? [...rest, { for: who, ...claim }] : rest,
    });
  };
  return (
    <section className="passing-block" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Costs of the passing</h3>
      <p className="muted">
        Tariff C on receipts of {formatCents(costs.receipts)} in the accounts for the period.
      </p>
      <ul className="passing-costs">
        {[costs.applicant, ...costs.officials].map((line) => (
          <CostsLine key={line.for} line={line} onSave={save(line.for)} />
        ))}
      </ul>
      <div className="passing-rule">
        <MoreText about="Tariff C">
          <p>{TARIFF_C_RULE.rule}</p>
          <p className="passing-source">{TARIFF_C_RULE.source}</p>
        </MoreText>
      </div>
    </section>
  );
}
