import type { EstateRecord } from '../../domain/schemas/index.ts';
import { DeadlineChip } from './deadline-chip.tsx';
import { deadlineDueText } from './deadline-display.ts';
import { nextOpenDeadlines, useEstateDeadlines } from './use-estate-deadlines.ts';
import './reports.css';

/**
 * The estate's next open deadlines (two by default) for the first screen of its page: what is
 * due, when, and how pressing; the whole list is one tap away in the Deadlines section.
 */
export function NextDeadlines({ estate, count = 2 }: { estate: EstateRecord; count?: number }) {
  const { deadlines } = useEstateDeadlines(estate);
  const next = nextOpenDeadlines(deadlines, count);
  if (next.length === 0) return <p className="muted next-deadlines-none">No open deadlines.</p>;
  return (
    <ul className="next-deadlines">
      {next.map((d) => (
        <li key={d.key} data-fact="next-deadline">
          <span className="next-deadline-title">{d.title}</span>
          <span className="next-deadline-due">
            {deadlineDueText(d)} <DeadlineChip status={d.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}
