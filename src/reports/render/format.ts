import { formatCents } from '../../domain/rules/money.ts';
import { longDateOf } from '../../domain/rules/ontario/iso-dates.ts';
import type { CellValue, ColumnKind, ReportColumn, ReportSection } from '../model.ts';

/** Basis points as a percentage with two decimals, from integers: 3334 -> '33.34%'. */
export function formatBasisPoints(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/**
 * A court document's heading as the forms set it, "ONTARIO" over "SUPERIOR COURT OF JUSTICE", so
 * the accounts filed as the affidavit's exhibit are headed as the forms around them.
 */
export function courtHeadingLines(court: string): string[] {
  const [, province, rest] = /^(Ontario)\s+(.+)$/i.exec(court.trim()) ?? [];
  return province && rest ? [province.toUpperCase(), rest.toUpperCase()] : [court.toUpperCase()];
}

/** A cell as text: money in en-CA dollars ('$1,234.56'), percentages from basis points. */
export function formatCell(value: CellValue, kind: ColumnKind): string {
  if (value === null || value === undefined || value === '') return '';
  // Dates in the long form court documents use ("December 8, 2025"), whatever the report.
  if (kind === 'date' && typeof value === 'string') return longDateOf(value) ?? value;
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatCents(value);
    case 'percent':
      return formatBasisPoints(value);
    default:
      return String(value);
  }
}

export const isNumeric = (c: ReportColumn): boolean =>
  c.kind === 'money' || c.kind === 'percent' || c.kind === 'number';

/** Worksheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
export function sheetNames(sections: readonly ReportSection[], extra: string[] = []): string[] {
  const used = new Set<string>();
  return [...sections.map((s) => s.sheetName ?? s.title), ...extra].map((raw) => {
    const base =
      raw
        .replace(/[:\\/?*[\]]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 31) || 'Sheet';
    let name = base;
    for (let i = 2; used.has(name.toLowerCase()); i++)
      name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
    used.add(name.toLowerCase());
    return name;
  });
}
