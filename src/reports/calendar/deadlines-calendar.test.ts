import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarDeadline, deadlinesCalendar } from './deadlines-calendar.ts';

const deadline = (over: Partial<CalendarDeadline>): CalendarDeadline => ({
  estateId: 'e1',
  estateName: 'Estate of Margaret Chen',
  key: 'terminal-t1-return',
  title: 'Final (terminal) T1 return',
  dueDate: '2026-04-30',
  rule: 'Death from January 1 to October 31: April 30 of the next year.',
  source: 'Canada Revenue Agency',
  ...over,
});

describe('deadlines calendar', () => {
  it('parses with ical.js and holds each deadline once, all day on its date, with its rule', () => {
    const text = deadlinesCalendar(
      [
        deadline({}),
        deadline({
          key: 'later-t3-return:2026-03-14',
          title: 'T3 return (tax year ending 2026-03-14)',
          dueDate: '2026-06-12',
        }),
        deadline({
          estateId: 'e2',
          estateName: 'Estate of Robert Singh',
          dueDate: '2027-02-28',
        }),
      ],
      { name: 'Harbourview deadlines', now: new Date('2026-11-23T15:00:00Z'), remindDaysBefore: 14 },
    );
    expect(text).toContain('\r\n');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.startDate.isDate, e.summary])).toEqual([
      [
        'e1.terminal-t1-return@estate-admin',
        '2026-04-30',
        true,
        'Final (terminal) T1 return — Estate of Margaret Chen',
      ],
      [
        'e1.later-t3-return:2026-03-14@estate-admin',
        '2026-06-12',
        true,
        'T3 return (tax year ending 2026-03-14) — Estate of Margaret Chen',
      ],
      [
        'e2.terminal-t1-return@estate-admin',
        '2027-02-28',
        true,
        'Final (terminal) T1 return — Estate of Robert Singh',
      ],
    ]);
    expect(events[0]?.endDate.toString()).toBe('2026-05-01');
    expect(events[0]?.description).toContain('Source: Canada Revenue Agency');
    const alarm = calendar.getAllSubcomponents('vevent')[0]?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-P14D');
  });

  it('makes an empty calendar that still parses, and leaves out reminders when none are asked for', () => {
    const empty = new ICAL.Component(ICAL.parse(deadlinesCalendar([], { name: 'None', now: new Date() })));
    expect(empty.getAllSubcomponents('vevent')).toEqual([]);
    const text = deadlinesCalendar([deadline({})], { name: 'No alarms', now: new Date() });
    expect(text).not.toContain('VALARM');
  });

  it('escapes text that would break the format', () => {
    const text = deadlinesCalendar([deadline({ title: 'Court; deadline, with "quotes"\nand a line' })], {
      name: 'x',
      now: new Date(),
    });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Court; deadline, with "quotes"\nand a line — Estate of Margaret Chen');
  });
});
