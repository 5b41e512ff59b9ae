import {
  amendedReturnDueDate,
  deadlineStatus,
  defaultT3YearEnd,
  dependantsSupportDeadline,
  estateDateOfDeath,
  estateInformationReturnDueDate,
  graduatedRateEstateEnds,
  laterTaxYearEnds,
  priorYearReturnDueDate,
  rightsOrThingsDueDate,
  spousalElectionDeadline,
  t3ReturnDueDate,
  terminalReturnDueDate,
} from './deadline-dates.ts';
import {
  ADVERTISING_FOR_CREDITORS_RULE,
  GRADUATED_RATE_ESTATE_RULE,
  LATER_T3_RETURN_RULE,
  LOSS_CARRY_BACK_RULE,
  PRIOR_YEAR_RETURN_RULE,
  RIGHTS_OR_THINGS_RULE,
  SPOUSAL_ELECTION_RULE,
} from './deadline-sources.ts';
import type { Deadline, DeadlineEstate, DeadlineId, DeadlineOptions } from './deadline-types.ts';
import { addDaysUtc } from './iso-dates.ts';
import {
  AMENDED_RETURN_RULE,
  CLEARANCE_CERTIFICATE_RULE,
  COURT_DEADLINE_RULE,
  DEPENDANTS_SUPPORT_RULE,
  ESTATE_INFORMATION_RETURN_RULE,
  type RuleSource,
  T3_RETURN_RULE,
  TERMINAL_RETURN_BUSINESS_RULE,
  TERMINAL_RETURN_RULE,
} from './sources.ts';

function dated(
  id: DeadlineId | { id: DeadlineId; key: string },
  title: string,
  source: RuleSource,
  dueDate: string | null,
  today: string,
  done: boolean,
  missing: string,
  note?: string,
  /** An optional filing: past its last day it is not overdue, only no longer open. */
  optional = false,
): Deadline {
  const computed = deadlineStatus(dueDate, today, done);
  const status = optional && computed === 'overdue' ? 'optional' : computed;
  const why = dueDate ? note : missing;
  const ids = typeof id === 'string' ? { id, key: id } : id;
  return { ...ids, title, dueDate, status, ...source, ...(why ? { note: why } : {}) };
}

/** A waiting period is over once it has run: nothing is filed, so it is never overdue. */
const waited = (dueDate: string | null, today: string, done: boolean): boolean =>
  done || (dueDate !== null && dueDate < today);

function undated(id: DeadlineId, title: string, source: RuleSource, note: string, done: boolean): Deadline {
  return {
    id,
    key: id,
    title,
    dueDate: null,
    status: done ? 'done' : 'before-final-distribution',
    note,
    ...source,
  };
}

/** The deadlines the rules give one estate, before the firm's closures. */
export function computedDeadlines(
  estate: DeadlineEstate,
  today: string,
  options: DeadlineOptions,
): Deadline[] {
  const done = options.done ?? {};
  const death = estateDateOfDeath(estate);
  const certificate = estate.keyDates?.certificateIssued || null;
  const noCertificate = 'The certificate of appointment has not been issued (no date entered).';
  const noDeath = 'No date of death entered.';
  const deathNote = death ? `Date of death ${death}.` : undefined;
  const certificateNote = certificate ? `Certificate issued ${certificate}.` : undefined;
  const business = { businessIncome: options.businessIncome };
  const out: Deadline[] = [];
  const t1Rule = options.businessIncome ? TERMINAL_RETURN_BUSINESS_RULE : TERMINAL_RETURN_RULE;
  out.push(
    dated(
      'terminal-t1-return',
      'Final (terminal) T1 return',
      t1Rule,
      death ? terminalReturnDueDate(death, business) : null,
      today,
      !!done['terminal-t1-return'],
      noDeath,
      deathNote,
    ),
  );
  const priorYear = death && !options.priorYearReturnFiled ? priorYearReturnDueDate(death, business) : null;
  if (death && priorYear) {
    out.push(
      dated(
        'prior-year-t1-return',
        `T1 return for ${Number(death.slice(0, 4)) - 1} (not filed before the death)`,
        PRIOR_YEAR_RETURN_RULE,
        priorYear,
        today,
        !!done['prior-year-t1-return'],
        '',
        `Date of death ${death}, before that return's due date; not needed if the deceased filed it.`,
      ),
    );
  }
  if (options.survivingSpouse !== false) {
    const election = death ? spousalElectionDeadline(death) : null;
    out.push(
      dated(
        'spousal-election',
        'Spousal election period ends (no distribution before)',
        SPOUSAL_ELECTION_RULE,
        election,
        today,
        waited(election, today, !!done['spousal-election']),
        noDeath,
        death ? `Date of death ${death}. Applies where a married spouse survived.` : undefined,
      ),
    );
  }
  out.push(
    undated(
      'advertise-for-creditors',
      'Advertise for creditors',
      ADVERTISING_FOR_CREDITORS_RULE,
      'Before distributing; distribute only after the date the notice gives for claims.',
      !!done['advertise-for-creditors'],
    ),
  );
  out.push(
    dated(
      'estate-information-return',
      'Estate Information Return',
      ESTATE_INFORMATION_RETURN_RULE,
      certificate ? estateInformationReturnDueDate(certificate) : null,
      today,
      !!done['estate-information-return'],
      noCertificate,
      certificateNote,
    ),
  );
  if (options.changeLearnedOn) {
    out.push(
      dated(
        'amended-estate-information-return',
        'Amended Estate Information Return',
        AMENDED_RETURN_RULE,
        amendedReturnDueDate(options.changeLearnedOn),
        today,
        !!done['amended-estate-information-return'],
        '',
        `Change learned on ${options.changeLearnedOn}.`,
      ),
    );
  }
  const dependants = certificate ? dependantsSupportDeadline(certificate) : null;
  out.push(
    dated(
      'dependants-support',
      "Dependants' support claims period ends",
      DEPENDANTS_SUPPORT_RULE,
      dependants,
      today,
      waited(dependants, today, !!done['dependants-support']),
      noCertificate,
      certificateNote,
    ),
  );
  const yearEnd = options.t3YearEnd || (death ? defaultT3YearEnd(death) : null);
  const firstT3 = yearEnd ? t3ReturnDueDate(yearEnd) : null;
  out.push(
    dated(
      't3-return',
      'T3 return (first tax year of the estate)',
      T3_RETURN_RULE,
      firstT3,
      today,
      !!done['t3-return'],
      noDeath,
      yearEnd
        ? options.t3YearEnd
          ? `Tax year ending ${yearEnd} (chosen).`
          : `Tax year taken to end ${yearEnd}, the day before the first anniversary of death (assumed; no year end chosen).`
        : undefined,
    ),
  );
  out.push(
    dated(
      'loss-carry-back',
      'Loss carry-back election (s. 164(6)), with the first T3 return',
      LOSS_CARRY_BACK_RULE,
      firstT3,
      today,
      !!done['loss-carry-back'],
      noDeath,
      'Only where the estate realised capital losses in its first tax year.',
    ),
  );
  if (death) {
    out.push(
      dated(
        'rights-or-things-return',
        'Rights or things return (optional)',
        RIGHTS_OR_THINGS_RULE,
        rightsOrThingsDueDate(death, options.finalReturnAssessedOn),
        today,
        !!done['rights-or-things-return'],
        '',
        options.finalReturnAssessedOn
          ? `Final return assessed ${options.finalReturnAssessedOn}.`
          : 'One year after the death, or 90 days after the final return is assessed if later.',
        true,
      ),
    );
  }
  if (death && yearEnd) {
    const windUp = options.windUpDate || null;
    for (const end of laterTaxYearEnds(yearEnd, death, windUp ?? today)) {
      if (windUp && end >= windUp) break;
      out.push(
        dated(
          { id: 'later-t3-return', key: `later-t3-return:${end}` },
          `T3 return (tax year ending ${end})`,
          LATER_T3_RETURN_RULE,
          t3ReturnDueDate(end),
          today,
          false,
          '',
          `Tax year ending ${end}.`,
        ),
      );
    }
    const greEnd = graduatedRateEstateEnds(death);
    out.push(
      dated(
        'graduated-rate-estate-ends',
        'Graduated rate estate status ends',
        GRADUATED_RATE_ESTATE_RULE,
        greEnd,
        today,
        waited(greEnd, today, !!done['graduated-rate-estate-ends']),
        '',
        `36 months after the death on ${death}.`,
      ),
    );
  }
  if (estate.keyDates?.courtDeadline) {
    out.push(
      dated(
        'court-deadline',
        'Court deadline',
        COURT_DEADLINE_RULE,
        estate.keyDates.courtDeadline,
        today,
        !!done['court-deadline'],
        '',
      ),
    );
  }
  out.push(
    undated(
      'clearance-certificate',
      'Clearance certificate (TX19)',
      CLEARANCE_CERTIFICATE_RULE,
      'Before the final distribution.',
      !!done['clearance-certificate'],
    ),
  );
  const windUp = options.windUpDate || null;
  out.push(
    dated(
      'final-t3-return',
      'Final T3 return (on wind-up)',
      LATER_T3_RETURN_RULE,
      windUp ? addDaysUtc(windUp, 90) : null,
      today,
      !!done['final-t3-return'],
      "Due 90 days after the final distribution, which ends the estate's last tax year (no date entered).",
      windUp ? `Estate wound up ${windUp}.` : undefined,
    ),
  );
  return out;
}
