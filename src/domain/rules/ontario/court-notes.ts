import { formatCents } from '../money.ts';
import { partyHasRole } from '../party-roles.ts';
import type { CourtAccounts } from './court-accounts.ts';
import { type AssetTrack, disposedIn } from './court-assets.ts';
import type { CourtAccountsInput } from './court-inputs.ts';
import { addDaysUtc, isWithin } from './iso-dates.ts';
import type { PreparedLedger } from './ledger.ts';

/** What a reader of the accounts must know: guesses made, links missing, checks that failed. */
export function courtAccountsNotes(
  a: CourtAccounts,
  ctx: {
    tracks: readonly AssetTrack[];
    ledger: PreparedLedger;
    input: CourtAccountsInput;
    dateOfDeath: string | null;
  },
): string[] {
  const { tracks, ledger, input } = ctx;
  const period = a.period;
  const notes: string[] = [];
  if (!ctx.dateOfDeath)
    notes.push('No date of death is recorded: every asset is treated as an original asset.');
  if (!a.opensAtDeath && !a.passedAccounts) {
    notes.push(
      'The period does not open at the date of death and no earlier passing is entered: it opens with the ' +
        'figures the records give for the day before, and the value at death is not charged compensation again.',
    );
  }
  if (a.passedAccounts && a.passedAccounts.passedTo !== addDaysUtc(period.from, -1)) {
    notes.push(
      `The accounts passed end on ${a.passedAccounts.passedTo}, but this period starts on ${period.from}: ` +
        'the periods should follow one another.',
    );
  }
  for (const r of a.passingOutside.rows)
    notes.push(
      `${r.name} (${formatCents(r.valueAtDeath)} at death) is not an original asset of the estate: ${r.why.charAt(0).toLowerCase()}${r.why.slice(1)}.`,
    );
  const oneSided = ledger.entries.filter(
    (e) => e.fromTransfer && isWithin(e.date, period.from, period.to),
  ).length;
  if (oneSided > 0) {
    notes.push(
      `${oneSided} transfer(s) with only one side in the estate's accounts are shown as receipts or disbursements.`,
    );
  }
  if (ledger.ignoredTransfers.length > 0) {
    notes.push(
      `${ledger.ignoredTransfers.length} transfer(s) touching none of the estate's accounts are left out.`,
    );
  }
  for (const t of tracks) {
    const name = t.asset.name;
    if (t.purchaseGuessed) {
      notes.push(
        `The purchase of ${name} was found by its amount and date; link the disbursement that paid for it.`,
      );
    }
    if (!disposedIn(t, period)) continue;
    const d = t.disposal;
    if (d?.mode === 'realised' && d.guessed) {
      notes.push(
        `The proceeds of ${name} were found by amount and date (${formatCents(d.gross)}); link the receipt, ` +
          'with any costs of sale deducted from it.',
      );
    }
    if (d?.mode === 'proceeds-not-received') {
      notes.push(
        `${name} is marked disposed for ${formatCents(d.gross)}, but no capital receipt of its proceeds is linked ` +
          'or found: the capital account will not balance until it is recorded.',
      );
    }
    if (d?.mode === 'written-off') {
      notes.push(
        `${name} is marked disposed with no proceeds and no distribution in kind: it is written off as a loss. ` +
          'If it went to a beneficiary, enter the distribution in kind.',
      );
    }
    if (d?.mode === 'realised' && t.asset.proceeds != null && t.asset.proceeds !== d.gross && !d.guessed) {
      notes.push(
        `${name}: the asset records proceeds of ${formatCents(t.asset.proceeds)}, the linked receipts and costs ` +
          `of sale add up to ${formatCents(d.gross)}; the accounts use the latter.`,
      );
    }
  }
  const known = new Set(ledger.entries.map((e) => e.id));
  notes.push(...linkNotes(input, known, new Set(tracks.map((t) => t.asset._id))));
  for (const t of tracks) {
    const d = t.disposal;
    if (d?.mode !== 'realised' || !disposedIn(t, period)) continue;
    if (d.receipts.some((e) => e.date < period.from)) {
      notes.push(
        `Part of the proceeds of ${t.asset.name} came in before this period: the whole realisation is shown ` +
          'in this period, when the last of it arrived.',
      );
    }
  }
  for (const t of input.compensationTaken ?? []) {
    if (!t.transactionId && isWithin(t.date, period.from, period.to)) {
      notes.push(
        `Compensation taken on ${t.date} is not linked to the disbursement that paid it: if that payment is ` +
          'among the disbursements, link it, or it is charged compensation itself.',
      );
    }
    if (t.transactionId && !known.has(t.transactionId)) {
      notes.push(
        `Compensation taken on ${t.date} names a transaction that is not among the estate's records.`,
      );
    }
    if (t.date > period.to) {
      notes.push(`Compensation taken on ${t.date} is after the period and is not deducted from this claim.`);
    }
  }
  if (a.compensation.excessTaken > 0) {
    notes.push(
      `Compensation taken exceeds the claim by ${formatCents(a.compensation.excessTaken)}: it is owed back.`,
    );
  }
  if (a.compensation.factorsMissing.length > 0) {
    notes.push(
      `The reasons for the claim do not yet address ${a.compensation.factorsMissing.length} of the five factors ` +
        '(Laing Estate v. Hines).',
    );
  }
  if (!a.liabilities.allAmountsKnown) {
    notes.push(
      'A creditor has no liability recorded: its amount is unknown and nothing is held back for it.',
    );
  }
  for (const r of a.liabilities.rows.filter((x) => x.overpaid > 0)) {
    notes.push(`${r.creditor} was paid ${formatCents(r.overpaid)} more than the liability recorded.`);
  }
  if (!a.unrealisedAssets.marketValuesComplete) {
    notes.push('Some unrealised assets have no current market value entered.');
  }
  if (a.unrealisedAssets.rows.length > 0) {
    notes.push('Assets not yet realised are not part of the proposed cash distribution.');
  }
  for (const [label, s] of [
    ['capital', a.capitalAccount],
    ['revenue', a.revenueAccount],
  ] as const) {
    if (!s.isBalanced)
      notes.push(`The ${label} account does not balance: the difference is ${formatCents(s.difference)}.`);
  }
  if (a.cash.difference !== 0) {
    notes.push(
      `Cash in the bank accounts differs by ${formatCents(a.cash.difference)} from capital and revenue cash ` +
        '(opening figures of the passed accounts?).',
    );
  }
  if (a.reserves.rows.every((r) => r.kind !== 'clearance-certificate-holdback') && a.distribution.total > 0) {
    notes.push(
      'Nothing is held back until the clearance certificate (TX19) is issued: a legal representative who ' +
        'distributes without one is personally liable for unpaid tax.',
    );
  }
  notes.push(...a.distribution.notes);
  return notes;
}

/** Links and records that point at nothing, or at the wrong kind of thing: each would skew the accounts silently. */
function linkNotes(
  input: CourtAccountsInput,
  transactions: ReadonlySet<string>,
  assets: ReadonlySet<string>,
): string[] {
  const notes: string[] = [];
  const beneficiaries = new Set(
    input.parties.filter((p) => p.deletedAt == null && partyHasRole(p, 'beneficiary')).map((p) => p._id),
  );
  for (const l of input.links ?? []) {
    if (!transactions.has(l.transactionId)) {
      notes.push(
        `A ${l.kind} link names a transaction that is not among the estate's records; it is ignored.`,
      );
    }
    if (l.kind !== 'distribution' && !assets.has(l.assetId)) {
      notes.push(`A ${l.kind} link names an asset that is not among the estate's records; it is ignored.`);
    }
    if (l.kind === 'distribution' && !beneficiaries.has(l.beneficiaryId)) {
      notes.push('A distribution is linked to a party who is not a beneficiary of the estate.');
    }
  }
  for (const d of input.inKind ?? []) {
    if (!assets.has(d.assetId))
      notes.push("A distribution in kind names an asset that is not among the estate's records.");
    if (!beneficiaries.has(d.beneficiaryId)) {
      notes.push('A distribution in kind is made to a party who is not a beneficiary of the estate.');
    }
  }
  for (const l of input.liabilities ?? []) {
    if (l.deletedAt != null) continue;
    const missing = (l.paidBy ?? []).filter((id) => !transactions.has(id)).length;
    if (missing > 0) {
      notes.push(
        `The liability to ${l.creditor} names ${missing} payment(s) not among the estate's records.`,
      );
    }
  }
  return notes;
}
