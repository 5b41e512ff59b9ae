import { addMonthsUtc, type EstateAccounts, estateAccounts } from '../../domain/rules/ontario/index.ts';
import type { ReportData, ReportModel, ReportSection } from '../model.ts';
import { assetClassLabel, money, reportHeader, row, text, total } from './common.ts';

function byMonth(a: EstateAccounts): ReportSection {
  const months = new Map<string, { receipts: number; disbursements: number }>();
  for (
    let m = `${a.period.from.slice(0, 7)}-01`;
    m.slice(0, 7) <= a.period.to.slice(0, 7);
    m = addMonthsUtc(m, 1)
  ) {
    months.set(m.slice(0, 7), { receipts: 0, disbursements: 0 });
  }
  const add = (rows: { date: string; amount: number }[], key: 'receipts' | 'disbursements') => {
    for (const r of rows) {
      const bucket = months.get(r.date.slice(0, 7));
      if (bucket) bucket[key] += r.amount;
    }
  };
  add([...a.capitalReceipts.rows, ...a.revenueReceipts.rows], 'receipts');
  add([...a.capitalDisbursements.rows, ...a.revenueDisbursements.rows], 'disbursements');
  const rows = [...months].map(([month, v]) =>
    row({ month, receipts: v.receipts, disbursements: v.disbursements, net: v.receipts - v.disbursements }),
  );
  const receipts = a.capitalReceipts.total + a.revenueReceipts.total;
  const disbursements = a.capitalDisbursements.total + a.revenueDisbursements.total;
  return {
    id: 'by-month',
    title: 'Receipts and disbursements by month',
    sheetName: 'By month',
    tables: [
      {
        columns: [
          text('month', 'Month'),
          money('receipts', 'Receipts'),
          money('disbursements', 'Disbursements'),
          money('net', 'Net'),
        ],
        rows,
        totals: [total({ month: 'Total', receipts, disbursements, net: receipts - disbursements })],
      },
    ],
  };
}

function assetsByClass(a: EstateAccounts): ReportSection {
  const classes = new Map<string, { count: number; value: number; realised: number; proceeds: number }>();
  for (const r of a.originalAssets.rows) {
    const c = classes.get(r.assetClass) ?? { count: 0, value: 0, realised: 0, proceeds: 0 };
    c.count += 1;
    c.value += r.valueAtDeath;
    c.realised += r.realised ? 1 : 0;
    c.proceeds += r.proceeds ?? 0;
    classes.set(r.assetClass, c);
  }
  const o = a.originalAssets;
  return {
    id: 'assets-by-class',
    title: 'Original assets by class',
    sheetName: 'Assets by class',
    tables: [
      {
        columns: [
          text('class', 'Class', 2),
          { key: 'count', label: 'Assets', kind: 'number' },
          money('value', 'Value at death'),
          { key: 'realised', label: 'Realised', kind: 'number' },
          money('proceeds', 'Proceeds'),
        ],
        rows: [...classes].map(([k, c]) => row({ class: assetClassLabel(k), ...c })),
        totals: [
          total({
            class: 'Total',
            count: o.rows.length,
            value: o.total,
            realised: o.rows.filter((r) => r.realised).length,
            proceeds: o.proceedsTotal,
          }),
        ],
        emptyText: 'No assets recorded.',
      },
    ],
  };
}

export function financialOverviewModel(data: ReportData): ReportModel {
  const a = estateAccounts(data, data.options);
  const m = a.moneyOnHand;
  const totals: ReportSection = {
    id: 'totals',
    title: 'Totals for the period',
    sheetName: 'Totals',
    tables: [
      {
        columns: [text('label', 'Item', 3), money('amount', 'Amount')],
        rows: [
          row({ label: 'Original assets at the date of death', amount: a.originalAssets.total }),
          row({ label: 'Capital receipts', amount: a.capitalReceipts.total }),
          row({ label: 'Capital disbursements', amount: a.capitalDisbursements.total }),
          row({ label: 'Revenue receipts', amount: a.revenueReceipts.total }),
          row({ label: 'Revenue disbursements', amount: a.revenueDisbursements.total }),
          row({ label: 'Gains (losses) on realisation', amount: a.summary.realisationGainLoss }),
          row({ label: 'Cash on hand at the closing date', amount: m.accountsTotal }, 'subtotal'),
          row({ label: 'Unrealised original assets, at value at death', amount: m.unrealisedTotal }),
          row({ label: 'Investments purchased, at cost', amount: m.investmentsTotal }),
        ],
        totals: [total({ label: 'Money and investments on hand', amount: m.total })],
      },
    ],
  };
  const accounts: ReportSection = {
    id: 'accounts',
    title: 'Cash by account at the closing date',
    sheetName: 'Accounts',
    tables: [
      {
        columns: [text('label', 'Account', 3), money('amount', 'Balance')],
        rows: m.accounts.map((c) => row({ label: c.name, amount: c.amount })),
        totals: [total({ label: 'Total cash', amount: m.accountsTotal })],
        emptyText: 'No accounts.',
      },
    ],
  };
  return {
    ...reportHeader('financial-overview', 'Financial overview', data, a),
    sections: [totals, assetsByClass(a), byMonth(a), accounts],
    notes: a.notes.map((t) => ({ text: t })),
  };
}
