import {
  DEADLINE_STATUS_LABELS,
  type Deadline,
  type DeadlineStatus,
} from '../../domain/rules/ontario/deadlines.ts';
import { formatDate } from '../../ui/record-display.ts';
import type { StatusDisplay } from '../../ui/status-display.ts';

/**
 * Overdue red, due soon yellow, upcoming blue, done green, undated and set-aside gray; the label
 * always says it too.
 */
const TONES: Record<DeadlineStatus, StatusDisplay['tone']> = {
  overdue: 'red',
  'due-soon': 'yellow',
  upcoming: 'blue',
  done: 'green',
  unknown: 'gray',
  'before-final-distribution': 'gray',
  'not-applicable': 'gray',
  closed: 'gray',
  optional: 'gray',
};

export const deadlineStatusDisplay = (status: DeadlineStatus): StatusDisplay => ({
  label: DEADLINE_STATUS_LABELS[status],
  tone: TONES[status],
});

/** The due date as people read it, or why there is none. */
export function deadlineDueText(d: Pick<Deadline, 'dueDate' | 'status'>): string {
  if (d.dueDate) return formatDate(d.dueDate);
  return d.status === 'before-final-distribution' ? 'Before the final distribution' : 'Not yet known';
}

/** '3 overdue, 1 due soon, 4 upcoming' over dated deadlines not yet met (statuses with none left out). */
export function deadlineCounts(deadlines: readonly Pick<Deadline, 'status'>[]): string {
  const order: DeadlineStatus[] = ['overdue', 'due-soon', 'upcoming'];
  const parts = order
    .map(
      (status) =>
        [deadlines.filter((d) => d.status === status).length, DEADLINE_STATUS_LABELS[status]] as const,
    )
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label.toLowerCase()}`);
  return parts.length ? `${parts.join(', ')}` : 'Nothing due';
}
