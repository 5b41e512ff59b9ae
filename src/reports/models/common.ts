import { longDateOf } from '../../domain/rules/ontario/iso-dates.ts';
import { valueLabel } from '../../domain/value-labels.ts';
import type { ReportColumn, ReportData, ReportKind, ReportModel, ReportRow } from '../model.ts';

export const COURT = 'Ontario Superior Court of Justice';

export const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
export const text = (key: string, label: string, weight = 1): ReportColumn => ({
  key,
  label,
  kind: 'text',
  weight,
});
export const date = (key: string, label = 'Date'): ReportColumn => ({ key, label, kind: 'date' });
export const percent = (key: string, label: string): ReportColumn => ({ key, label, kind: 'percent' });

export const row = (cells: ReportRow['cells'], style: ReportRow['style'] = 'normal'): ReportRow => ({
  cells,
  style,
});
export const total = (cells: ReportRow['cells']): ReportRow => ({ cells, style: 'total' });

/** An asset's class in words (src/domain/value-labels.ts). */
export const assetClassLabel = (c: string): string => valueLabel('assetClass', c);

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 2024-03-15 -> 'March 15, 2024'; 'not recorded' when there is none. */
export const longDate = (iso: string | null | undefined): string => longDateOf(iso) ?? 'not recorded';

/** What the title block reads of the accounts (the court accounts and the older summary both have it). */
export interface HeaderFacts {
  estate: { name: string; deceasedName: string; dateOfDeath: string | null };
  period: { from: string; to: string };
}

/** The court and its office: "Ontario Superior Court of Justice at Kingston" when the office is given. */
export const courtWithOffice = (data: Pick<ReportData, 'courtOffice'>): string => {
  const office = data.courtOffice?.trim();
  return office ? `${COURT} at ${office}` : COURT;
};

/** Title block shared by the reports: court, estate, deceased, period. */
export function reportHeader(
  kind: ReportKind,
  title: string,
  data: ReportData,
  accounts: HeaderFacts,
): Omit<ReportModel, 'sections' | 'notes'> {
  const { estate, period } = accounts;
  const deceased = estate.deceasedName || estate.name.replace(/^estate of\s+/i, '');
  // Only a document for the court carries the court's heading and file number: the summaries are
  // the trustee's own reports, and may be shared with beneficiaries.
  const forCourt = kind === 'estate-accounts';
  return {
    kind,
    court: forCourt ? COURT : null,
    title,
    subtitle: [
      `${estate.name}`,
      `In the estate of ${deceased}, deceased (date of death: ${longDate(estate.dateOfDeath)})`,
      ...(forCourt
        ? [`Court File No. ${data.courtFileNumber?.trim() || '________________'} · ${courtWithOffice(data)}`]
        : []),
      `For the period from ${longDate(period.from)} to ${longDate(period.to)}`,
    ],
    estateName: estate.name,
    period: { from: period.from, to: period.to },
    preparedOn: data.today,
    fileBaseName: [slug(estate.name) || 'estate', kind, period.from, 'to', period.to].join('-'),
  };
}
