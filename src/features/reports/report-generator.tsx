import { useId, useState } from 'react';
import type { ReportFormat, ReportKind } from '../../reports/model.ts';
import { downloadFile } from '../../ui/download-file.ts';
import { uploadNote } from '../../ui/upload-note.ts';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { FORMAT_CHOICES, formatLabel, REPORT_CHOICES, reportLabel } from './report-kinds.ts';
import type { GenerateState } from './use-generate-report.ts';

/**
 * Which report, in which format, and the button that makes it. The result (or the failure) is
 * said in a live region, so a screen reader hears "Generating…" and then what was saved.
 */
export function ReportGenerator({
  state,
  disabled,
  onGenerate,
}: {
  state: GenerateState;
  /** Why the report cannot be made now (an invalid period), shown instead of generating. */
  disabled: string | null;
  onGenerate: (kind: ReportKind, format: ReportFormat, label: string, shared: boolean) => void;
}) {
  const prefix = useId();
  const [kind, setKind] = useState<ReportKind>('estate-accounts');
  const online = useBrowserOnline();
  const [format, setFormat] = useState<ReportFormat>('pdf');
  // Off by default: a report reaches the beneficiaries' portal only when someone means it to.
  const [shared, setShared] = useState(false);
  const busy = state.status === 'busy';
  return (
    <section className="report-block report-generator" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Generate a report</h3>
      <fieldset className="report-choices">
        <legend>Report</legend>
        {REPORT_CHOICES.map((c) => (
          <label key={c.kind} className="report-choice">
            <input
              className="report-radio"
              type="radio"
              name={`${prefix}-kind`}
              value={c.kind}
              checked={kind === c.kind}
              onChange={() => setKind(c.kind)}
            />
            <span>
              <span className="report-choice-label">{c.label}</span>
              <span className="muted report-choice-text">{c.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="report-formats">
        <legend>Format</legend>
        {FORMAT_CHOICES.map((c) => (
          <label key={c.format} className="report-format">
            <input
              className="report-radio"
              type="radio"
              name={`${prefix}-format`}
              value={c.format}
              checked={format === c.format}
              onChange={() => setFormat(c.format)}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <label className="report-share">
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
        Share with beneficiaries
      </label>
      <div className="report-actions">
        <button
          type="button"
          className="button"
          disabled={busy || disabled !== null}
          aria-describedby={disabled ? `${prefix}-why` : undefined}
          onClick={() => onGenerate(kind, format, `${reportLabel(kind)} (${formatLabel(format)})`, shared)}
        >
          {busy ? 'Generating…' : 'Generate report'}
        </button>
        <span className="muted">Made on this device and saved to the estate’s documents; works offline.</span>
      </div>
      <div role="status" aria-live="polite" className="report-result">
        {busy && (
          <p className="report-busy">
            <span className="spinner report-spinner" aria-hidden="true" />
            Generating {state.label}…
          </p>
        )}
        {state.status === 'done' && (
          <p className="alert alert-info">
            Saved “{state.report.title}” to the estate’s documents and downloaded{' '}
            <strong>{state.report.file.name}</strong>; {uploadNote(online, false)}.{' '}
            {state.report.shared && <>Shared with the estate’s beneficiaries. </>}
            <button type="button" className="link-button" onClick={() => downloadFile(state.report.file)}>
              Download again
            </button>
          </p>
        )}
      </div>
      {disabled && (
        <p id={`${prefix}-why`} className="field-error">
          {disabled}
        </p>
      )}
      {state.status === 'error' && (
        <p className="alert alert-error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}
