import { formatCents } from '../../domain/rules/money.ts';
import {
  DEADLINE_STATUS_LABELS,
  ESTATE_ADMINISTRATION_TAX_RULE,
  estateDeadlines,
} from '../../domain/rules/ontario/index.ts';
import type { ReportData, ReportModel, ReportSection } from '../model.ts';
import { date, money, reportHeader, row, text, total } from './common.ts';
import { courtAccountsFor, probateValueFor } from './court-data.ts';

export function taxSummaryModel(data: ReportData): ReportModel {
  const a = courtAccountsFor(data);
  // The one value of the estate, as the application states it (probate-value.ts).
  const value = probateValueFor(data, a);
  const eat = value.tax;
  const real = value.realProperty;
  const { entries: taxPayments, total: taxPaid, estateAdministrationTax: eatPaid } = a.figures.taxPayments;
  const eatSection: ReportSection = {
    id: 'estate-administration-tax',
    title: 'Estate Administration Tax',
    sheetName: 'Estate Administration Tax',
    paragraphs: [`${eat.rule} (${eat.source})`],
    tables: [
      {
        columns: [text('label', 'Item', 3), text('detail', 'Calculation', 1.4), money('amount', 'Amount')],
        rows: [
          ...(real.encumbrances > 0
            ? [
                row({ label: 'Real property in Ontario (value at death)', amount: real.gross }),
                row({ label: 'Less: encumbrances on it (mortgages, liens)', amount: -real.encumbrances }),
                row({ label: 'Personal property', amount: value.personalProperty.total }),
              ]
            : []),
          row({ label: 'Value of the estate (assets at the date of death)', amount: eat.estateValue }),
          row({ label: 'Less: first $50,000 (no tax)', amount: -eat.exemptAmount }),
          row({ label: 'Value above $50,000', amount: eat.taxableExcess }, 'subtotal'),
          row({
            label: '$15 for each $1,000 or part of $1,000',
            detail: `${eat.bands} × ${formatCents(eat.ratePerBand)}`,
            amount: eat.tax,
          }),
        ],
        totals: [
          total({ label: 'Estate Administration Tax', amount: eat.tax }),
          row({ label: 'Paid, as recorded in the disbursements of the period', amount: eatPaid }),
          row({ label: 'Balance (tax less paid)', amount: eat.tax - eatPaid }),
        ],
      },
    ],
  };
  const payments: ReportSection = {
    id: 'tax-payments',
    title: 'Tax payments recorded in the period',
    sheetName: 'Tax payments',
    tables: [
      {
        columns: [
          date('date'),
          text('payee', 'Paid to', 1.4),
          text('purpose', 'Description', 2),
          money('amount', 'Amount'),
        ],
        rows: taxPayments.map((r) =>
          row({ date: r.date, payee: r.payee, purpose: r.description, amount: r.amount }),
        ),
        totals: [total({ purpose: 'Total', amount: taxPaid })],
        emptyText: 'No tax payments recorded in the period.',
      },
    ],
  };
  const deadlines = estateDeadlines(data.estate, data.today, data.options?.deadlines);
  const deadlineSection: ReportSection = {
    id: 'deadlines',
    title: `Deadlines (status at ${data.today})`,
    sheetName: 'Deadlines',
    tables: [
      {
        columns: [
          text('title', 'Deadline', 1.3),
          text('due', 'Due'),
          text('status', 'Status', 0.8),
          text('rule', 'Rule', 2.4),
          text('source', 'Source', 1.5),
        ],
        rows: deadlines.map((d) =>
          row({
            title: d.title,
            due:
              d.dueDate ??
              (d.status === 'before-final-distribution' ? 'Before final distribution' : 'Unknown'),
            status: DEADLINE_STATUS_LABELS[d.status],
            rule: d.note && d.id !== 'clearance-certificate' ? `${d.rule} ${d.note}` : d.rule,
            source: d.source,
          }),
        ),
      },
    ],
  };
  return {
    ...reportHeader('tax-summary', 'Tax summary', data, a),
    sections: [eatSection, payments, deadlineSection],
    notes: [
      {
        text:
          'The value of the estate is the sum of the values at death of its original assets, real property in ' +
          'Ontario net of the mortgages and liens recorded against it; assets passing outside the estate and ' +
          'real property outside Ontario are not in it.',
      },
      ...value.leftOut.rows.map((r) => ({
        text: `Not in the value: ${r.name} (${formatCents(r.valueAtDeath)}): ${r.why.charAt(0).toLowerCase()}${r.why.slice(1)}.`,
      })),
      { text: ESTATE_ADMINISTRATION_TAX_RULE.rule, source: ESTATE_ADMINISTRATION_TAX_RULE.source },
    ],
  };
}
