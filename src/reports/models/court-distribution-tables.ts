import { type CourtAccounts, distributionEntries, formatShare } from '../../domain/rules/ontario/index.ts';
import type { ReportTable } from '../model.ts';
import { date, longDate, money, row, text, total } from './common.ts';

/** The amounts held back before anything is distributed, each with how the trustee arrived at it. */
export function reservesTable(a: CourtAccounts): ReportTable {
  return {
    title: 'Reserves held back',
    columns: [text('label', 'Reserve', 1.6), text('basis', 'Basis', 2), money('amount', 'Amount')],
    rows: a.reserves.rows.map((r) => row({ label: r.label, basis: r.basis, amount: r.amount })),
    totals: [total({ label: 'Total reserves', amount: a.reserves.total })],
    emptyText: 'No reserves are held back.',
  };
}

/** Cash on hand less what must be paid or held back first: never more than the cash there is. */
export function availableTable(a: CourtAccounts): ReportTable {
  const v = a.distribution.available;
  return {
    title: 'Cash available for distribution',
    columns: [text('label', 'Item', 3), money('amount', 'Amount')],
    rows: [
      row({ label: `Cash on hand at ${longDate(a.period.to)}`, amount: v.cashOnHand }),
      row({ label: 'Less: liabilities outstanding', amount: -v.liabilitiesOutstanding }),
      row({ label: 'Less: compensation claimed and not yet taken', amount: -v.compensationUnpaid }),
      row({ label: 'Less: reserves', amount: -v.reserves }),
    ],
    totals: [total({ label: 'Available for distribution', amount: v.distributable })],
  };
}

/** Each residuary beneficiary's exact share (1/3 stays 1/3), advances brought into account, and the payment proposed. */
export function beneficiariesTable(a: CourtAccounts): ReportTable {
  const d = a.distribution;
  return {
    title: 'Proposed distribution among the residuary beneficiaries',
    columns: [
      text('name', 'Beneficiary', 1.5),
      text('relationship', 'Relationship', 0.9),
      text('share', 'Share', 0.6),
      money('advances', 'Advances'),
      money('entitlement', 'Entitlement'),
      money('amount', 'Proposed now'),
    ],
    rows: [
      ...d.rows.map((r) =>
        row({
          name: r.name,
          relationship: r.relationship,
          share: formatShare(r.share),
          advances: r.advances,
          entitlement: r.entitlement,
          amount: r.amount,
        }),
      ),
      ...(d.unallocated !== 0 ? [row({ name: 'Not allocated by any share', amount: d.unallocated })] : []),
    ],
    totals: [
      total({
        name: 'Total',
        share: formatShare(d.sharesTotal),
        advances: d.advancesTotal,
        entitlement: d.entitlementTotal,
        amount: d.total + d.unallocated,
      }),
    ],
    emptyText: 'No residuary beneficiaries recorded.',
  };
}

/**
 * What beneficiaries were paid or handed in the period, entry by entry, with the total the forms
 * print as the distributions (cash and in kind; advances on account of a share among them).
 */
export function distributionsMadeTable(a: CourtAccounts): ReportTable {
  return {
    title: 'Distributions made in the period',
    columns: [
      text('number', 'No.', 0.45),
      date('date'),
      text('payee', 'Beneficiary', 1.5),
      text('description', 'Description', 2),
      money('amount', 'Amount'),
    ],
    rows: distributionEntries(a.schedules).map((e) =>
      row({ number: e.number, date: e.date, payee: e.payee, description: e.description, amount: e.amount }),
    ),
    totals: [total({ payee: 'Total distributions', amount: a.figures.distributions.total })],
    emptyText: 'No distributions were made in the period.',
  };
}

export const distributionTables = (a: CourtAccounts): ReportTable[] => [
  distributionsMadeTable(a),
  reservesTable(a),
  availableTable(a),
  beneficiariesTable(a),
];
