import type { CourtAccounts } from '../../domain/rules/ontario/index.ts';
import type { ReportSection, ReportTable } from '../model.ts';
import { longDate, money, row, text, total } from './common.ts';
import { entriesTable, heldTable, investmentDisposalsTable } from './court-tables.ts';

/** Investment account: the trustee's own investments only (bought with estate money), never the original assets. */
export function investmentSection(
  a: CourtAccounts,
  letter: string,
  partyNames: ReadonlyMap<string, string>,
): ReportSection {
  const inv = a.investmentAccount;
  return {
    id: 'investment-account',
    title: `Schedule ${letter}: Investment account`,
    sheetName: `${letter} Investments`,
    paragraphs: [
      'Investments bought with the estate’s money and their realisation; reinvestment is neither a receipt nor ' +
        'a disbursement of the capital account. The gain or loss on each investment realised or distributed is ' +
        'carried to the capital account (the reconciliation).',
    ],
    tables: [
      {
        ...entriesTable(
          inv.transactions,
          a.accountNames,
          'With',
          'No investments bought or realised in the period.',
        ),
        title: 'Investment transactions',
      },
      investmentDisposalsTable(a, partyNames),
      heldTable(inv.holdings, 'Investments held at the closing date', 'Cost', 'No investments held.'),
    ],
  };
}

/** Money and investments on hand at the closing date, the cash split between capital and revenue. */
export function onHandSection(a: CourtAccounts, letter: string): ReportSection {
  // Each account's books beside the bank's statement and the difference between them, so the
  // reader sees the accounts reconciled to the bank, not to themselves.
  const cash: ReportTable = {
    title: 'Cash by account, reconciled to the bank',
    columns: [
      text('label', 'Account', 2),
      money('amount', 'Balance'),
      text('statementDate', 'Statement of', 0.9),
      money('statement', 'Bank statement'),
      money('difference', 'Difference'),
    ],
    rows: a.cash.accounts.map((c) =>
      row({
        label: c.name,
        amount: c.amount,
        statementDate: c.statement ? longDate(c.statement.date) : 'Not entered',
        statement: c.statement?.balance ?? null,
        difference: c.statement?.difference ?? null,
      }),
    ),
    totals: [total({ label: 'Total cash', amount: a.cash.bankTotal })],
    emptyText: 'No accounts.',
  };
  const split: ReportTable = {
    title: 'Cash held for capital and for revenue',
    columns: [text('label', 'Item', 3), money('amount', 'Amount')],
    rows: [
      row({ label: 'Capital cash', amount: a.cash.capital }),
      row({ label: 'Revenue cash', amount: a.cash.revenue }),
      ...(a.cash.difference !== 0
        ? [
            row({
              label: 'Cash in the accounts not explained by capital or revenue',
              amount: a.cash.difference,
            }),
          ]
        : []),
    ],
    totals: [total({ label: 'Total cash', amount: a.cash.bankTotal })],
  };
  const summary: ReportTable = {
    title: 'Money and investments on hand',
    columns: [text('label', 'Item', 3), money('amount', 'Amount')],
    rows: [
      row({ label: 'Capital cash', amount: a.cash.capital }),
      row({
        label: 'Original assets not yet realised, at their value at death',
        amount: a.unrealisedAssets.total,
      }),
      row({ label: 'Investments, at cost', amount: a.investmentAccount.holdings.total }),
      row({ label: 'Capital on hand', amount: a.capitalAccount.onHand.total }, 'subtotal'),
      row({ label: 'Revenue cash', amount: a.cash.revenue }),
    ],
    totals: [
      total({
        label: 'Total on hand',
        amount: a.capitalAccount.onHand.total + a.revenueAccount.onHand.total,
      }),
    ],
  };
  return {
    id: 'money-on-hand',
    title: `Schedule ${letter}: Money and investments on hand at ${longDate(a.period.to)}`,
    sheetName: `${letter} On hand`,
    tables: [
      cash,
      split,
      heldTable(
        a.unrealisedAssets,
        'Original assets not yet realised',
        'Value at death',
        'Every original asset has been realised or distributed.',
      ),
      summary,
    ],
  };
}

/** Liabilities with the amount owing, the numbered payments that settled them and what is still owing. */
export function liabilitiesSection(a: CourtAccounts, letter: string): ReportSection {
  const l = a.liabilities;
  return {
    id: 'liabilities',
    title: `Schedule ${letter}: Liabilities`,
    sheetName: `${letter} Liabilities`,
    paragraphs: l.allAmountsKnown
      ? []
      : ['An amount shown as "not recorded" is owing but not yet ascertained.'],
    tables: [
      {
        columns: [
          text('number', 'No.', 0.45),
          text('creditor', 'Creditor', 1.4),
          text('description', 'Description', 1.4),
          money('owing', 'Owing'),
          money('paid', 'Paid'),
          text('paidBy', 'Paid by', 0.7),
          money('outstanding', 'Outstanding'),
        ],
        rows: l.rows.map((r) =>
          row({
            number: r.number,
            creditor: r.creditor,
            description: r.amountAtDeath === null ? 'Amount not recorded' : r.description,
            owing: r.amountAtDeath,
            paid: r.paid,
            paidBy: r.paidBy.join(', '),
            outstanding: r.outstanding,
          }),
        ),
        totals: [total({ creditor: 'Total', paid: l.paidTotal, outstanding: l.outstandingTotal })],
        emptyText: 'No liabilities recorded.',
      },
    ],
  };
}

/** Capital and revenue each reconciled: opening + receipts − disbursements = on hand, the difference shown. */
export function reconciliationSection(a: CourtAccounts, letter: string): ReportSection {
  const table = (title: string, s: CourtAccounts['capitalAccount']): ReportTable => ({
    title,
    columns: [text('label', 'Item', 4), money('amount', 'Amount')],
    rows: s.lines.map((l) =>
      row(
        { label: l.label, amount: l.amount },
        l.kind === 'line' ? 'normal' : l.kind === 'total' ? 'total' : 'subtotal',
      ),
    ),
  });
  const balanced = a.capitalAccount.isBalanced && a.revenueAccount.isBalanced;
  return {
    id: 'reconciliation',
    title: `Schedule ${letter}: Reconciliation`,
    sheetName: `${letter} Reconciliation`,
    paragraphs: [
      balanced
        ? 'The capital and the revenue accounts each balance: the computed closing balance equals what is on hand.'
        : 'The accounts do not balance: the difference is shown in each account below.',
    ],
    tables: [table('Capital account', a.capitalAccount), table('Revenue account', a.revenueAccount)],
  };
}
