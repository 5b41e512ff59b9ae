import { dataOf, queries, useQuery } from '../../store/index.ts';
import type { FormValues } from '../../ui/form-sections.ts';
import { formPeriod } from './report-form.ts';
import { kindFromReportType, reportLabel } from './report-kinds.ts';
import { useToday } from './use-report-data.ts';
import './reports.css';

/**
 * Shown in the generic form's Reports section: which report and which period will be used (the
 * Time Period is read as it is typed), and "Generating…" while the file is made.
 */
export function ReportFormNote({
  estateId,
  values,
  busy,
}: {
  estateId: string;
  values: FormValues;
  busy: boolean;
}) {
  const today = useToday();
  const estate = dataOf(useQuery(() => queries.estateById(estateId), [estateId]));
  const type = values.report_type;
  const kind = kindFromReportType(type);
  const period = estate ? formPeriod(values.time_period, estate, today).choice : null;
  return (
    <div className="alert alert-info report-form-note">
      <p>
        Saving generates the report on this device from the estate’s records, downloads it and saves it as a
        Report document of the estate (uploaded when online).
        {type === 'Other' && ` Other produces the ${reportLabel(kind)} in court format (rule 74.17).`}
      </p>
      <p data-testid="report-period-used">{period ? period.message : 'Reading the estate…'}</p>
      <p role="status" className="report-form-busy">
        {busy ? 'Generating…' : ''}
      </p>
    </div>
  );
}
