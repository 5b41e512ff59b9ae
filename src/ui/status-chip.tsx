import type { Tone } from './status-display.ts';

/** A coloured status label; the colour repeats the text, never replaces it. */
export function StatusChip({ label, tone }: { label: string; tone: Tone }) {
  return <span className={`chip chip-${tone}`}>{label}</span>;
}
