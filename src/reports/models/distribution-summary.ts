import { type EstateAccounts, estateAccounts } from '../../domain/rules/ontario/index.ts';
import type { ReportData, ReportModel, ReportTable } from '../model.ts';
import { money, percent, reportHeader, row, text, total } from './common.ts';

/** The residue worked out, then each beneficiary's share of it. */
export function distributionTables(a: EstateAccounts): ReportTable[] {
  const d = a.distribution;
  return [
    {
      title: 'Residue available for distribution',
      columns: [text('label', 'Item', 3), money('amount', 'Amount')],
      rows: [
        row({ label: `Cash on hand at ${a.period.to}`, amount: a.moneyOnHand.accountsTotal }),
        row({ label: 'Less: compensation claimed', amount: -a.compensation.claimedTotal }),
        row({ label: 'Less: liabilities outstanding', amount: -a.liabilities.total }),
      ],
      totals: [total({ label: 'Residue', amount: d.residue })],
    },
    {
      title: 'Proposed distribution among the beneficiaries',
      columns: [
        text('name', 'Beneficiary', 1.6),
        text('relationship', 'Relationship'),
        percent('share', 'Share'),
        money('advances', 'Advances paid'),
        money('amount', 'Proposed amount'),
      ],
      rows: [
        ...d.rows.map((r) =>
          row({
            name: r.name,
            relationship: r.relationship,
            share: r.shareBp,
            advances: r.advances,
            amount: r.amount,
          }),
        ),
        ...(d.unallocated !== 0 ? [row({ name: 'Unallocated', amount: d.unallocated })] : []),
      ],
      totals: [
        total({
          name: 'Total',
          share: d.sharesTotalBp,
          advances: d.rows.reduce((s, r) => s + r.advances, 0),
          amount: d.total + d.unallocated,
        }),
      ],
      emptyText: 'No beneficiaries recorded.',
    },
  ];
}

export function distributionSummaryModel(data: ReportData): ReportModel {
  const a = estateAccounts(data, data.options);
  const d = a.distribution;
  return {
    ...reportHeader('distribution-summary', 'Distribution summary', data, a),
    sections: [
      {
        id: 'distribution',
        title: 'Proposed distribution of the residue',
        sheetName: 'Distribution',
        paragraphs: [
          'Each share of the residue is worked out in cents; the cents left over are given one each to the ' +
            'largest remainders, so the amounts add up to the residue exactly.',
          d.equalised
            ? 'Advances already paid are brought into account before the residue is shared.'
            : 'Advances already paid are shown for information; they are not deducted from the shares.',
        ],
        tables: distributionTables(a),
      },
    ],
    notes: [
      ...d.notes.map((t) => ({ text: t })),
      ...(a.unrealisedAssets.total > 0
        ? [
            {
              text: 'Original assets not yet realised are not part of the cash residue above (to be sold or distributed in kind).',
            },
          ]
        : []),
      ...(a.summary.isBalanced
        ? []
        : [{ text: 'The estate accounts do not balance; see the estate accounts report.' }]),
    ],
  };
}
