import { partyHasRole } from '../party-roles.ts';
import { liveOf } from './accounts-input.ts';
import {
  assetStatements,
  type CourtAssetRow,
  type CourtInvestmentAccount,
  type HeldStatement,
} from './court-asset-statements.ts';
import { type AssetTrack, disposedIn, grossOf, heldOn, trackAssets } from './court-assets.ts';
import { type CourtCompensation, courtCompensation, courtCompensationItems } from './court-compensation.ts';
import {
  type CourtBeneficiary,
  type CourtDistribution,
  courtDistribution,
  distributableCash,
} from './court-distribution.ts';
import {
  type ClassifiedEntry,
  type CourtSchedules,
  classifyEntries,
  courtSchedules,
  partOf,
  scheduleEntries,
} from './court-entries.ts';
import { type CourtFigures, courtFigures } from './court-figures.ts';
import type { CourtAccountsInput, PassedAccounts } from './court-inputs.ts';
import { courtAccountsNotes } from './court-notes.ts';
import { estateDateOfDeath } from './deadlines.ts';
import { addDaysUtc, assertIsoDate, inclusiveDaysUtc, isWithin } from './iso-dates.ts';
import { cashByAccount, cashTotal, prepareLedger, UNASSIGNED_ACCOUNT } from './ledger.ts';
import { type LiabilityRecordsStatement, liabilityRecordsStatement } from './liability-records.ts';
import { type LeftOutRow, passesOutsideOf, passingOutsideRows } from './outside-estate.ts';
import { type ReservesStatement, reservesStatement } from './reserves.ts';
import { type ExactShare, reduceShare, sharesFromBasisPoints } from './shares.ts';

export interface AccountLine {
  label: string;
  amount: number;
  kind: 'line' | 'subtotal' | 'total';
}

/**
 * One of the two accounts, reconciled: opening + receipts − realisations + gains − losses −
 * disbursements − distributions − compensation = on hand. `receipts` is the schedule's total, the
 * proceeds of original assets included; `realisations` is that part of it, taken out again
 * because the asset it replaces was already counted in the opening at its carrying value, so
 * only the gain or loss on it changes the capital (docs/behaviour.md#court-accounts-figures).
 */
export interface AccountStatement {
  opening: number;
  receipts: number;
  realisations: number;
  gains: number;
  losses: number;
  /**
   * The gains less the losses, by where each is itemised: the original assets in the statement of
   * original assets, the trustee's investments in the investment account.
   */
  gainLoss: { originalAssets: number; investments: number };
  disbursements: number;
  distributions: number;
  compensationTaken: number;
  computedClosing: number;
  onHand: { cash: number; assets: number; total: number };
  difference: number;
  isBalanced: boolean;
  lines: AccountLine[];
}

/** An account's cash at the closing date (Schedule G). */
export interface CashRow {
  accountId: string | null;
  name: string;
  amount: number;
  /**
   * The bank's statement, when entered: its balance, and the books' balance of the account on
   * the statement's date; `difference` is the bank less the books, printed as a difference.
   */
  statement?: { date: string; balance: number; books: number; difference: number } | null;
}

export interface CourtAccounts {
  estate: { id: string; name: string; deceasedName: string; dateOfDeath: string | null };
  period: { from: string; to: string; days: number };
  /** True when the accounts open at the date of death (no earlier period or passing). */
  opensAtDeath: boolean;
  passedAccounts: PassedAccounts | null;
  originalAssets: { rows: CourtAssetRow[]; total: number };
  /**
   * The deceased's assets that pass outside the estate (by survivorship or to a designated
   * beneficiary), with why: not property of the estate, so not among the original assets.
   */
  passingOutside: { rows: LeftOutRow[]; total: number };
  schedules: CourtSchedules;
  investmentAccount: CourtInvestmentAccount;
  unrealisedAssets: HeldStatement;
  capitalAccount: AccountStatement;
  revenueAccount: AccountStatement;
  /** Cash by bank account at the closing date, and its split between capital and revenue. */
  cash: { accounts: CashRow[]; bankTotal: number; capital: number; revenue: number; difference: number };
  liabilities: LiabilityRecordsStatement;
  reserves: ReservesStatement;
  compensation: CourtCompensation;
  /** The care and management fee's reason and basis, when the trustee claims it. */
  careAndManagement: { reason: string; averageValue: number; basis?: string } | null;
  distribution: CourtDistribution;
  /** The figures the forms and summaries print, each one of this statement (court-figures.ts). */
  figures: CourtFigures;
  accountNames: Record<string, string>;
  notes: string[];
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const signed = (e: ClassifiedEntry) => (e.kind === 'receipt' ? e.amount : -e.amount);

function statement(
  opening: number,
  flows: Omit<
    AccountStatement,
    'opening' | 'computedClosing' | 'difference' | 'isBalanced' | 'lines' | 'onHand'
  >,
  onHand: AccountStatement['onHand'],
  name: 'capital' | 'revenue',
): AccountStatement {
  const computedClosing =
    opening +
    flows.receipts -
    flows.realisations +
    flows.gains -
    flows.losses -
    flows.disbursements -
    flows.distributions -
    flows.compensationTaken;
  const difference = onHand.total - computedClosing;
  const line = (label: string, amount: number, kind: AccountLine['kind'] = 'line') => ({
    label,
    amount,
    kind,
  });
  const lines: AccountLine[] = [
    line(`Opening ${name}`, opening, 'subtotal'),
    line(`Add: ${name} receipts`, flows.receipts),
    ...(name === 'capital'
      ? [
          line(
            'Less: proceeds of original assets realised, in the receipts above (the assets are in the opening)',
            -flows.realisations,
          ),
          // Net, by schedule, so each line is a total the reader finds printed in its schedule.
          line(
            'Add: gain (less loss) on original assets realised or distributed (statement of original assets)',
            flows.gainLoss.originalAssets,
          ),
          line(
            'Add: gain (less loss) on investments realised or distributed (investment account)',
            flows.gainLoss.investments,
          ),
        ]
      : []),
    line(`Less: ${name} disbursements`, -flows.disbursements),
    line('Less: distributions to beneficiaries', -flows.distributions),
    line('Less: compensation taken', -flows.compensationTaken),
    line(`Closing ${name} (computed)`, computedClosing, 'subtotal'),
    ...(name === 'capital'
      ? [line('Cash on hand (capital)', onHand.cash), line('Assets and investments on hand', onHand.assets)]
      : [line('Cash on hand (revenue)', onHand.cash)]),
    line(`${name === 'capital' ? 'Capital' : 'Revenue'} on hand`, onHand.total, 'total'),
    line('Difference', difference),
  ];
  return { opening, ...flows, computedClosing, onHand, difference, isBalanced: difference === 0, lines };
}

function gainsAndLosses(tracks: readonly AssetTrack[], period: { from: string; to: string }) {
  let gains = 0;
  let losses = 0;
  for (const t of tracks.filter((x) => disposedIn(x, period) && x.disposal)) {
    const g = grossOf(t.disposal as NonNullable<AssetTrack['disposal']>) - t.carryingValue;
    if (g > 0) gains += g;
    else losses -= g;
  }
  return { gains, losses };
}

/**
 * Estate accounts fit to file on a passing of accounts (Rules of Civil Procedure, r. 74.17(1)):
 * capital and revenue kept apart and each reconciled; entries numbered and cross-referenced by
 * number; realisations, reinvestment, distributions (cash and in kind) and advances known from
 * links, never from amounts or payee names (old unlinked data falls back to matching, said so in
 * the notes); liabilities with amounts; reserves held back; compensation on the practice base;
 * a proposed distribution that never exceeds cash on hand less reserves. See docs/behaviour.md.
 */
export function courtAccounts(input: CourtAccountsInput): CourtAccounts {
  const { estate, period } = input;
  assertIsoDate(period.from, 'The start of the period');
  assertIsoDate(period.to, 'The end of the period');
  if (period.to < period.from) throw new RangeError('The period must end on or after its start');
  const id = estate._id;
  const accounts = liveOf(input.accounts, id);
  const parties = liveOf(input.parties, id);
  const deceasedAssets = liveOf(input.assets, id);
  const assets = deceasedAssets.filter((a) => !passesOutsideOf(a));
  const passingOutside = passingOutsideRows(deceasedAssets);
  const ledger = prepareLedger(liveOf(input.transactions, id), accounts);
  const dateOfDeath = estateDateOfDeath(estate);
  const passed = input.passedAccounts ?? null;
  const tracks = trackAssets(assets, ledger.entries, input, dateOfDeath, period);
  const classified = classifyEntries(ledger.entries, tracks, input);
  const schedules = courtSchedules(classified, tracks, period);
  const statements = assetStatements(tracks, schedules, period, input.marketValues ?? []);
  const dayBefore = addDaysUtc(period.from, -1);
  const opensAtDeath = !passed && (dateOfDeath === null || period.from <= dateOfDeath);

  const cashIn = (ledgerName: 'capital' | 'revenue', test: (e: ClassifiedEntry) => boolean) =>
    sum(classified.filter((e) => e.ledger === ledgerName && test(e)).map(signed));
  const within = (e: ClassifiedEntry) => isWithin(e.date, period.from, period.to);
  const openingCapitalCash = passed ? passed.capitalCash : cashIn('capital', (e) => e.date <= dayBefore);
  const openingRevenueCash = passed ? passed.revenueCash : cashIn('revenue', (e) => e.date <= dayBefore);
  const capitalCash = openingCapitalCash + cashIn('capital', within);
  const revenueCash = openingRevenueCash + cashIn('revenue', within);
  const openingAssets = passed
    ? sum(passed.assets.map((a) => a.value))
    : sum(tracks.filter((t) => heldOn(t, dayBefore)).map((t) => t.carryingValue));
  const closingAssets = sum(tracks.filter((t) => heldOn(t, period.to)).map((t) => t.carryingValue));

  const {
    capitalReceipts: cr,
    capitalDisbursements: cd,
    revenueReceipts: rr,
    revenueDisbursements: rd,
  } = schedules;
  const onOriginals = gainsAndLosses(
    tracks.filter((t) => t.original),
    period,
  );
  const onInvestments = gainsAndLosses(
    tracks.filter((t) => !t.original),
    period,
  );
  const gains = onOriginals.gains + onInvestments.gains;
  const losses = onOriginals.losses + onInvestments.losses;
  const capitalAccount = statement(
    openingCapitalCash + openingAssets,
    {
      receipts: cr.total,
      realisations: partOf(cr, 'realisations'),
      gains,
      losses,
      gainLoss: {
        originalAssets: onOriginals.gains - onOriginals.losses,
        investments: onInvestments.gains - onInvestments.losses,
      },
      disbursements: partOf(cd, 'disbursements'),
      distributions: partOf(cd, 'distributions'),
      compensationTaken: partOf(cd, 'compensation'),
    },
    { cash: capitalCash, assets: closingAssets, total: capitalCash + closingAssets },
    'capital',
  );
  const revenueAccount = statement(
    openingRevenueCash,
    {
      receipts: rr.total,
      realisations: 0,
      gains: 0,
      losses: 0,
      gainLoss: { originalAssets: 0, investments: 0 },
      disbursements: partOf(rd, 'disbursements'),
      distributions: partOf(rd, 'distributions'),
      compensationTaken: partOf(rd, 'compensation'),
    },
    { cash: revenueCash, assets: 0, total: revenueCash },
    'revenue',
  );

  const balances = cashByAccount(ledger, period.to);
  // Each account's books against the bank's own statement, on the statement's date: a
  // reconciliation that can fail, unlike the books compared with themselves.
  const cashRows: CashRow[] = accounts.map((a) => {
    const row: CashRow = { accountId: a._id, name: a.name, amount: balances.get(a._id) ?? 0 };
    if (a.statementBalance == null || !a.statementDate) return { ...row, statement: null };
    const books =
      a.statementDate === period.to ? row.amount : (cashByAccount(ledger, a.statementDate).get(a._id) ?? 0);
    return {
      ...row,
      statement: {
        date: a.statementDate,
        balance: a.statementBalance,
        books,
        difference: a.statementBalance - books,
      },
    };
  });
  if (balances.has(null))
    cashRows.push({ accountId: null, name: UNASSIGNED_ACCOUNT, amount: balances.get(null) ?? 0 });
  const bankTotal = cashTotal(ledger, period.to);

  const taken = (input.compensationTaken ?? []).filter((t) => isWithin(t.date, period.from, period.to));
  const items = courtCompensationItems(
    {
      valueAtDeath: opensAtDeath ? sum(tracks.filter((t) => t.original).map((t) => t.asset.fmvDoD)) : 0,
      otherCapitalReceipts: capitalAccount.receipts - capitalAccount.realisations,
      gains,
      losses,
      capitalDisbursements: capitalAccount.disbursements,
      distributions: capitalAccount.distributions,
      revenueReceipts: revenueAccount.receipts,
      revenueDisbursements: revenueAccount.disbursements + revenueAccount.distributions,
      openingGrossValue: Math.max(0, capitalAccount.opening),
      closingGrossValue: Math.max(0, capitalAccount.onHand.total),
      averageGrossValue: input.careAndManagement?.averageValue ?? input.averageGrossValue ?? null,
      period,
    },
    input.compensationOverrides,
    input.careAndManagementCharge,
    !!input.careAndManagement,
  );
  const compensation = courtCompensation(items, taken, input.trustees, input.compensationReasons);
  const liabilities = liabilityRecordsStatement(
    input.liabilities ?? [],
    parties.filter((p) => partyHasRole(p, 'creditor')),
    ledger.entries,
    scheduleEntries(schedules),
    period.to,
  );
  const partyName = new Map(parties.map((p) => [p._id, p.name]));
  for (const e of scheduleEntries(schedules)) {
    const row = e.liabilityId ? liabilities.rows.find((r) => r.liabilityId === e.liabilityId) : undefined;
    if (row) e.crossReferences.push(row.number);
    // A distribution is shown to the beneficiary named in its link, whatever the cheque's payee says.
    if (e.beneficiaryId) e.payee = partyName.get(e.beneficiaryId) ?? e.payee;
  }
  const reserves = reservesStatement(input.reserves);
  const available = distributableCash(Math.min(bankTotal, capitalCash + revenueCash), {
    liabilitiesOutstanding: liabilities.outstandingTotal,
    compensationUnpaid: compensation.balanceTotal,
    reserves: reserves.total,
  });
  const beneficiaries = residuaryBeneficiaries(input, parties, classified, tracks, period.to);
  const distribution = courtDistribution(available, beneficiaries, {
    equaliseAdvances: input.equaliseAdvances,
  });

  const result: CourtAccounts = {
    estate: { id, name: estate.estateName, deceasedName: estate.deceased?.name ?? '', dateOfDeath },
    period: { ...period, days: inclusiveDaysUtc(period.from, period.to) },
    opensAtDeath,
    passedAccounts: passed,
    originalAssets: statements.originalAssets,
    passingOutside: { rows: passingOutside, total: sum(passingOutside.map((r) => r.valueAtDeath)) },
    schedules,
    investmentAccount: statements.investmentAccount,
    unrealisedAssets: statements.unrealisedAssets,
    capitalAccount,
    revenueAccount,
    cash: {
      accounts: cashRows,
      bankTotal,
      capital: capitalCash,
      revenue: revenueCash,
      difference: bankTotal - capitalCash - revenueCash,
    },
    liabilities,
    reserves,
    compensation,
    careAndManagement: input.careAndManagement ?? null,
    distribution,
    figures: courtFigures({
      period,
      originalAssets: statements.originalAssets,
      investmentsGainLoss: statements.investmentAccount.gainLoss,
      schedules,
      capital: { gains, losses, onHand: capitalAccount.onHand.total },
      revenueOnHand: revenueAccount.onHand.total,
      compensation,
    }),
    accountNames: Object.fromEntries(accounts.map((a) => [a._id, a.name])),
    notes: [],
  };
  result.notes = courtAccountsNotes(result, { tracks, ledger, input, dateOfDeath });
  return result;
}

/**
 * The residuary beneficiaries with exact shares (given, or read from basis points so equal
 * shares stay equal) and their advances: cash distributions linked to them on account of their
 * share, and assets distributed to them in kind on account of it, up to the closing date.
 */
function residuaryBeneficiaries(
  input: CourtAccountsInput,
  parties: readonly {
    _id: string;
    role?: string;
    roles?: readonly string[] | null;
    name: string;
    relationshipToDeceased?: string;
    shareOfEstate?: number;
    shareFraction?: ExactShare | null;
  }[],
  classified: readonly ClassifiedEntry[],
  tracks: readonly AssetTrack[],
  closing: string,
): CourtBeneficiary[] {
  // By name, so the order of the statement (and who takes a cent left over between equal
  // remainders) does not depend on the order the records were stored in.
  const people = parties
    .filter((p) => partyHasRole(p, 'beneficiary'))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA') || a._id.localeCompare(b._id));
  const given = new Map((input.shares ?? []).map((s) => [s.partyId, s.share]));
  const fromBp = sharesFromBasisPoints(people.map((p) => p.shareOfEstate ?? 0));
  return people.map((p, i) => {
    const cash = sum(
      classified
        .filter(
          (e) =>
            e.role.role === 'distribution' &&
            e.role.beneficiaryId === p._id &&
            e.role.onAccountOfShare &&
            e.date <= closing,
        )
        .map((e) => (e.kind === 'disbursement' ? e.amount : -e.amount)),
    );
    const inKind = sum(
      tracks
        .filter(
          (t) =>
            t.disposal?.mode === 'in-kind' &&
            t.disposal.distribution.beneficiaryId === p._id &&
            t.disposal.distribution.onAccountOfShare === true &&
            (t.disposedOn ?? '') <= closing,
        )
        .map((t) => (t.disposal ? grossOf(t.disposal) : 0)),
    );
    const stored = p.shareFraction ? reduceShare(p.shareFraction) : undefined;
    const share: ExactShare = given.get(p._id) ?? stored ?? fromBp[i] ?? { numerator: 0, denominator: 1 };
    return {
      partyId: p._id,
      name: p.name,
      relationship: p.relationshipToDeceased ?? '',
      share,
      advances: cash + inKind,
    };
  });
}
