import { formatCents } from '../../domain/rules/money.ts';
import {
  CARE_AND_MANAGEMENT_RULE,
  COMPENSATION_TARIFF_RULE,
  ESTATE_ACCOUNTS_RULE,
  type EstateAccounts,
  estateAccounts,
} from '../../domain/rules/ontario/index.ts';
import type { ReportData, ReportModel, ReportSection } from '../model.ts';
import { assetClassLabel, money, reportHeader, row, text, total } from './common.ts';
import { distributionTables } from './distribution-summary.ts';
import { investmentSection, ledgerTable, moneyOnHandSection } from './ledger-tables.ts';

function summarySection(a: EstateAccounts): ReportSection {
  const s = a.summary;
  return {
    id: 'summary',
    title: 'Summary of accounts',
    sheetName: 'Summary',
    paragraphs: [
      s.isBalanced
        ? 'The accounts balance: the computed closing balance equals the money and investments on hand.'
        : `The accounts do not balance: the difference is ${formatCents(s.difference)}. See the notes.`,
    ],
    tables: [
      {
        columns: [text('label', 'Item', 4), money('amount', 'Amount')],
        rows: s.lines.map((l) =>
          row(
            { label: l.label, amount: l.amount },
            l.kind === 'line' ? 'normal' : l.kind === 'total' ? 'total' : 'subtotal',
          ),
        ),
      },
    ],
  };
}

function originalAssetsSection(a: EstateAccounts): ReportSection {
  const o = a.originalAssets;
  return {
    id: 'original-assets',
    title: 'Schedule A: Original assets at the date of death',
    sheetName: 'A Original assets',
    tables: [
      {
        columns: [
          text('name', 'Asset', 2),
          text('class', 'Class'),
          money('value', 'Value at death'),
          text('realisation', 'Realisation or distribution', 2),
          money('gain', 'Gain (loss)'),
        ],
        rows: o.rows.map((r) =>
          row({
            name: r.name,
            class: assetClassLabel(r.assetClass),
            value: r.valueAtDeath,
            realisation: r.crossReference,
            gain: r.gainLoss,
          }),
        ),
        totals: [
          total({ name: 'Total', value: o.total, gain: o.rows.reduce((s, r) => s + (r.gainLoss ?? 0), 0) }),
        ],
        emptyText: 'No assets recorded.',
      },
    ],
  };
}

function compensationSection(a: EstateAccounts): ReportSection {
  const c = a.compensation;
  const cm = c.items.find((i) => i.id === 'care-and-management');
  return {
    id: 'compensation',
    title: 'Schedule J: Compensation claimed by the estate trustee',
    sheetName: 'J Compensation',
    paragraphs: [
      `${COMPENSATION_TARIFF_RULE.rule} (${COMPENSATION_TARIFF_RULE.source})`,
      `${CARE_AND_MANAGEMENT_RULE.rule} Valuation: ${cm?.basis ?? ''}; average gross value ${formatCents(cm?.base ?? 0)} ` +
        `(opening ${formatCents(a.summary.openingBalance)}, closing ${formatCents(a.moneyOnHand.total)}).`,
    ],
    tables: [
      {
        columns: [
          text('label', 'Item', 1.4),
          money('base', 'Amount'),
          text('rate', 'Rate', 0.6),
          money('computed', 'Tariff'),
          money('claimed', 'Claimed'),
        ],
        rows: c.items.map((i) =>
          row({ label: i.label, base: i.base, rate: i.rate, computed: i.computed, claimed: i.claimed }),
        ),
        totals: [total({ label: 'Total compensation', computed: c.computedTotal, claimed: c.claimedTotal })],
      },
    ],
  };
}

export function estateAccountsModel(data: ReportData): ReportModel {
  const a = estateAccounts(data, data.options);
  const names = a.accountNames;
  const sections: ReportSection[] = [
    summarySection(a),
    originalAssetsSection(a),
    {
      id: 'capital-receipts',
      title: 'Schedule B: Capital receipts',
      sheetName: 'B Capital receipts',
      tables: [ledgerTable(a.capitalReceipts, names, 'Received from')],
    },
    {
      id: 'capital-disbursements',
      title: 'Schedule C: Capital disbursements',
      sheetName: 'C Capital disbursements',
      tables: [ledgerTable(a.capitalDisbursements, names, 'Paid to')],
    },
    {
      id: 'revenue-receipts',
      title: 'Schedule D: Revenue receipts',
      sheetName: 'D Revenue receipts',
      tables: [ledgerTable(a.revenueReceipts, names, 'Received from')],
    },
    {
      id: 'revenue-disbursements',
      title: 'Schedule E: Revenue disbursements',
      sheetName: 'E Revenue disbursements',
      tables: [ledgerTable(a.revenueDisbursements, names, 'Paid to')],
    },
    investmentSection(a, 'F'),
    {
      id: 'unrealised-assets',
      title: 'Schedule G: Original assets not yet realised',
      sheetName: 'G Unrealised assets',
      tables: [
        {
          columns: [text('name', 'Asset', 3), text('class', 'Class'), money('value', 'Value at death')],
          rows: a.unrealisedAssets.rows.map((r) =>
            row({ name: r.name, class: assetClassLabel(r.assetClass), value: r.value }),
          ),
          totals: [total({ name: 'Total', value: a.unrealisedAssets.total })],
          emptyText: 'Every original asset has been realised.',
        },
      ],
    },
    moneyOnHandSection(a, 'H'),
    {
      id: 'liabilities',
      title: 'Schedule I: Liabilities outstanding',
      sheetName: 'I Liabilities',
      paragraphs: a.liabilities.allAmountsKnown
        ? []
        : [
            'Amounts shown as $0.00 for creditors are not recorded in the estate data and are to be confirmed.',
          ],
      tables: [
        {
          columns: [
            text('label', 'Creditor or item', 1.5),
            text('notes', 'Notes', 2),
            money('amount', 'Amount'),
          ],
          rows: a.liabilities.rows.map((l) =>
            row({
              label: l.label,
              notes: l.amountKnown ? l.notes : `${l.notes} (amount unknown)`.trim(),
              amount: l.amount,
            }),
          ),
          totals: [total({ label: 'Total liabilities', amount: a.liabilities.total })],
          emptyText: 'No liabilities recorded.',
        },
      ],
    },
    compensationSection(a),
    {
      id: 'distribution',
      title: 'Schedule K: Statement of proposed distribution',
      sheetName: 'K Distribution',
      tables: distributionTables(a),
    },
  ];
  return {
    ...reportHeader('estate-accounts', 'Accounts of the estate trustee', data, a),
    sections,
    notes: [
      ...a.notes.map((t) => ({ text: t })),
      { text: ESTATE_ACCOUNTS_RULE.rule, source: ESTATE_ACCOUNTS_RULE.source },
      { text: COMPENSATION_TARIFF_RULE.rule, source: COMPENSATION_TARIFF_RULE.source },
      { text: CARE_AND_MANAGEMENT_RULE.rule, source: CARE_AND_MANAGEMENT_RULE.source },
    ],
  };
}
