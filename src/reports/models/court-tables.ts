import { formatCents } from '../../domain/rules/money.ts';
import type {
  CourtAccounts,
  CourtAssetRow,
  CourtSchedule,
  HeldStatement,
  InvestmentDisposalRow,
} from '../../domain/rules/ontario/index.ts';
import type { ReportTable } from '../model.ts';
import { assetClassLabel, date, longDate, money, row, text, total } from './common.ts';

/** A schedule's parts are printed unless its first part (the one a form names) is its whole total. */
const showParts = (s: CourtSchedule) =>
  s.parts.length > 1 && (s.parts[0]?.amount !== s.total || s.parts.filter((p) => p.amount !== 0).length > 1);

const refs = (numbers: readonly string[]) => (numbers.length > 0 ? numbers.join(', ') : '');

/**
 * A schedule of numbered entries (CR-1, CD-2, ...), each with the numbers of the entries and
 * assets it refers to, so a reader follows an asset from its value at death to its proceeds.
 * Entries that moved no money (costs deducted before the proceeds arrived, assets handed over in
 * kind) say so in the account column.
 */
export function entriesTable(
  schedule: CourtSchedule,
  accountNames: Record<string, string>,
  party: string,
  emptyText = 'None in the period.',
): ReportTable {
  return {
    columns: [
      text('number', 'No.', 0.45),
      date('date'),
      text('payee', party, 1.2),
      text('description', 'Description', 2),
      text('account', 'Account', 0.9),
      text('see', 'See', 0.7),
      money('amount', 'Amount'),
    ],
    rows: schedule.entries.map((e) =>
      row({
        number: e.number,
        date: e.date,
        payee: e.payee,
        description: e.description,
        account: e.cash ? (e.account ? (accountNames[e.account] ?? '') : '') : 'No money moved',
        see: refs(e.crossReferences),
        amount: e.amount,
      }),
    ),
    totals: [
      // The parts are figures the forms print (the judgment's capital disbursements, its
      // distributions): each is shown whenever the schedule's total is not its first part alone.
      ...(showParts(schedule)
        ? schedule.parts.map((p) => row({ description: p.label, amount: p.amount }, 'subtotal'))
        : []),
      total({ description: 'Total', amount: schedule.total }),
    ],
    emptyText,
  };
}

function outcomeText(
  r: InvestmentDisposalRow | CourtAssetRow,
  names: ReadonlyMap<string, string>,
  closing: string,
): string {
  const see = r.crossReferences.length > 0 ? `; see ${refs(r.crossReferences)}` : '';
  switch (r.outcome) {
    case 'on-hand':
      return `On hand at ${longDate(closing)}`;
    case 'realised':
      return (
        `Realised on ${longDate(r.disposedOn)} for ${formatCents(r.gross ?? 0)}` +
        (r.costsOfSale ? ` less costs of sale of ${formatCents(r.costsOfSale)}` : '') +
        see
      );
    case 'distributed-in-kind':
      return `Distributed in kind to ${names.get(r.beneficiaryId ?? '') ?? 'a beneficiary'} on ${longDate(r.disposedOn)}${see}`;
    case 'written-off':
      return `Disposed of on ${longDate(r.disposedOn)} with no proceeds (written off)${see}`;
    case 'proceeds-not-received':
      return `Disposed of on ${longDate(r.disposedOn)}; proceeds not yet received${see}`;
    default:
      return `Realised or distributed on ${longDate(r.disposedOn)}, before this period`;
  }
}

/** Statement of the original assets, each numbered, with what became of it and, if still held, its market value. */
export function originalAssetsTable(a: CourtAccounts, partyNames: ReadonlyMap<string, string>): ReportTable {
  const market = new Map(a.unrealisedAssets.rows.map((h) => [h.assetId, h.marketValue]));
  const rows = a.originalAssets.rows;
  return {
    columns: [
      text('number', 'No.', 0.45),
      text('name', 'Asset', 1.6),
      money('value', 'Value at death'),
      text('outcome', 'Realised or distributed', 2.2),
      money('gross', 'Proceeds or value'),
      money('gain', 'Gain (loss)'),
      money('market', 'Market value now'),
    ],
    rows: rows.map((r) =>
      row({
        number: r.number,
        name: `${r.name} (${assetClassLabel(r.assetClass)})`,
        value: r.valueAtDeath,
        outcome: outcomeText(r, partyNames, a.period.to),
        gross: r.gross,
        gain: r.gainLoss,
        market: r.outcome === 'on-hand' ? (market.get(r.assetId) ?? null) : null,
      }),
    ),
    totals: [
      total({
        name: 'Total',
        value: a.originalAssets.total,
        gain: a.figures.originalAssetsGainLoss,
      }),
    ],
    emptyText: 'No assets recorded.',
  };
}

/**
 * The trustee's investments realised, distributed or written off in the period, each at its cost
 * against what it brought in: the itemised gain (less loss) that the capital account carries as
 * "gain (less loss) on investments".
 */
export function investmentDisposalsTable(
  a: CourtAccounts,
  partyNames: ReadonlyMap<string, string>,
): ReportTable {
  const d = a.investmentAccount.disposals;
  return {
    title: 'Investments realised or distributed in the period',
    columns: [
      text('number', 'No.', 0.45),
      text('name', 'Investment', 1.6),
      money('cost', 'Cost'),
      text('outcome', 'Realised or distributed', 2.2),
      money('gross', 'Proceeds or value'),
      money('gain', 'Gain (loss)'),
    ],
    rows: d.rows.map((r) =>
      row({
        number: r.number,
        name: `${r.name} (${assetClassLabel(r.assetClass)})${r.acquiredOn ? `, bought ${longDate(r.acquiredOn)}` : ''}`,
        cost: r.carryingValue,
        outcome: outcomeText(r, partyNames, a.period.to),
        gross: r.gross,
        gain: r.gainLoss,
      }),
    ),
    totals: [
      total({ name: 'Total investments disposed of', cost: d.cost, gross: d.gross, gain: d.gainLoss }),
    ],
    emptyText: 'No investments realised or distributed in the period.',
  };
}

/** Assets held at the closing date at their carrying value, with the current market value where known. */
export function heldTable(
  held: HeldStatement,
  title: string,
  carrying: string,
  emptyText: string,
): ReportTable {
  return {
    title,
    columns: [
      text('number', 'No.', 0.45),
      text('name', 'Asset', 2),
      money('carrying', carrying),
      money('market', 'Market value'),
      text('asOf', 'Valued on', 0.8),
    ],
    rows: held.rows.map((h) =>
      row({
        number: h.number,
        name: `${h.name} (${assetClassLabel(h.assetClass)})`,
        carrying: h.carryingValue,
        market: h.marketValue,
        asOf: h.marketValueAsOf ? longDate(h.marketValueAsOf) : 'Not valued',
      }),
    ),
    totals: [
      total({
        name: 'Total',
        carrying: held.total,
        market: held.marketValuesComplete ? held.marketTotal : null,
      }),
    ],
    emptyText,
  };
}
