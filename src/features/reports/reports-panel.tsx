import { useId, useMemo, useRef, useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { currentUser } from '../../api/session.ts';
import { estateDateOfDeath } from '../../domain/rules/ontario/deadlines.ts';
import {
  blocksGenerating,
  type CourtAccounts,
  type CourtCheck,
  courtChecks,
  openChecks,
  type ProbateValue,
} from '../../domain/rules/ontario/index.ts';
import type { AccountsKind } from '../../reports/model.ts';
import { courtAccountsFor, probateValueFor } from '../../reports/models/court-data.ts';
import { commands } from '../../store/index.ts';
import { CourtChecksList } from '../../ui/court-checks-list.tsx';
import { useOwnOr } from '../../ui/use-own-or.ts';
import { useCopyRefusal } from '../copies/index.ts';
import { saveCheckReview } from '../court-accounts/index.ts';
import { AccountsNotes } from './accounts-notes.tsx';
import { type ClaimEdits, claimOverrides, editClaim, storedClaim } from './claim-edits.ts';
import { CompensationClaimTable } from './compensation-claim-table.tsx';
import { type EstateRecords, reportDataFor } from './estate-records.ts';
import { PanelIndex } from './panel-index.tsx';
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
  const panelRef = useRef<HTMLDivElement>(null);
  const today = useToday();
  const [initial] = useState(() =>
    defaultPeriod(estateDateOfDeath(records.estate), today, records.court?.passedAccounts?.passedTo),
  );
  const [from, setFrom] = useState(initial.period.from);
  const [to, setTo] = useState(initial.period.to);
  // The court details show the estate's court-accounts record, kept up to date while the panel is
  // open (an edit on the estate page, a colleague's change arriving by sync), until the person types
  // over one: from then on that value is this report's only.
  const [courtFileNumber, setCourtFileNumber] = useOwnOr(records.court?.courtFileNumber ?? '');
  const [courtOffice, setCourtOffice] = useOwnOr(records.court?.courtOffice ?? '');
  const [accountsKind, setAccountsKind] = useOwnOr<AccountsKind>(records.court?.accountsKind ?? 'interim');
  const [trusteeCapacity, setTrusteeCapacity] = useOwnOr(records.court?.trusteeCapacity ?? '');
  // The claim starts from the one kept on the estate, and every change is kept there again.
  const [edits, setEdits] = useState<ClaimEdits>(() => storedClaim(records.estate));
  const claimSaver = useClaimSaver(records.estate._id);
  const changeClaim = (next: ClaimEdits) => {
    setEdits(next);
    claimSaver.save(claimOverrides(next));
  };
  const { state, run } = useGenerateReport();
  // A person the firm does not allow to take copies out is told before choosing a report.
  const copyRefusal = useCopyRefusal();
  const errors = periodErrors(from, to);
  const periodOk = !errors.from && !errors.to;
  const data = useMemo(
    () =>
      periodOk
        ? reportDataFor(records, {
            period: { from, to },
            today,
            courtFileNumber,
            courtOffice,
            accountsKind,
            trusteeCapacity,
            compensationOverrides: claimOverrides(edits),
          })
        : null,
    [records, from, to, periodOk, today, courtFileNumber, courtOffice, accountsKind, trusteeCapacity, edits],
  );
  const computed = useMemo(():
    | { accounts: CourtAccounts; value: ProbateValue }
    | { error: string }
    | null => {
    if (!data) return null;
    try {
      const accounts = courtAccountsFor(data);
      return { accounts, value: probateValueFor(data, accounts) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }, [data]);

  // The same checks the court documents run (docs/behaviour.md#court-checks); the Estate Accounts
  // are not made while an error stands. The other reports are for the trustee, not the court.
  const checks = useMemo(
    () =>
      computed && 'accounts' in computed
        ? courtChecks(computed.accounts, { accountsKind, sendOn: today, today })
        : null,
    [computed, accountsKind, today],
  );
  const reviews = records.court?.reviews ?? [];
  const accountsBlocked = checks ? blocksGenerating(openChecks(checks, reviews)) : false;
  const [refused, setRefused] = useState(false);
  const review = async (c: CourtCheck, reason: string) => {
    await saveCheckReview(commands.repos, records.estate._id, records.court ?? null, {
      check: c.key,
      reason,
      by: currentUser()?.name ?? 'Unknown',
      on: today,
    });
  };

  const field = (name: 'from' | 'to') => `${prefix}-${name}`;
  return (
    <div className="reports-panel" ref={panelRef}>
      <PanelIndex panel={panelRef} />
      {copyRefusal && (
        <p className="alert alert-warn" role="status">
          {copyRefusal}
        </p>
      )}
      <fieldset className="report-period">
        <legend>Period and court</legend>
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
          <div className="field">
            <label htmlFor={`${prefix}-office`}>Court office (optional)</label>
            <input
              id={`${prefix}-office`}
              type="text"
              value={courtOffice}
              maxLength={80}
              placeholder="e.g. Kingston"
              onChange={(e) => setCourtOffice(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-capacity`}>Estate trustee’s capacity</label>
            <input
              id={`${prefix}-capacity`}
              type="text"
              value={trusteeCapacity}
              maxLength={80}
              placeholder="Estate Trustee with a Will"
              onChange={(e) => setTrusteeCapacity(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-kind`}>Accounts</label>
            <select
              id={`${prefix}-kind`}
              value={accountsKind}
              onChange={(e) => setAccountsKind(e.target.value === 'final' ? 'final' : 'interim')}
            >
              <option value="interim">Interim accounts</option>
              <option value="final">Final accounts</option>
            </select>
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
          <ReconciliationStatus
            capital={computed.accounts.capitalAccount}
            revenue={computed.accounts.revenueAccount}
          />
          {checks && (
            <CourtChecksList
              checks={checks}
              reviews={reviews}
              onReview={review}
              onField={(f) => {
                // The panel has the period's fields; a hearing is the Passing of Accounts card's.
                const input =
                  f === 'accounts-from' ? field('from') : f === 'accounts-to' ? field('to') : null;
                if (input) document.getElementById(input)?.focus();
              }}
              what="the Estate Accounts"
            />
          )}
          <AccountsNotes notes={computed.accounts.notes} />
          <div className="report-blocks">
            <CompensationClaimTable
              claim={computed.accounts.compensation}
              edits={edits}
              onEdit={(id, cents) => changeClaim(editClaim(edits, id, cents))}
              onReset={() => changeClaim({})}
              refusal={refusalFor('compensation-claim')}
            />
            {claimSaver.error && (
              <p className="alert alert-error" role="alert">
                The claim could not be kept on this device: {claimSaver.error}
              </p>
            )}
            <EatBreakdown value={computed.value} />
          </div>
        </>
      )}
      <ReportGenerator
        state={state}
        disabled={
          refusalFor('reports') ?? (periodOk ? null : 'Correct the period above to generate a report.')
        }
        onGenerate={(kind, format, label, shared) => {
          const stop = kind === 'estate-accounts' && accountsBlocked;
          setRefused(stop);
          if (data && !stop) void run(kind, format, data, label, { shared });
        }}
      />
      {refused && accountsBlocked && (
        <p className="alert alert-error" role="alert">
          The Estate Accounts were not generated: the checks above found problems a court would refuse.
          Correct them, or dismiss a suspicion with your reason.
        </p>
      )}
    </div>
  );
}
