import type { AssetClassFigures, CourtAccounts } from '../../domain/rules/ontario/index.ts';
import type { ReportData, ReportModel, ReportSection } from '../model.ts';
import { assetClassLabel, money, reportHeader, row, text, total } from './common.ts';
import { courtAccountsFor } from './court-data.ts';

/** Money that came in and went out, month by month, as the statement counts it. */
function byMonth(a: CourtAccounts): ReportSection {
  const m = a.figures.byMonth;
  return {
    id: 'by-month',
    title: 'Receipts and disbursements by month',
    sheetName: 'By month',
    paragraphs: [
      'Money received and paid out; reinvestment and transfers between the estate’s accounts are left out.',
    ],
    tables: [
      {
        columns: [
          text('month', 'Month'),
          money('receipts', 'Receipts'),
          money('disbursements', 'Disbursements'),
          money('net', 'Net'),
        ],
        rows: m.rows.map((r) =>
          row({ month: r.month, receipts: r.receipts, disbursements: r.disbursements, net: r.net }),
        ),
        totals: [
          total({
            month: 'Total',
            receipts: m.receipts,
            disbursements: m.disbursements,
            net: m.net,
          }),
        ],
      },
    ],
  };
}

/** The statement of original assets by class: each figure is the statement's (court-figures.ts). */
function assetsByClass(a: CourtAccounts): ReportSection {
  const { rows, totals } = a.figures.originalAssetsByClass;
  const line = (c: Omit<AssetClassFigures, 'assetClass'>) => ({
    count: c.count,
    value: c.valueAtDeath,
    realised: c.realised,
    proceeds: c.proceeds,
  });
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
        rows: rows.map((c) => row({ class: assetClassLabel(c.assetClass), ...line(c) })),
        totals: [total({ class: 'Total', ...line(totals) })],
        emptyText: 'No assets recorded.',
      },
    ],
  };
}

/** The period at a glance from the court accounts engine, so its figures agree with the Estate Accounts. */
export function financialOverviewModel(data: ReportData): ReportModel {
  const a = courtAccountsFor(data);
  const f = a.figures;
  const totals: ReportSection = {
    id: 'totals',
    title: 'Totals for the period',
    sheetName: 'Totals',
    tables: [
      {
        columns: [text('label', 'Item', 3), money('amount', 'Amount')],
        rows: [
          row({ label: 'Original assets at the date of death', amount: f.originalAssets }),
          row({ label: 'Capital receipts', amount: f.capitalReceipts }),
          row({ label: 'of which, proceeds of original assets realised', amount: f.realisations }),
          row({ label: 'Gains (losses) on realisation', amount: f.originalAssetsGainLoss }),
          row({ label: 'Capital disbursements', amount: f.capitalDisbursements }),
          row({ label: 'Distributions to beneficiaries', amount: f.distributions.total }),
          row({ label: 'Compensation taken', amount: f.compensationTaken.total }),
          row({ label: 'Revenue receipts', amount: f.revenueReceipts }),
          row({ label: 'Revenue disbursements', amount: f.revenueDisbursements }),
          row({ label: 'Capital on hand', amount: f.capitalOnHand }, 'subtotal'),
          row({ label: 'Revenue on hand', amount: f.revenueOnHand }, 'subtotal'),
        ],
        totals: [total({ label: 'Money, assets and investments on hand', amount: f.onHand })],
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
        rows: a.cash.accounts.map((c) => row({ label: c.name, amount: c.amount })),
        totals: [total({ label: 'Total cash', amount: a.cash.bankTotal })],
        emptyText: 'No accounts.',
      },
    ],
  };
  return {
    ...reportHeader('financial-overview', 'Financial overview', data, a),
    sections: [totals, assetsByClass(a), byMonth(a), accounts],
    notes: [],
  };
}
