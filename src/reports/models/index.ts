import type { ReportData, ReportKind, ReportModel } from '../model.ts';
import { distributionSummaryModel } from './distribution-summary.ts';
import { estateAccountsModel } from './estate-accounts.ts';
import { financialOverviewModel } from './financial-overview.ts';
import { taxSummaryModel } from './tax-summary.ts';

export { distributionSummaryModel, estateAccountsModel, financialOverviewModel, taxSummaryModel };

const BUILDERS: Record<ReportKind, (data: ReportData) => ReportModel> = {
  'estate-accounts': estateAccountsModel,
  'financial-overview': financialOverviewModel,
  'distribution-summary': distributionSummaryModel,
  'tax-summary': taxSummaryModel,
};

/** The report as data, for a screen's preview or a renderer. */
export function buildReportModel(kind: ReportKind, data: ReportData): ReportModel {
  const builder = BUILDERS[kind];
  if (!builder) throw new RangeError(`Unknown report: ${String(kind)}`);
  return builder(data);
}
