import { useId, useMemo, useState } from 'react';
import { estateDateOfDeath } from '../../domain/rules/ontario/deadlines.ts';
import { type EstateAccounts, estateAccounts } from '../../domain/rules/ontario/estate-accounts.ts';
import { type ClaimEdits, claimOverrides, editClaim, storedClaim } from './claim-edits.ts';
import { CompensationClaimTable } from './compensation-claim-table.tsx';
import { type EstateRecords, reportDataFor } from './estate-records.ts';
import { ReportGenerator } from './report-generator.tsx';
import { defaultPeriod, periodErrors } from './report-period.ts';
import { EatBreakdown, ReconciliationStatus } from './tax-and-balance.tsx';
import { useClaimSaver } from './use-claim-saver.ts';
import { useGenerateReport } from './use-generate-report.ts';
import { useEstateRecords, useToday } from './use-report-data.ts';

/** The estate detail's reports panel: it reads the estate's records itself, live. */
export function ReportsPanel({ estateId }: { estateId: string }) {
  const read = useEstateRecords(estateId);
  if (read.status === 'loading') {
    return (
      <div role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="visually-hidden">Loading the estate’s figures</p>
      </div>
    );
  }
  if (read.status === 'error') {
    return (
      <p className="alert alert-error" role="alert">
        The estate’s records could not be read from this device, so no report can be made. Reload the page to
        try again.
      </p>
    );
  }
  if (read.data === null) {
    return <p className="alert alert-warn">This estate is not on this device, so no report can be made.</p>;
  }
  return <ReportsWorkspace records={read.data} />;
}

function ReportsWorkspace({ records }: { records: EstateRecords }) {
  const prefix = useId();
  const today = useToday();
  const [initial] = useState(() => defaultPeriod(estateDateOfDeath(records.estate), today));
  const [from, setFrom] = useState(initial.period.from);
  const [to, setTo] = useState(initial.period.to);
  const [courtFileNumber, setCourtFileNumber] = useState('');
  // The claim starts from the one kept on the estate, and every change is kept there again.
  const [edits, setEdits] = useState<ClaimEdits>(() => storedClaim(records.estate));
  const claimSaver = useClaimSaver(records.estate._id);
  const changeClaim = (next: ClaimEdits) => {
    setEdits(next);
    claimSaver.save(claimOverrides(next));
  };
  const { state, run } = useGenerateReport();
  const errors = periodErrors(from, to);
  const periodOk = !errors.from && !errors.to;
  const data = useMemo(
    () =>
      periodOk
        ? reportDataFor(records, {
            period: { from, to },
            today,
            courtFileNumber,
            compensationOverrides: claimOverrides(edits),
          })
        : null,
    [records, from, to, periodOk, today, courtFileNumber, edits],
  );
  const computed = useMemo((): { accounts: EstateAccounts } | { error: string } | null => {
    if (!data) return null;
    try {
      return { accounts: estateAccounts(data, data.options) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [data]);

  const field = (name: 'from' | 'to') => `${prefix}-${name}`;
  return (
    <div className="reports-panel">
      <fieldset className="report-period">
        <legend>Period and court file</legend>
        <div className="report-period-fields">
          {(['from', 'to'] as const).map((name) => (
            <div className="field" key={name}>
              <label htmlFor={field(name)}>{name === 'from' ? 'From' : 'To'}</label>
              <input
                id={field(name)}
                type="date"
                value={name === 'from' ? from : to}
                onChange={(e) => (name === 'from' ? setFrom : setTo)(e.target.value)}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${field(name)}-error` : undefined}
              />
              {errors[name] && (
                <span id={`${field(name)}-error`} className="field-error">
                  {errors[name]}
                </span>
              )}
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${prefix}-court`}>Court File No. (optional)</label>
            <input
              id={`${prefix}-court`}
              type="text"
              value={courtFileNumber}
              maxLength={60}
              onChange={(e) => setCourtFileNumber(e.target.value)}
            />
          </div>
        </div>
        <p className="muted report-period-note">
          Default: {initial.description}. Receipts and disbursements dated within the period are counted.
        </p>
      </fieldset>
      {computed && 'error' in computed && (
        <p className="alert alert-error" role="alert">
          The figures could not be worked out: {computed.error}
        </p>
      )}
      {computed && 'accounts' in computed && (
        <>
          <ReconciliationStatus summary={computed.accounts.summary} notes={computed.accounts.notes} />
          <div className="report-blocks">
            <CompensationClaimTable
              claim={computed.accounts.compensation}
              edits={edits}
              onEdit={(id, cents) => changeClaim(editClaim(edits, id, cents))}
              onReset={() => changeClaim({})}
            />
            {claimSaver.error && (
              <p className="alert alert-error" role="alert">
                The claim could not be kept on this device: {claimSaver.error}
              </p>
            )}
            <EatBreakdown estateValue={computed.accounts.originalAssets.total} />
          </div>
        </>
      )}
      <ReportGenerator
        state={state}
        disabled={periodOk ? null : 'Correct the period above to generate a report.'}
        onGenerate={(kind, format, label) => {
          if (data) void run(kind, format, data, label);
        }}
      />
    </div>
  );
}
