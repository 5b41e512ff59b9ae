import { useId } from 'react';
import { COURT_HOLIDAY_RULE, PASSING_NOTICE_RULE } from '../../domain/rules/ontario/index.ts';
import { MoreText } from '../../ui/more-text.tsx';
import { type CalculatorResult, forBoth, forHearing, forMailing } from './hearing-text.ts';

function Result({ result, label }: { result: CalculatorResult | null; label: string }) {
  if (!result) return null;
  return (
    <div
      className={result.tone === 'ok' ? 'passing-result' : 'passing-result alert alert-error'}
      role="status"
      aria-label={label}
    >
      {result.lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  );
}

/**
 * The hearing date and the mailing date, each from the other (rules 74.18(3)–(5), 16.06(2),
 * 3.01(1)(a)). "Someone outside Ontario" comes from the service list: the longer notice then
 * applies to the whole mailing.
 */
export function HearingCalculator({
  outsideOntario,
  hearingDate,
  onHearingDate,
  mailingDate,
  onMailingDate,
}: {
  outsideOntario: boolean;
  hearingDate: string;
  onHearingDate: (date: string) => void;
  mailingDate: string;
  onMailingDate: (date: string) => void;
}) {
  const prefix = useId();
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
          <Result result={forHearing(hearingDate, outsideOntario)} label="Latest mailing" />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-mailing`}>Mailing date</label>
          <input
            id={`${prefix}-mailing`}
            type="date"
            value={mailingDate}
            onChange={(e) => onMailingDate(e.target.value)}
          />
          <Result result={forMailing(mailingDate, outsideOntario)} label="Earliest hearing" />
        </div>
      </div>
      <Result result={forBoth(mailingDate, hearingDate, outsideOntario)} label="Notice check" />
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
