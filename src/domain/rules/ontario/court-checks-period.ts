import type { CourtAccounts } from './court-accounts.ts';
import { longDate } from './court-check-words.ts';
import type { CheckFix, CourtCheck } from './court-checks.ts';
import { addDaysUtc } from './iso-dates.ts';

/**
 * The period the accounts cover (docs/behaviour.md#court-checks). A first passing opens at the
 * death, with the assets the deceased owned then (r. 74.17(1), the statement of original assets);
 * a later one opens the day after the period last passed, whose judgment settled everything up to
 * it, so nothing is left out or passed twice. Accounts cannot end after today, nor after the
 * hearing that passes them (r. 74.18: they are served with the notice, before the hearing).
 */
const PERIOD_SOURCE = 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 74.17(1) and 74.18';

const FROM: CheckFix = { label: 'Change “Accounts from”', target: { kind: 'field', field: 'accounts-from' } };
const TO: CheckFix = { label: 'Change “Accounts to”', target: { kind: 'field', field: 'accounts-to' } };

/** Where a period should start: the day after the accounts last passed, or the date of death. */
export function expectedPeriodStart(
  dateOfDeath: string | null | undefined,
  passedTo: string | null | undefined,
): string | null {
  if (passedTo) return addDaysUtc(passedTo, 1);
  return dateOfDeath || null;
}

export function periodChecks(
  a: CourtAccounts,
  ctx: { today?: string; hearingDate?: string | null },
): CourtCheck[] {
  const out: CourtCheck[] = [];
  const { from, to } = a.period;
  const passedTo = a.passedAccounts?.passedTo ?? null;
  const passedWhere: CheckFix = {
    label: 'Open the accounts passed before (Court Accounts)',
    target: { kind: 'section', id: 'court-accounts' },
  };
  if (passedTo) {
    const start = addDaysUtc(passedTo, 1);
    if (from !== start) {
      out.push({
        key: 'period-start-after-passing',
        severity: 'error',
        dismissable: false,
        message: `The accounts start on ${longDate(from)}, but the accounts passed before end on ${longDate(
          passedTo,
        )}: these must start on ${longDate(start)}, the day after, so nothing is left out or passed twice.`,
        source: PERIOD_SOURCE,
        fixes: [FROM, passedWhere],
      });
    }
  } else if (!a.estate.dateOfDeath) {
    out.push({
      key: 'period-start-no-death',
      severity: 'error',
      dismissable: false,
      message:
        'No date of death is recorded for the estate, so the accounts cannot be shown to start at the death: enter it on the estate.',
      source: PERIOD_SOURCE,
      fixes: [{ label: 'Open the estate', target: { kind: 'estate', id: a.estate.id } }],
    });
  } else if (from !== a.estate.dateOfDeath) {
    const death = longDate(a.estate.dateOfDeath);
    out.push({
      key: 'period-start-not-death',
      severity: 'error',
      dismissable: false,
      message: `A first passing of accounts starts at the death: these start on ${longDate(from)}, and ${
        a.estate.deceasedName || 'the deceased'
      } died on ${death}. Start them on ${death}, or, if earlier accounts were passed, enter them in Court Accounts (passed to).`,
      source: PERIOD_SOURCE,
      fixes: [FROM, passedWhere],
    });
  }
  if (ctx.today && to > ctx.today) {
    out.push({
      key: 'period-ends-after-today',
      severity: 'error',
      dismissable: false,
      message: `The accounts end on ${longDate(to)}, after today (${longDate(ctx.today)}): they can only account for what has happened. End them on today or earlier.`,
      source: PERIOD_SOURCE,
      fixes: [TO],
    });
  }
  if (ctx.hearingDate && to > ctx.hearingDate) {
    out.push({
      key: 'period-ends-after-hearing',
      severity: 'error',
      dismissable: false,
      message: `The accounts end on ${longDate(to)}, after the hearing on ${longDate(
        ctx.hearingDate,
      )}: the judgment would pass accounts to a date after itself. End them before the notices are served.`,
      source: PERIOD_SOURCE,
      fixes: [TO],
    });
  }
  return out;
}
