import { formatCents } from '../money.ts';
import {
  type AccountingPeriod,
  type EstateAccountsInput,
  type LiabilityInput,
  liveOf,
} from './accounts-input.ts';
import {
  type CompensationClaim,
  type CompensationOverrides,
  compensationClaim,
  compensationItems,
} from './compensation.ts';
import { estateDateOfDeath } from './deadlines.ts';
import {
  type DistributionBeneficiary,
  type ProposedDistribution,
  proposedDistribution,
} from './distribution.ts';
import { type InvestmentAccount, investmentAccount } from './investment-account.ts';
import { addDaysUtc, assertIsoDate, inclusiveDaysUtc, isWithin } from './iso-dates.ts';
import { type LedgerEntry, type LedgerSchedule, ledgerSchedule, prepareLedger } from './ledger.ts';
import { type LiabilitiesStatement, liabilitiesStatement } from './liabilities.ts';
import { cashTotal, heldValue, type MoneyOnHand, moneyOnHand } from './money-on-hand.ts';
import {
  carriedAssets,
  disposedWithin,
  type HeldAssetRow,
  heldAt,
  matchProceeds,
  type OriginalAssetsStatement,
  originalAssetsStatement,
} from './original-assets.ts';
import { type Reconciliation, reconcile } from './reconciliation.ts';

export interface EstateAccountsOptions {
  /** Liabilities the data model does not hold; a label equal to a creditor's name gives its amount. */
  liabilities?: readonly LiabilityInput[];
  compensationOverrides?: CompensationOverrides;
  /** The trustee's own average gross value for the care-and-management fee. */
  averageGrossValue?: number | null;
  /** Bring interim distributions already paid into account in the proposed distribution. */
  equaliseAdvances?: boolean;
}

export interface EstateAccounts {
  estate: {
    id: string;
    name: string;
    deceasedName: string;
    dateOfDeath: string | null;
    certificateIssued: string | null;
  };
  period: AccountingPeriod & { days: number };
  originalAssets: OriginalAssetsStatement;
  capitalReceipts: LedgerSchedule;
  capitalDisbursements: LedgerSchedule;
  revenueReceipts: LedgerSchedule;
  revenueDisbursements: LedgerSchedule;
  investmentAccount: InvestmentAccount;
  unrealisedAssets: { rows: HeldAssetRow[]; total: number };
  moneyOnHand: MoneyOnHand;
  liabilities: LiabilitiesStatement;
  compensation: CompensationClaim;
  distribution: ProposedDistribution;
  summary: Reconciliation;
  /** Account names by id, for the schedules' account column. */
  accountNames: Record<string, string>;
  /** What a reader must know: data left out, matches not found, assumptions applied. */
  notes: string[];
}

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

function checkPeriod(period: AccountingPeriod): void {
  assertIsoDate(period.from, 'The start of the period');
  assertIsoDate(period.to, 'The end of the period');
  if (period.to < period.from) throw new RangeError('The period must end on or after its start');
}

/**
 * The estate accounts for a passing of accounts (Rules of Civil Procedure r. 74.17(1)), on a
 * cash basis, for receipts and disbursements dated within the period. Amounts are cents; the
 * only rounding is in the compensation (half up per item) and the distribution (largest
 * remainder, exact).
 */
export function estateAccounts(
  input: EstateAccountsInput,
  options: EstateAccountsOptions = {},
): EstateAccounts {
  const { estate, period } = input;
  checkPeriod(period);
  const id = estate._id;
  const assets = liveOf(input.assets, id);
  const accounts = liveOf(input.accounts, id);
  const parties = liveOf(input.parties, id);
  const ledger = prepareLedger(liveOf(input.transactions, id), accounts);
  const dateOfDeath = estateDateOfDeath(estate);
  const carried = carriedAssets(assets, dateOfDeath, period);
  const matches = matchProceeds(carried, ledger.entries);
  const realisedBy = new Map(
    [...matches].map(([assetId, e]) => [e.id, assets.find((a) => a._id === assetId)?.name ?? '']),
  );

  const schedule = (kind: LedgerEntry['kind'], l: 'capital' | 'revenue') =>
    ledgerSchedule(ledger.entries, kind, l, period, realisedBy);
  const capitalReceipts = schedule('receipt', 'capital');
  const capitalDisbursements = schedule('disbursement', 'capital');
  const revenueReceipts = schedule('receipt', 'revenue');
  const revenueDisbursements = schedule('disbursement', 'revenue');
  const originalAssets = originalAssetsStatement(carried, matches, period);
  const investments = investmentAccount(carried, period);

  const realisedInPeriod = carried.filter((c) => disposedWithin(c, period));
  const realisationProceeds = realisedInPeriod.reduce((s, c) => {
    const receipt = matches.get(c.asset._id);
    return s + (receipt && isWithin(receipt.date, period.from, period.to) ? receipt.amount : 0);
  }, 0);
  const realisationGainLoss = realisedInPeriod.reduce(
    (s, c) => s + (c.asset.proceeds ?? 0) - c.carryingValue,
    0,
  );
  const investmentsPurchased = investments.totals.purchases;

  const dayBefore = addDaysUtc(period.from, -1);
  const openingCash = cashTotal(ledger, dayBefore);
  const openingBalance = openingCash + heldValue(carried, dayBefore);
  const receipts = capitalReceipts.total + revenueReceipts.total;
  const disbursements = capitalDisbursements.total + revenueDisbursements.total;
  const onHand = moneyOnHand(ledger, accounts, carried, {
    date: period.to,
    openingCash,
    receipts,
    disbursements,
  });

  const summary = reconcile({
    originalAssets: originalAssets.total,
    broughtForward: openingBalance - originalAssets.total,
    capitalReceipts: capitalReceipts.total,
    realisationProceeds,
    revenueReceipts: revenueReceipts.total,
    capitalDisbursements: capitalDisbursements.total,
    revenueDisbursements: revenueDisbursements.total,
    realisationGainLoss,
    investmentsPurchased,
    closingBalance: onHand.total,
  });

  const compensation = compensationClaim(
    compensationItems({
      capitalReceipts: capitalReceipts.total,
      capitalDisbursements: capitalDisbursements.total,
      revenueReceipts: revenueReceipts.total,
      revenueDisbursements: revenueDisbursements.total,
      openingGrossValue: Math.max(0, summary.openingBalance),
      closingGrossValue: Math.max(0, onHand.total),
      averageGrossValue: options.averageGrossValue ?? null,
      period,
    }),
    options.compensationOverrides,
  );
  const liabilities = liabilitiesStatement(
    parties.filter((p) => p.role === 'creditor'),
    options.liabilities,
  );
  const residue = onHand.accountsTotal - compensation.claimedTotal - liabilities.total;
  const beneficiaries: DistributionBeneficiary[] = parties
    .filter((p) => p.role === 'beneficiary')
    .map((p) => ({
      partyId: p._id,
      name: p.name,
      relationship: p.relationshipToDeceased ?? '',
      shareBp: p.shareOfEstate ?? 0,
      advances: ledger.entries
        .filter(
          (e) =>
            e.kind === 'disbursement' &&
            e.ledger === 'capital' &&
            e.date <= period.to &&
            nameKey(e.payee) === nameKey(p.name),
        )
        .reduce((s, e) => s + e.amount, 0),
    }));
  const distribution = proposedDistribution(residue, beneficiaries, {
    equaliseAdvances: options.equaliseAdvances,
  });

  const notes = accountsNotes({
    ledger,
    carried,
    matches,
    period,
    summary,
    liabilities,
    distribution,
    dateOfDeath,
  });
  return {
    estate: {
      id,
      name: estate.estateName,
      deceasedName: estate.deceased?.name ?? '',
      dateOfDeath,
      certificateIssued: estate.keyDates?.certificateIssued ?? null,
    },
    period: { ...period, days: inclusiveDaysUtc(period.from, period.to) },
    originalAssets,
    capitalReceipts,
    capitalDisbursements,
    revenueReceipts,
    revenueDisbursements,
    investmentAccount: investments,
    unrealisedAssets: { rows: onHand.unrealisedAssets, total: onHand.unrealisedTotal },
    moneyOnHand: onHand,
    liabilities,
    compensation,
    distribution,
    summary,
    accountNames: Object.fromEntries(accounts.map((a) => [a._id, a.name])),
    notes,
  };
}

function accountsNotes(ctx: {
  ledger: ReturnType<typeof prepareLedger>;
  carried: ReturnType<typeof carriedAssets>;
  matches: ReturnType<typeof matchProceeds>;
  period: AccountingPeriod;
  summary: Reconciliation;
  liabilities: LiabilitiesStatement;
  distribution: ProposedDistribution;
  dateOfDeath: string | null;
}): string[] {
  const { ledger, carried, matches, period, summary, liabilities, distribution } = ctx;
  const notes: string[] = [];
  if (!ctx.dateOfDeath)
    notes.push('No date of death is recorded: every asset is treated as an original asset.');
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
  for (const c of carried.filter((x) => disposedWithin(x, period))) {
    if (!c.asset.dispositionDate) {
      notes.push(
        `${c.asset.name} is marked disposed without a date; it is treated as realised in this period.`,
      );
    }
    if ((c.asset.proceeds ?? 0) > 0 && !matches.has(c.asset._id)) {
      notes.push(
        `No capital receipt of ${formatCents(c.asset.proceeds ?? 0)} near ${c.disposedOn} was found for the ` +
          `proceeds of ${c.asset.name}; the accounts will not balance until it is recorded.`,
      );
    }
  }
  const matched = new Set([...matches.values()].map((e) => e.id));
  for (const c of carried.filter((x) => x.original && heldAt(x, period.to) && x.carryingValue > 0)) {
    const twin = ledger.entries.find(
      (e) =>
        e.kind === 'receipt' &&
        e.ledger === 'capital' &&
        !matched.has(e.id) &&
        e.amount === c.carryingValue &&
        isWithin(e.date, period.from, period.to),
    );
    if (twin) {
      notes.push(
        `${c.asset.name} is still shown as unrealised, but a capital receipt of the same amount ` +
          `(${formatCents(twin.amount)} on ${twin.date}) was recorded: if it was collected, mark it realised ` +
          'so it is not counted twice.',
      );
    }
  }
  if (!liabilities.allAmountsKnown) {
    notes.push(
      'The estate data records no liability amounts: creditors are listed with their notes at $0.00; amounts to be confirmed.',
    );
  }
  if (!summary.isBalanced) {
    notes.push(`The accounts do not balance: the difference is ${formatCents(summary.difference)}.`);
  }
  notes.push(...distribution.notes);
  return notes;
}
