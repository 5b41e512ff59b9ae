import type { DeadlineStatus } from '../../domain/rules/ontario/deadlines.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { deadlineStatusDisplay } from './deadline-display.ts';

/** A deadline's status as a chip, the same on the estate detail and the dashboard. */
export function DeadlineChip({ status }: { status: DeadlineStatus }) {
  const { label, tone } = deadlineStatusDisplay(status);
  return <StatusChip label={label} tone={tone} />;
}
