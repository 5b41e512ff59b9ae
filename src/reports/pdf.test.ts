import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  WORKED_CLAIM,
  WORKED_INPUT,
  WORKED_LIABILITIES,
  WORKED_TODAY,
} from '../domain/rules/ontario/worked-example.fixture.ts';
import { buildReport } from './build-report.ts';
import type { ReportData, ReportKind, ReportRow, ReportTable } from './model.ts';
import { renderPdf } from './render/pdf.ts';

const data: ReportData = {
  ...WORKED_INPUT,
  today: WORKED_TODAY,
  options: {
    liabilities: WORKED_LIABILITIES,
    compensationOverrides: WORKED_CLAIM,
    deadlines: { done: { 'estate-information-return': true } },
  },
};

async function pdfText(
  kind: ReportKind,
): Promise<{ text: string; pages: number; file: Awaited<ReturnType<typeof buildReport>> }> {
  const file = await buildReport(kind, 'pdf', data);
  const { text, totalPages } = await extractText(file.bytes.slice(), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, file };
}

describe('PDF reports (worked example)', () => {
  it('estate accounts carry the court heading, schedule totals, compensation and distribution', async () => {
    const { text, pages, file } = await pdfText('estate-accounts');
    expect(file.mimeType).toBe('application/pdf');
    expect(file.fileName).toBe('estate-of-eleanor-ramsay-estate-accounts-2024-03-15-to-2025-03-14.pdf');
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
    expect(text).toContain('ONTARIO SUPERIOR COURT OF JUSTICE');
    expect(text).toContain('Schedule A: Statement of the original assets at the date of death');
    for (const figure of [
      '$697,350.00', // original assets: 600,000.00 + 85,000.00 + 12,350.00
      '$633,734.56', // capital receipts: 2,500.00 + 1,234.56 + 630,000.00
      '$63,450.50', // capital disbursements
      '$1,865.33', // revenue receipts
      '$212.70', // revenue disbursements
      '$669,286.69', // on hand: capital 667,634.06 + revenue 1,652.63
      '$731,084.56', // compensation base: 697,350.00 + 30,000.00 gain + 3,734.56 other receipts
      '$18,277.11', // 2.5% of it
      '$22,645.29', // compensation claimed
      '$547,491.40', // available: 571,936.69 − 1,800.00 − 22,645.29
      '$182,497.14', // Anne: a third plus the odd cent
      '$182,497.13', // Thomas and the Humane Society
      'Realised on October 4, 2024 for $630,000.00; see CR-3',
      'CR-3',
      'r. 74.17(1)',
      '+ gains $30,000.00 - losses $0.00', // the minus sign drawn as a hyphen, not '?'
    ]) {
      expect(text).toContain(figure);
    }
    // The engine's remarks on the data are for the app, not the court.
    expect(text).not.toContain('link the receipt');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('tax summary shows the tax and the deadlines', async () => {
    const { text } = await pdfText('tax-summary');
    expect(text).toContain('$9,720.00');
    expect(text).toContain('648 × $15.00');
    expect(text).toContain('2025-04-30');
    expect(text).toContain('2025-06-12');
    expect(text).toContain('Before final distribution');
  });

  it('distribution summary and financial overview', async () => {
    const dist = await pdfText('distribution-summary');
    expect(dist.text).toContain('1/3');
    expect(dist.text).not.toContain('33.34%');
    expect(dist.text).toContain('$182,497.14');
    const overview = await pdfText('financial-overview');
    expect(overview.text).toContain('Real property');
    expect(overview.text).toContain('$635,599.89'); // receipts of the period
  });

  it('continues a long table across pages under its repeated header', async () => {
    const rows: ReportRow[] = Array.from({ length: 120 }, (_, i) => ({
      cells: { label: `Entry ${i + 1}`, amount: (i + 1) * 100 },
    }));
    const table: ReportTable = {
      columns: [
        { key: 'label', label: 'Item', kind: 'text' },
        { key: 'amount', label: 'Amount', kind: 'money' },
      ],
      rows,
      totals: [{ cells: { label: 'Total', amount: 726_000 }, style: 'total' }],
    };
    const bytes = renderPdf({
      kind: 'financial-overview',
      court: null,
      title: 'Long',
      subtitle: [],
      estateName: 'Estate of Long',
      period: { from: '2024-01-01', to: '2024-12-31' },
      preparedOn: '2025-01-01',
      sections: [{ id: 'long', title: 'Long schedule', tables: [table] }],
      notes: [],
      fileBaseName: 'long',
    });
    const { text, totalPages } = await extractText(bytes, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(3);
    expect(text[1]).toContain('Long schedule (continued)');
    expect(text[1]).toContain('Amount');
    expect(text.at(-1)).toContain('$7,260.00');
    expect(text.join(' ')).toContain('Entry 120');
  });

  it('moves a short table whole to the next page, with its heading, rather than split it', async () => {
    const columns: ReportTable['columns'] = [
      { key: 'label', label: 'Item', kind: 'text' },
      { key: 'amount', label: 'Amount', kind: 'money' },
    ];
    const rowsOf = (name: string, n: number): ReportRow[] =>
      Array.from({ length: n }, (_, i) => ({ cells: { label: `${name} ${i + 1}`, amount: 100 } }));
    const bytes = renderPdf({
      kind: 'financial-overview',
      court: null,
      title: 'Keep together',
      subtitle: [],
      estateName: 'Estate of Keep',
      period: { from: '2024-01-01', to: '2024-12-31' },
      preparedOn: '2025-01-01',
      // The first table ends about 115 points above the page's foot: room for a heading and a few
      // rows, not for the whole second table.
      sections: [
        { id: 'long', title: 'Long schedule', tables: [{ columns, rows: rowsOf('Long', 25) }] },
        {
          id: 'short',
          title: 'Short schedule',
          tables: [
            {
              columns,
              rows: rowsOf('Short', 5),
              totals: [{ cells: { label: 'Total', amount: 500 }, style: 'total' }],
            },
          ],
        },
      ],
      notes: [],
      fileBaseName: 'keep',
    });
    const { text } = await extractText(bytes, { mergePages: false });
    expect(text).toHaveLength(2);
    expect(text[0]).toContain('Long 25');
    expect(text[0]).not.toContain('Short schedule');
    expect(text[1]).toContain('Short schedule');
    expect(text[1]).toContain('Short 1');
    expect(text[1]).toContain('Short 5');
    expect(text[1]).not.toContain('(continued)');
  });
  it('never breaks an amount over two lines, even a negative million in a 12-point court table', async () => {
    // Schedule K's "Less: proceeds of original assets realised" line, as the Okafor estate prints it:
    // at 12 points in the fixed 78-point column it broke into "-$1,081,169.0" above "1".
    const table: ReportTable = {
      columns: [
        { key: 'label', label: 'Item', kind: 'text' },
        { key: 'amount', label: 'Amount', kind: 'money' },
      ],
      rows: [
        {
          cells: {
            label:
              'Less: proceeds of original assets realised, in the receipts above (the assets are in the opening)',
            amount: -108_116_901,
          },
        },
      ],
      totals: [{ cells: { label: 'Closing capital (computed)', amount: -1_234_567_890 }, style: 'total' }],
    };
    const bytes = renderPdf({
      kind: 'estate-accounts',
      court: 'Ontario Superior Court of Justice',
      title: 'Accounts',
      subtitle: [],
      estateName: 'Estate of Wide',
      period: { from: '2024-01-01', to: '2024-12-31' },
      preparedOn: '2025-01-01',
      sections: [{ id: 'k', title: 'Schedule K: Reconciliation', tables: [table] }],
      notes: [],
      fileBaseName: 'wide',
    });
    const { text } = await extractText(bytes, { mergePages: true });
    const lines = text.split('\n');
    expect(
      lines.some((l) => l.includes('-$1,081,169.01')),
      text,
    ).toBe(true);
    expect(
      lines.some((l) => l.includes('-$12,345,678.90')),
      text,
    ).toBe(true);
    // The court heading as the forms set it, "ONTARIO" over "SUPERIOR COURT OF JUSTICE".
    expect(lines.slice(0, 2)).toEqual(['ONTARIO', 'SUPERIOR COURT OF JUSTICE']);
  });
});
