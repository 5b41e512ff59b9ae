import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  WORKED_CLAIM,
  WORKED_INPUT,
  WORKED_LIABILITIES,
  WORKED_TODAY,
} from '../domain/rules/ontario/worked-example.fixture.ts';
import { buildReport } from './build-report.ts';
import type { ReportData, ReportKind } from './model.ts';

const data: ReportData = {
  ...WORKED_INPUT,
  today: WORKED_TODAY,
  options: { liabilities: WORKED_LIABILITIES, compensationOverrides: WORKED_CLAIM },
};

async function workbook(kind: ReportKind) {
  const file = await buildReport(kind, 'xlsx', data);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(file.bytes) as never);
  return { wb, file };
}

/** The first table row holding `label` (a heading of the same words has no other cells). */
function rowWith(ws: ExcelJS.Worksheet | undefined, label: string): ExcelJS.Row | undefined {
  let found: ExcelJS.Row | undefined;
  ws?.eachRow((r) => {
    const values = (r.values as unknown[]) ?? [];
    if (!found && values.includes(label) && values.filter((v) => v != null).length > 1) found = r;
  });
  return found;
}

const numbersIn = (r: ExcelJS.Row | undefined) =>
  ((r?.values as unknown[]) ?? []).filter((v): v is number => typeof v === 'number');

describe('Excel reports (worked example)', () => {
  it('estate accounts: one sheet per schedule, amounts as dollars with a currency format, totals bold', async () => {
    const { wb, file } = await workbook('estate-accounts');
    expect(file.mimeType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Cover',
      'A Original assets',
      'B Capital receipts',
      'C Capital disbursements',
      'D Revenue receipts',
      'E Revenue disbursements',
      'F Investments',
      'G On hand',
      'H Liabilities',
      'I Compensation',
      'J Distribution',
      'K Reconciliation',
      'Notes',
    ]);
    const receiptsTotal = rowWith(wb.getWorksheet('B Capital receipts'), 'Total');
    expect(numbersIn(receiptsTotal)).toEqual([633_734.56]);
    const cell = receiptsTotal?.getCell(7);
    expect(cell?.numFmt).toContain('$');
    expect(cell?.font?.bold).toBe(true);
    expect(numbersIn(rowWith(wb.getWorksheet('C Capital disbursements'), 'Total'))).toEqual([63_450.5]);
    expect(numbersIn(rowWith(wb.getWorksheet('D Revenue receipts'), 'Total'))).toEqual([1_865.33]);
    expect(numbersIn(rowWith(wb.getWorksheet('E Revenue disbursements'), 'Total'))).toEqual([212.7]);
    // 2.5% of 731,084.56 (assets at death, the gain on the house, other capital receipts)
    expect(numbersIn(rowWith(wb.getWorksheet('I Compensation'), 'Capital receipts'))).toEqual([
      731_084.56, 18_277.11, 18_277.11,
    ]);
    expect(numbersIn(rowWith(wb.getWorksheet('I Compensation'), 'Total compensation'))).toEqual([
      22_645.29, 22_645.29,
    ]);
    const dist = wb.getWorksheet('J Distribution');
    expect(numbersIn(rowWith(dist, 'Anne Ramsay'))).toEqual([0, 182_497.14, 182_497.14]);
    expect(numbersIn(rowWith(dist, 'Thomas Ramsay'))).toEqual([0, 182_497.13, 182_497.13]);
    expect(rowWith(dist, 'Kingston Humane Society')?.values).toContain('1/3');
    expect(numbersIn(rowWith(wb.getWorksheet('G On hand'), 'Total on hand'))).toEqual([669_286.69]);
    expect(numbersIn(rowWith(wb.getWorksheet('K Reconciliation'), 'Capital on hand'))).toEqual([667_634.06]);
  });

  it('tax summary: the tax as a number and the deadlines', async () => {
    const { wb } = await workbook('tax-summary');
    const eat = wb.getWorksheet('Estate Administration Tax');
    expect(numbersIn(rowWith(eat, 'Estate Administration Tax'))).toEqual([9_720]);
    const deadlines = wb.getWorksheet('Deadlines');
    expect(
      ((rowWith(deadlines, 'Final (terminal) T1 return')?.values as unknown[]) ?? []).slice(1, 4),
    ).toEqual(['Final (terminal) T1 return', '2025-04-30', 'Upcoming']);
  });

  it('financial overview and distribution summary', async () => {
    const overview = await workbook('financial-overview');
    expect(numbersIn(rowWith(overview.wb.getWorksheet('By month'), '2024-10'))).toEqual([
      630_000, 32_775.5, 597_224.5,
    ]);
    const dist = await workbook('distribution-summary');
    expect(numbersIn(rowWith(dist.wb.getWorksheet('Distribution'), 'Available for distribution'))).toEqual([
      547_491.4,
    ]);
  });
});
