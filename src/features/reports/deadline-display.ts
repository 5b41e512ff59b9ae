import type { Deadline, DeadlineStatus } from '../../domain/rules/ontario/deadlines.ts';
import type { StatusDisplay } from '../../domain/rules/status-display.ts';
import { formatDate } from '../estates/estate-rows.ts';

/** Overdue red, due soon yellow, upcoming blue, done green, undated gray; the label always says it too. */
const STATUS: Record<DeadlineStatus, StatusDisplay> = {
  overdue: { label: 'Overdue', tone: 'red' },
  'due-soon': { label: 'Due soon', tone: 'yellow' },
  upcoming: { label: 'Upcoming', tone: 'blue' },
  done: { label: 'Done', tone: 'green' },
  unknown: { label: 'Date unknown', tone: 'gray' },
  'before-final-distribution': { label: 'Before final distribution', tone: 'gray' },
};

export const deadlineStatusDisplay = (status: DeadlineStatus): StatusDisplay => STATUS[status];

/** The due date as people read it, or why there is none. */
export function deadlineDueText(d: Pick<Deadline, 'dueDate' | 'status'>): string {
  if (d.dueDate) return formatDate(d.dueDate);
  return d.status === 'before-final-distribution' ? 'Before the final distribution' : 'Not yet known';
}

/** '3 overdue, 1 due soon, 4 upcoming' over dated deadlines not yet met (statuses with none left out). */
export function deadlineCounts(deadlines: readonly Pick<Deadline, 'status'>[]): string {
  const order: DeadlineStatus[] = ['overdue', 'due-soon', 'upcoming'];
  const parts = order
    .map((status) => [deadlines.filter((d) => d.status === status).length, STATUS[status].label] as const)
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label.toLowerCase()}`);
  return parts.length ? `${parts.join(', ')}` : 'Nothing due';
}
