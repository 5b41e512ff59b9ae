import { describe, expect, it } from 'vitest';
import type { SecurityEvent } from '../schemas/security-events.ts';
import { activityCsv, eventDetail, formatEventTime } from './activity.ts';
import { csvCell } from './csv.ts';

const event = (over: Partial<SecurityEvent>): SecurityEvent => ({
  id: '1',
  at: '2026-11-23T14:05:00.000Z',
  kind: 'role-changed',
  actorId: 'a',
  actorName: 'Alex Morgan',
  subjectId: 's',
  subjectName: 'Sam Rivera',
  address: '10.0.0.1',
  detail: {},
  ...over,
});

describe('activity in words', () => {
  it('says a change as before → after, then the other details', () => {
    expect(eventDetail(event({ detail: { from: 'Staff', to: 'Admin' } }))).toBe('Staff → Admin');
    expect(eventDetail(event({ detail: { report: 'Estate Accounts', format: 'pdf' } }))).toBe(
      'Estate Accounts · pdf',
    );
    expect(eventDetail(event({ detail: { secret: 'never shown', reason: 'disabled' } }))).toBe('disabled');
    // A copy the firm's choice did not allow says so.
    expect(eventDetail(event({ detail: { report: 'a.zip', notAllowed: true } }))).toBe(
      'a.zip · not allowed for this role',
    );
    // A copy taken: what, of which estate, in what form, to which device.
    expect(
      eventDetail(
        event({
          kind: 'estate-exported',
          detail: {
            report: 'Estate-of-Margaret-Chen-2026-11-29.zip',
            estate: 'e1',
            estateName: 'Estate of Margaret Chen',
            format: 'zip',
            device: 'Chrome on Windows',
          },
        }),
      ),
    ).toBe('Estate-of-Margaret-Chen-2026-11-29.zip · Estate of Margaret Chen · zip · Chrome on Windows');
    expect(eventDetail(event({ detail: {} }))).toBe('');
  });

  it('writes times as the device reads them, and leaves a bad one as it is', () => {
    expect(formatEventTime('2026-11-23T14:05:00.000Z')).toMatch(/^2026-11-2[34] \d{2}:05$/);
    expect(formatEventTime('not a time')).toBe('not a time');
  });

  it('quotes every CSV cell, doubles quotes and defuses formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const f of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(csvCell(f)).toBe(`"'${f}"`);
    expect(csvCell(null)).toBe('""');
    const csv = activityCsv([event({ detail: { from: 'Staff', to: 'Admin' } })]);
    expect(csv.split('\r\n')).toEqual([
      '"Time (UTC)","Event","By","Concerning","Details","Address"',
      '"2026-11-23T14:05:00.000Z","Role changed","Alex Morgan","Sam Rivera","Staff → Admin","10.0.0.1"',
      '',
    ]);
  });
});
