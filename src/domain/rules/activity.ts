import { SECURITY_EVENT_LABELS, type SecurityEvent } from '../schemas/security-events.ts';
import { csvRows } from './csv.ts';

/** What an event's detail says in words, for the Activity screen and its CSV (docs/behaviour.md#activity). */
export function eventDetail(event: Pick<SecurityEvent, 'detail'>): string {
  const d = event.detail;
  const parts: string[] = [];
  const text = (key: string) => (typeof d[key] === 'string' && d[key] ? String(d[key]) : null);
  const from = text('from');
  const to = text('to');
  if (from && to) parts.push(`${from} → ${to}`);
  for (const key of ['role', 'email', 'report', 'estateName', 'format', 'device', 'reason'] as const) {
    const value = text(key);
    if (value) parts.push(value);
  }
  // A copy made against the firm's choice of who may take copies (src/domain/rules/copies.ts).
  if (d.notAllowed === true) parts.push('not allowed for this role');
  return parts.join(' · ');
}

export const ACTIVITY_CSV_HEADER = ['Time (UTC)', 'Event', 'By', 'Concerning', 'Details', 'Address'];

export function activityCsv(events: readonly SecurityEvent[]): string {
  return csvRows([
    ACTIVITY_CSV_HEADER,
    ...events.map((e) => [
      e.at,
      SECURITY_EVENT_LABELS[e.kind],
      e.actorName ?? '',
      e.subjectName ?? '',
      eventDetail(e),
      e.address ?? '',
    ]),
  ]);
}

/** "2026-11-23 09:05" in the device's time zone: sortable at a glance, the same on every screen. */
export function formatEventTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
