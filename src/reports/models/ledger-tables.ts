import type { EstateAccounts, LedgerSchedule } from '../../domain/rules/ontario/index.ts';
import type { ReportSection, ReportTable } from '../model.ts';
import { assetClassLabel, date, money, row, text, total } from './common.ts';

/** A receipts or disbursements schedule: each entry by date, with its total. */
export function ledgerTable(
  schedule: LedgerSchedule,
  accountNames: Record<string, string>,
  party: string,
): ReportTable {
  return {
    columns: [
      date('date'),
      text('payee', party, 1.2),
      text('purpose', 'Description', 2),
      text('account', 'Account'),
      money('amount', 'Amount'),
    ],
    rows: schedule.rows.map((r) =>
      row({
        date: r.date,
        payee: r.payee,
        purpose: [r.purpose, r.realises ? `(realises: ${r.realises})` : ''].filter(Boolean).join(' '),
        account: r.account ? (accountNames[r.account] ?? '') : '',
        amount: r.amount,
      }),
    ),
    totals: [total({ purpose: 'Total', amount: schedule.total })],
    emptyText: 'None in the period.',
  };
}

export function investmentSection(a: EstateAccounts, letter: string): ReportSection {
  const inv = a.investmentAccount;
  return {
    id: 'investment-account',
    title: `Schedule ${letter}: Investment account`,
    sheetName: `${letter} Investments`,
    tables: [
      {
        title: 'Investments purchased',
        columns: [date('date'), text('name', 'Investment', 3), money('amount', 'Cost')],
        rows: inv.purchases.map((p) => row({ date: p.date, name: p.name, amount: p.amount })),
        totals: [total({ name: 'Total purchased', amount: inv.totals.purchases })],
        emptyText: 'No investments purchased in the period.',
      },
      {
        title: 'Investments realised',
        columns: [
          date('date'),
          text('name', 'Investment', 2),
          money('amount', 'Proceeds'),
          money('carrying', 'Carrying value'),
          money('gain', 'Gain (loss)'),
        ],
        rows: inv.realisations.map((r) =>
          row({ date: r.date, name: r.name, amount: r.amount, carrying: r.carryingValue, gain: r.gainLoss }),
        ),
        totals: [
          total({ name: 'Total realised', amount: inv.totals.realisations, gain: inv.totals.gainLoss }),
        ],
        emptyText: 'No investments realised in the period.',
      },
      {
        title: 'Investments held at the closing date',
        columns: [text('name', 'Investment', 3), text('class', 'Class'), money('value', 'Value')],
        rows: inv.holdings.map((h) =>
          row({ name: h.name, class: assetClassLabel(h.assetClass), value: h.value }),
        ),
        totals: [total({ name: 'Closing balance', value: inv.totals.holdings })],
        emptyText: 'No investments held.',
      },
    ],
  };
}

export function moneyOnHandSection(a: EstateAccounts, letter: string): ReportSection {
  const m = a.moneyOnHand;
  return {
    id: 'money-on-hand',
    title: `Schedule ${letter}: Money and investments on hand at ${m.date}`,
    sheetName: `${letter} On hand`,
    tables: [
      {
        title: 'Cash',
        columns: [text('label', 'Item', 3), money('amount', 'Amount')],
        rows: [
          row({ label: 'Cash on hand at the start of the period', amount: m.openingCash }),
          row({ label: 'Add: receipts (capital and revenue)', amount: m.receipts }),
          row({ label: 'Less: disbursements (capital and revenue)', amount: -m.disbursements }),
        ],
        totals: [total({ label: 'Cash on hand at the closing date', amount: m.closingCash })],
      },
      {
        title: 'Cash by account',
        columns: [text('label', 'Account', 3), money('amount', 'Balance')],
        rows: m.accounts.map((c) => row({ label: c.name, amount: c.amount })),
        totals: [total({ label: 'Total cash', amount: m.accountsTotal })],
        emptyText: 'No accounts.',
      },
      {
        title: 'Money and investments on hand',
        columns: [text('label', 'Item', 3), money('amount', 'Amount')],
        rows: [
          row({ label: 'Cash', amount: m.accountsTotal }),
          row({ label: 'Unrealised original assets, at value at death', amount: m.unrealisedTotal }),
          row({ label: 'Investments purchased, at cost', amount: m.investmentsTotal }),
        ],
        totals: [total({ label: 'Total on hand', amount: m.total })],
      },
    ],
  };
}
