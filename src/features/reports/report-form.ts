import { estateDateOfDeath } from '../../domain/rules/ontario/deadlines.ts';
import type { Commands, Queries } from '../../store/index.ts';
import { downloadFile } from '../../ui/download-file.ts';
import type { FormValues } from '../../ui/form-sections.ts';
import { loadEstateRecords, reportDataFor } from './estate-records.ts';
import { type GeneratedReport, generateAndSaveReport, type ReportOptions } from './generate-report.ts';
import { formatFromOutputFormat, kindFromReportType } from './report-kinds.ts';
import { type DefaultPeriod, defaultPeriod, type PeriodChoice, parseTimePeriod } from './report-period.ts';

/** The period the generic form's Time Period stands for, with the estate's own default as fallback. */
export function formPeriod(
  timePeriod: unknown,
  estate: {
    deceased?: { dateOfDeath?: string | null } | null;
    keyDates?: { dateOfDeath?: string | null } | null;
  },
  today: string,
): { choice: PeriodChoice; fallback: DefaultPeriod } {
  const fallback = defaultPeriod(estateDateOfDeath(estate), today);
  return { choice: parseTimePeriod(timePeriod, fallback), fallback };
}

/**
 * The Add Report form's save (docs/behaviour.md#reports Reports: report_type, time_period, output_format): the
 * report is generated from the local store, saved as a document of the estate with its file
 * queued for upload, and downloaded.
 */
export async function generateFromReportForm(
  store: { queries: Pick<Queries, 'estateRecordSet'>; commands: Pick<Commands, 'saveDocument'> },
  estateId: string,
  values: FormValues,
  today: string,
  options: ReportOptions = {},
): Promise<{ report: GeneratedReport; choice: PeriodChoice }> {
  const records = await loadEstateRecords(store.queries, estateId);
  if (!records) throw new Error('This estate is not on this device.');
  const { choice } = formPeriod(values.time_period, records.estate, today);
  const kind = kindFromReportType(values.report_type);
  const format = formatFromOutputFormat(values.output_format);
  const data = reportDataFor(records, { period: choice.period, today });
  const report = await generateAndSaveReport(store.commands, kind, format, data, options);
  downloadFile(report.file);
  return { report, choice };
}
