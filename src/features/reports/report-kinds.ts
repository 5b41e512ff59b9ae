import type { ReportFormat, ReportKind } from '../../reports/model.ts';
import type { ReportPeriod } from './report-period.ts';

/**
 * Names and choices of the reports, kept apart from src/reports so a screen can list them
 * without loading the report builders (and their PDF, Excel and Word libraries).
 */
export const REPORT_CHOICES: readonly { kind: ReportKind; label: string; description: string }[] = [
  {
    kind: 'estate-accounts',
    label: 'Estate Accounts',
    description: 'Court format (rule 74.17): schedules A to K, compensation claimed and reconciliation.',
  },
  {
    kind: 'financial-overview',
    label: 'Financial Overview',
    description:
      'Totals for the period, assets by class, receipts and disbursements by month, cash by account.',
  },
  {
    kind: 'distribution-summary',
    label: 'Distribution Summary',
    description: 'Residue, beneficiaries’ shares, advances already paid and the proposed distribution.',
  },
  {
    kind: 'tax-summary',
    label: 'Tax Summary',
    description: 'Estate Administration Tax with its calculation, tax payments and filing deadlines.',
  },
];

export const FORMAT_CHOICES: readonly { format: ReportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'xlsx', label: 'Excel' },
  { format: 'docx', label: 'Word' },
];

export const reportLabel = (kind: ReportKind): string =>
  REPORT_CHOICES.find((c) => c.kind === kind)?.label ?? 'Report';

export const formatLabel = (format: ReportFormat): string =>
  FORMAT_CHOICES.find((c) => c.format === format)?.label ?? format.toUpperCase();

/**
 * The generic form's Report Type (docs/behaviour.md#reports: Financial Overview, Distribution Summary, Tax Summary,
 * Other). "Other" produces the full Estate Accounts in court format: the one report the list
 * leaves out, and the one a court asks for.
 */
export function kindFromReportType(reportType: unknown): ReportKind {
  const byLabel = REPORT_CHOICES.find((c) => c.label === reportType);
  return byLabel?.kind ?? 'estate-accounts';
}

/** The generic form's Output Format (PDF, Excel, Word); anything else is a PDF. */
export function formatFromOutputFormat(outputFormat: unknown): ReportFormat {
  return FORMAT_CHOICES.find((c) => c.label === outputFormat)?.format ?? 'pdf';
}

/** Title of the saved document: '<Report name> — <period>'. */
export const reportTitle = (kind: ReportKind, period: ReportPeriod): string =>
  `${reportLabel(kind)} — ${period.from} to ${period.to}`;
