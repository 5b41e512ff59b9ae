import { useId, useState } from 'react';
import { COURT_HOLIDAY_RULE, PASSING_NOTICE_RULE } from '../../domain/rules/ontario/index.ts';
import { MoreText } from '../../ui/more-text.tsx';
import {
  type CalculatorResult,
  countedMailing,
  dayText,
  forBoth,
  forHearing,
  forMailing,
  mailingProblem,
} from './hearing-text.ts';

function Result({
  result,
  label,
  onUse,
}: {
  result: CalculatorResult | null;
  label: string;
  /** Sets the hearing date the result offers ("Use <date>"). */
  onUse?: (date: string) => void;
}) {
  if (!result) return null;
  const problem = result.tone !== 'ok';
  return (
    <div
      className={problem ? 'passing-result alert alert-error' : 'passing-result'}
      role="status"
      aria-label={label}
    >
      {result.lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {result.useDate && onUse && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onUse(result.useDate as string)}
        >
          Use {dayText(result.useDate)}
        </button>
      )}
    </div>
  );
}

/**
 * The hearing date, its time and the mailing date, each from the other (rules 74.18(3)–(5),
 * 16.06(2), 3.01(1)), kept on the estate's court-accounts record (docs/behaviour.md#hearing-and-service-timing).
 * "Someone outside Ontario" comes from the service list: the longer notice then applies to the
 * whole mailing. A mailing date in the past is refused and not saved; with none, the notices are
 * counted from the first day mail can go.
 */
export function HearingCalculator({
  outsideOntario,
  today,
  hearingDate,
  onHearingDate,
  hearingTime,
  onHearingTime,
  mailingDate,
  onMailingDate,
}: {
  outsideOntario: boolean;
  today: string;
  hearingDate: string;
  onHearingDate: (date: string) => void;
  hearingTime: string;
  onHearingTime: (time: string) => void;
  mailingDate: string;
  onMailingDate: (date: string) => void;
}) {
  const prefix = useId();
  // A past mailing date is shown with its refusal but never saved.
  const [refused, setRefused] = useState<string | null>(null);
  const mailingShown = refused ?? mailingDate;
  const sentOn = countedMailing(mailingDate, today);
  const atHearing = forHearing(hearingDate, outsideOntario, today, sentOn);
  return (
    <section className="passing-block" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Hearing date and service</h3>
      <p className={outsideOntario ? 'alert alert-warn' : 'muted'}>
        {outsideOntario
          ? 'Someone on the service list is outside Ontario: 75 days’ notice.'
          : 'Everyone on the service list is in Ontario: 60 days’ notice.'}
      </p>
      <div className="passing-dates">
        <div className="field">
          <label htmlFor={`${prefix}-hearing`}>Hearing date</label>
          <input
            id={`${prefix}-hearing`}
            type="date"
            value={hearingDate}
            onChange={(e) => onHearingDate(e.target.value)}
          />
          <Result result={atHearing} label="Latest mailing" onUse={onHearingDate} />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-time`}>Hearing time</label>
          <input
            id={`${prefix}-time`}
            type="time"
            value={hearingTime}
            onChange={(e) => onHearingTime(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-mailing`}>Mailing date</label>
          <input
            id={`${prefix}-mailing`}
            type="date"
            min={today}
            value={mailingShown}
            onChange={(e) => {
              const date = e.target.value;
              if (mailingProblem(date, today)) {
                setRefused(date);
                return;
              }
              setRefused(null);
              onMailingDate(date);
            }}
          />
          <Result
            result={forMailing(mailingShown, outsideOntario, today)}
            label={refused ? 'Mailing date refused' : 'Earliest hearing'}
          />
          {refused && <p className="muted">Nothing was saved: the mailing date stays as it was.</p>}
          {!mailingShown && (
            <p className="muted">
              No mailing date: the notices are counted from {sentOn === today ? 'today' : dayText(sentOn)},
              the first day they can go in the mail.
            </p>
          )}
        </div>
      </div>
      {atHearing?.tone !== 'problem' && (
        <Result
          result={forBoth(mailingDate, hearingDate, outsideOntario, today)}
          label="Notice check"
          onUse={onHearingDate}
        />
      )}
      <div className="passing-rule">
        <MoreText about="the notice rules">
          <p>{PASSING_NOTICE_RULE.rule}</p>
          <p className="passing-source">{PASSING_NOTICE_RULE.source}</p>
          <p>{COURT_HOLIDAY_RULE.rule}</p>
          <p className="passing-source">{COURT_HOLIDAY_RULE.source}</p>
        </MoreText>
      </div>
    </section>
  );
}
