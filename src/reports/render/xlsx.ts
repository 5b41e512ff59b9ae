import ExcelJS from 'exceljs';
import type { ReportColumn, ReportModel, ReportRow, ReportTable } from '../model.ts';
import { formatCell, isNumeric, sheetNames } from './format.ts';

/**
 * Excel workbook: one worksheet per section (and one for the notes). Amounts are numbers in
 * dollars (cents / 100) with a currency format, so they add up in a spreadsheet; totals bold.
 */
const MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
const PERCENT_FORMAT = '0.00%';
const WIDTH: Record<string, number> = { money: 16, date: 12, percent: 10, number: 9 };

function cellValue(value: ReportRow['cells'][string], column: ReportColumn): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (column.kind === 'money') return value / 100;
  if (column.kind === 'percent') return value / 10_000;
  return column.kind === 'number' ? value : formatCell(value, column.kind);
}

function writeTable(ws: ExcelJS.Worksheet, table: ReportTable, widths: number[]): void {
  if (table.title) ws.addRow([table.title]).font = { bold: true, size: 11 };
  if (table.rows.length === 0 && table.emptyText) {
    ws.addRow([table.emptyText]).font = { italic: true };
    ws.addRow([]);
    return;
  }
  const header = ws.addRow(table.columns.map((c) => c.label));
  header.font = { bold: true };
  table.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.border = { bottom: { style: 'thin' } };
    if (isNumeric(c)) cell.alignment = { horizontal: 'right' };
  });
  const totals = table.totals ?? [];
  [...table.rows, ...totals].forEach((r, index) => {
    const isTotal = index >= table.rows.length;
    const line = ws.addRow(table.columns.map((c) => cellValue(r.cells[c.key] ?? null, c)));
    const bold = (r.style ?? 'normal') !== 'normal' || index === table.rows.length;
    table.columns.forEach((c, i) => {
      const cell = line.getCell(i + 1);
      if (typeof r.cells[c.key] === 'number') {
        if (c.kind === 'money') cell.numFmt = MONEY_FORMAT;
        if (c.kind === 'percent') cell.numFmt = PERCENT_FORMAT;
      }
      if (!isNumeric(c)) cell.alignment = { wrapText: true, vertical: 'top' };
      if (bold) cell.font = { bold: true };
      if (isTotal && index === table.rows.length) cell.border = { top: { style: 'thin' } };
    });
  });
  table.columns.forEach((c, i) => {
    const want = WIDTH[c.kind] ?? Math.min(60, Math.round(18 * (c.weight ?? 1)));
    widths[i] = Math.max(widths[i] ?? 0, want);
  });
  ws.addRow([]);
}

function titleBlock(ws: ExcelJS.Worksheet, model: ReportModel, heading: string): void {
  if (model.court) ws.addRow([model.court.toUpperCase()]).font = { bold: true };
  ws.addRow([`${model.title}: ${model.estateName}`]).font = { bold: true, size: 14 };
  for (const line of model.subtitle.slice(1)) ws.addRow([line]);
  ws.addRow([]);
  ws.addRow([heading]).font = { bold: true, size: 12 };
}

export async function renderXlsx(model: ReportModel): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Estate administration';
  wb.title = `${model.title}: ${model.estateName}`;
  // A fixed timestamp (the day prepared) keeps the same report byte-for-byte reproducible.
  wb.created = new Date(`${model.preparedOn}T00:00:00Z`);
  wb.modified = wb.created;
  const names = sheetNames(model.sections, ['Notes']);
  model.sections.forEach((section, s) => {
    const ws = wb.addWorksheet(names[s]);
    titleBlock(ws, model, section.title);
    for (const p of section.paragraphs ?? []) ws.addRow([p]).alignment = { wrapText: false };
    ws.addRow([]);
    const widths: number[] = [];
    for (const table of section.tables) writeTable(ws, table, widths);
    widths.forEach((w, i) => {
      ws.getColumn(i + 1).width = w;
    });
  });
  const notes = wb.addWorksheet(names[names.length - 1]);
  titleBlock(notes, model, 'Notes');
  model.notes.forEach((n, i) => {
    notes.addRow([`${i + 1}. ${n.text}`, n.source ?? '']);
  });
  notes.getColumn(1).width = 100;
  notes.getColumn(2).width = 60;
  const buffer = await wb.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayBuffer);
}
