import type { ReportData, ReportModel } from '../model.ts';
import { reportHeader } from './common.ts';
import { courtAccountsFor } from './court-data.ts';
import { distributionTables } from './court-distribution-tables.ts';

/**
 * The proposed distribution of the Estate Accounts on its own: the same engine, so the two
 * reports cannot disagree (docs/behaviour.md, Reports). Exact shares; never more than the cash on
 * hand less liabilities, compensation not yet taken and reserves.
 */
export function distributionSummaryModel(data: ReportData): ReportModel {
  const a = courtAccountsFor(data);
  const d = a.distribution;
  return {
    ...reportHeader('distribution-summary', 'Distribution summary', data, a),
    sections: [
      {
        id: 'distribution',
        title: 'Proposed distribution of the residue',
        sheetName: 'Distribution',
        paragraphs: [
          'Each share of the residue is an exact fraction; the cents left over are given one each to the ' +
            'largest remainders, so the amounts add up to the cash distributed exactly.',
          d.equalised
            ? 'Advances already paid on account of a share, in cash or in kind, are brought into account.'
            : 'Advances already paid are shown for information; they are not deducted from the shares.',
        ],
        tables: distributionTables(a),
      },
    ],
    notes: [
      ...d.notes.map((t) => ({ text: t })),
      ...(a.unrealisedAssets.rows.length > 0
        ? [{ text: 'Original assets not yet realised are not part of the cash distribution above.' }]
        : []),
      ...(a.capitalAccount.isBalanced && a.revenueAccount.isBalanced
        ? []
        : [{ text: 'The estate accounts do not balance; see the estate accounts report.' }]),
    ],
  };
}
