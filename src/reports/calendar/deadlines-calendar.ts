import ICAL from 'ical.js';

/** One dated deadline of one estate, as a calendar event needs it. */
export interface CalendarDeadline {
  estateId: string;
  estateName: string;
  /** Unique within the estate (the rules' deadline key). */
  key: string;
  title: string;
  dueDate: string;
  rule: string;
  source: string;
  note?: string;
}

export interface CalendarOptions {
  /** The calendar's name in the person's calendar program. */
  name: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** Days before each deadline at which the calendar program reminds; none when 0 or absent. */
  remindDaysBefore?: number;
}

/**
 * An iCalendar (RFC 5545) file of deadlines: one all-day event per deadline on its due date, its
 * rule and source in the description, and an optional reminder. Each event's UID is the estate
 * and the deadline key, so importing a newer export updates the events instead of doubling them.
 */
export function deadlinesCalendar(deadlines: readonly CalendarDeadline[], options: CalendarOptions): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Estate Administration//Deadlines//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', options.name);
  const stamp = ICAL.Time.fromJSDate(options.now, true);
  for (const d of deadlines) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${d.estateId}.${d.key}@estate-admin`);
    event.updatePropertyWithValue('dtstamp', stamp);
    const start = ICAL.Time.fromDateString(d.dueDate);
    const end = start.clone();
    end.adjust(1, 0, 0, 0);
    event.updatePropertyWithValue('dtstart', start);
    event.updatePropertyWithValue('dtend', end);
    event.updatePropertyWithValue('summary', `${d.title} — ${d.estateName}`);
    const description = [d.rule, `Source: ${d.source}`, d.note].filter(Boolean).join('\n');
    event.updatePropertyWithValue('description', description);
    event.updatePropertyWithValue('transp', 'TRANSPARENT');
    if (options.remindDaysBefore && options.remindDaysBefore > 0) {
      const alarm = new ICAL.Component('valarm');
      alarm.updatePropertyWithValue('action', 'DISPLAY');
      alarm.updatePropertyWithValue('description', `${d.title} — ${d.estateName}`);
      alarm.updatePropertyWithValue(
        'trigger',
        ICAL.Duration.fromData({ days: options.remindDaysBefore, isNegative: true }),
      );
      event.addSubcomponent(alarm);
    }
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}

/** The .ics file to download. */
export function deadlinesCalendarFile(
  deadlines: readonly CalendarDeadline[],
  options: CalendarOptions & { fileName: string },
): File {
  return new File([deadlinesCalendar(deadlines, options)], options.fileName, { type: 'text/calendar' });
}
