import { titleCaseWords } from '../domain/rules/text.ts';

/** Chip colours; the UI maps each tone to a colour pair that passes contrast checks. */
export type Tone = 'green' | 'blue' | 'yellow' | 'gray' | 'red';
export type StatusDisplay = { label: string; tone: Tone };

/** The statuses the shared chip knows by name (docs/behaviour.md#common-to-every-screen). */
const KNOWN: Record<string, StatusDisplay> = {
  active: { label: 'Active', tone: 'green' },
  disposed: { label: 'Disposed', tone: 'gray' },
  pending: { label: 'Pending', tone: 'yellow' },
  draft: { label: 'Draft', tone: 'blue' },
};

/**
 * 'pending_court_approval' -> 'Pending Court Approval' (docs/behaviour.md#common-to-every-screen). A missing status reads
 * 'Unknown' rather than an empty chip, as the estates list does (docs/behaviour.md#estates).
 */
export function humanizeStatus(status: string | null | undefined): string {
  return titleCaseWords(status) || 'Unknown';
}

/** Shared status chip (docs/behaviour.md#common-to-every-screen): four named statuses, everything else capitalised in gray. */
export function statusDisplay(status: string | null | undefined): StatusDisplay {
  const known = KNOWN[(status ?? '').trim().toLowerCase()];
  if (known) return { ...known };
  return { label: humanizeStatus(status), tone: 'gray' };
}

/**
 * The dashboard's Recent Files chip has its own colours (docs/behaviour.md#dashboard): a closed file is done
 * (green), an active one is in progress (blue), anything else still needs attention (yellow).
 */
export function fileStatusTone(status: string | null | undefined): Tone {
  const s = (status ?? '').trim().toLowerCase();
  if (s === 'closed') return 'green';
  if (s === 'active') return 'blue';
  return 'yellow';
}
