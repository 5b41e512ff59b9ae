import { useId, useState } from 'react';
import { type CheckReview, type CourtCheck, longDateOf } from '../domain/rules/ontario/index.ts';
import { type CheckField, CheckFixes } from './check-fixes.tsx';
import { formatDate } from './record-display.ts';
import './court-checks-list.css';

/**
 * The checks run before the accounts or the forms are generated: errors stop the generating;
 * a suspicion can be dismissed, and a warning acknowledged, by a named person with a reason,
 * kept on the estate's court-accounts record (docs/behaviour.md#court-checks).
 */
export function CourtChecksList({
  checks,
  reviews,
  onReview,
  onField,
  what = 'the documents',
}: {
  checks: readonly CourtCheck[];
  reviews: readonly CheckReview[];
  onReview: (check: CourtCheck, reason: string) => Promise<void>;
  /** Takes the person to a field of the screen a check names (the accounts' period, the hearing date). */
  onField?: (field: CheckField) => void;
  /** What the errors stop: "the documents", "the Estate Accounts". */
  what?: string;
}) {
  const prefix = useId();
  const reviewed = new Map(reviews.map((r) => [r.check, r]));
  const errors = checks.filter((c) => c.severity === 'error' && !(c.dismissable && reviewed.has(c.key)));
  if (checks.length === 0) {
    return <p className="alert alert-info">Every check passes: the accounts tie out.</p>;
  }
  return (
    <section className="court-checks" aria-labelledby={`${prefix}-heading`}>
      <h4 id={`${prefix}-heading`} tabIndex={-1}>
        {errors.length > 0
          ? `${errors.length} ${errors.length === 1 ? 'problem stops' : 'problems stop'} ${what}`
          : `Nothing stops ${what}`}
      </h4>
      <ul className="court-checks-list">
        {checks.map((c) => (
          <CheckItem
            key={c.key}
            check={c}
            review={c.dismissable ? reviewed.get(c.key) : undefined}
            onReview={onReview}
            onField={onField}
          />
        ))}
      </ul>
    </section>
  );
}

function CheckItem({
  check,
  review,
  onReview,
  onField,
}: {
  check: CourtCheck;
  /** A dismissal or acknowledgement that applies (none for an error no one may dismiss). */
  review: CheckReview | undefined;
  onReview: (check: CourtCheck, reason: string) => Promise<void>;
  onField?: (field: CheckField) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const verb = check.dismissAs?.action ?? (check.severity === 'error' ? 'Dismiss' : 'Acknowledge');
  const why =
    check.dismissAs?.reason ?? (check.severity === 'error' ? 'Why dismiss it' : 'Why it is in order');
  const save = async () => {
    if (!reason.trim()) {
      setProblem('Say why.');
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await onReview(check, reason.trim());
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Not saved.');
    } finally {
      setSaving(false);
    }
  };
  const tone = review ? 'done' : check.severity;
  return (
    <li className={`court-check court-check-${tone}`}>
      <p>
        <strong>
          {review
            ? (check.dismissAs?.action ?? (check.severity === 'error' ? 'Dismissed' : 'Acknowledged'))
            : check.severity === 'error'
              ? 'Error'
              : 'Warning'}
          :
        </strong>{' '}
        {check.message}
        {check.source && <span className="muted"> ({check.source})</span>}
      </p>
      {review && (
        <p className="muted">
          {review.by} on {formatLongDate(review.on)}: {review.reason}
        </p>
      )}
      {!review && check.fixes && check.fixes.length > 0 && (
        <CheckFixes fixes={check.fixes} onField={onField} />
      )}
      {check.dismissable && !review && !open && (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {verb}…
        </button>
      )}
      {open && (
        <div className="court-check-review">
          <label htmlFor={`${id}-reason`}>{why}</label>
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={1000}
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="button" className="button" disabled={saving} onClick={() => void save()}>
            {saving ? 'Saving…' : verb}
          </button>
          <button type="button" className="link-button" onClick={() => setOpen(false)}>
            Cancel
          </button>
          {problem && (
            <p id={`${id}-problem`} className="field-error">
              {problem}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** A review's day as people read it ("November 28, 2026"); a day kept in another form as it is. */
function formatLongDate(on: string): string {
  return longDateOf(on) ?? (formatDate(on) || on);
}
