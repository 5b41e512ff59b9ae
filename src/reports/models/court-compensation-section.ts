import { formatCents } from '../../domain/rules/money.ts';
import type { CourtAccounts } from '../../domain/rules/ontario/index.ts';
import type { ReportSection, ReportTable } from '../model.ts';
import { date, money, row, text, total } from './common.ts';

const LEDGER = { capital: 'Capital', revenue: 'Revenue' } as const;

/**
 * Why the care and management fee is claimed and on what, in the trustee's words; or, when it is
 * not claimed, what the tariff would give, for information (docs/behaviour.md#court-accounts-figures).
 */
function careAndManagementText(a: CourtAccounts): string {
  const cm = a.compensation.items.find((i) => i.id === 'care-and-management');
  if (!cm) return '';
  const claimed = a.careAndManagement;
  if (claimed) {
    return (
      `Care and management is claimed: ${claimed.reason.trim().replace(/\.?$/, '.')} It is charged on the ` +
      `average market value of the assets under management, ${formatCents(claimed.averageValue)}` +
      `${claimed.basis ? ` (${claimed.basis.trim()})` : ''}: ${cm.basis}.`
    );
  }
  const mean =
    `the average gross value of the capital, ${formatCents(cm.base)}, is the mean of the capital at the start ` +
    `of the period (${formatCents(a.capitalAccount.opening)}) and at its end ` +
    `(${formatCents(a.capitalAccount.onHand.total)}), assets at their carrying value; ${cm.basis}`;
  return cm.claimed > 0
    ? `Care and management: ${mean}.`
    : `Care and management is not claimed. For information, ${mean}, which would give ${formatCents(cm.computed)}.`;
}

function takenTable(a: CourtAccounts): ReportTable {
  const c = a.compensation;
  return {
    title: 'Compensation already taken in the period',
    columns: [
      date('date'),
      text('authority', 'Authority', 1.8),
      text('ledger', 'From', 0.7),
      money('amount', 'Amount'),
    ],
    rows: c.taken.map((t) =>
      row({
        date: t.date,
        authority: [t.authority === 'consent' ? 'Consent' : 'Court order', t.reference]
          .filter(Boolean)
          .join(': '),
        ledger: LEDGER[t.ledger],
        amount: t.amount,
      }),
    ),
    totals: [total({ authority: 'Total taken', amount: c.takenTotal })],
    emptyText: 'No compensation has been taken.',
  };
}

function splitTable(a: CourtAccounts): ReportTable {
  const c = a.compensation;
  return {
    title: 'Charged to capital and to revenue',
    columns: [
      text('label', 'Item', 2),
      money('capital', 'Capital'),
      money('revenue', 'Revenue'),
      money('total', 'Total'),
    ],
    rows: [
      row({
        label: 'Compensation claimed',
        capital: c.chargedToCapital,
        revenue: c.chargedToRevenue,
        total: c.claimedTotal,
      }),
      row({
        label: 'Less: already taken',
        capital: -c.takenFromCapital,
        revenue: -c.takenFromRevenue,
        total: -c.takenTotal,
      }),
      ...(c.excessTaken > 0
        ? [row({ label: 'Taken in excess of the claim, to be repaid', total: c.excessTaken })]
        : []),
    ],
    totals: [
      total({
        label: 'Balance to be paid',
        capital: c.balanceFromCapital,
        revenue: c.balanceFromRevenue,
        total: c.balanceTotal,
      }),
    ],
  };
}

function coTrusteesTable(a: CourtAccounts): ReportTable[] {
  const c = a.compensation;
  if (c.trustees.length === 0) return [];
  return [
    {
      title: 'Division between the estate trustees',
      columns: [
        text('name', 'Estate trustee', 2),
        money('claimed', 'Share of the claim'),
        money('taken', 'Taken'),
        money('balance', 'Balance'),
      ],
      rows: c.trustees.map((t) =>
        row({ name: t.name, claimed: t.claimed, taken: t.taken, balance: t.balance }),
      ),
      totals: [
        total({
          name: 'Total',
          claimed: c.claimedTotal,
          taken: c.takenTotal,
          balance: c.claimedTotal - c.takenTotal,
        }),
      ],
    },
  ];
}

function factorsTable(a: CourtAccounts): ReportTable[] {
  const factors = a.compensation.factors;
  if (factors.every((f) => f.reasons === '')) return [];
  return [
    {
      title: 'The claim measured against the five factors',
      columns: [text('factor', 'Factor', 1.2), text('reasons', 'The estate trustee’s reasons', 3)],
      rows: factors.map((f) => row({ factor: f.label, reasons: f.reasons })),
    },
  ];
}

/** The claim item by item on the engine's base, what was taken, the split between the accounts and the trustees. */
export function compensationSection(
  a: CourtAccounts,
  letter: string,
  { equalSplitAssumed = false }: { equalSplitAssumed?: boolean } = {},
): ReportSection {
  const c = a.compensation;
  return {
    id: 'compensation',
    title: `Schedule ${letter}: Compensation claimed by the estate trustee`,
    sheetName: `${letter} Compensation`,
    paragraphs: [
      'Each item is 2.5% of its base, rounded to the cent; the claimed column is the estate trustee’s claim.',
      careAndManagementText(a),
      ...(equalSplitAssumed
        ? [
            'No shares of the compensation were agreed between the estate trustees: it is assumed to be ' +
              'divided between them equally.',
          ]
        : []),
    ],
    tables: [
      {
        columns: [
          text('label', 'Item', 1.1),
          text('basis', 'Base', 2.1),
          text('chargedTo', 'Charged to', 0.7),
          money('base', 'Amount'),
          money('computed', 'Tariff'),
          money('claimed', 'Claimed'),
        ],
        rows: c.items.map((i) =>
          row({
            label: i.label,
            basis: i.basis,
            chargedTo: LEDGER[i.chargedTo],
            base: i.base,
            computed: i.computed,
            claimed: i.claimed,
          }),
        ),
        totals: [total({ label: 'Total compensation', computed: c.computedTotal, claimed: c.claimedTotal })],
      },
      splitTable(a),
      takenTable(a),
      ...coTrusteesTable(a),
      ...factorsTable(a),
    ],
  };
}
