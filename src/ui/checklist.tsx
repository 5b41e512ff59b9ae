import type { ReactNode } from 'react';
import './checklist.css';

export interface ChecklistItem {
  id: string;
  title: string;
  done: boolean;
  /** What to press to do it (a link or a button reading `title`); a done step is plain text. */
  action: ReactNode;
}

/**
 * A short list of first steps with how many are left (a new firm's on the dashboard, a new
 * estate's on its page), each ticked off from the records as they arrive.
 */
export function Checklist({ items, doneText }: { items: readonly ChecklistItem[]; doneText: string }) {
  const left = items.filter((i) => !i.done).length;
  return (
    <>
      <p className="muted">{left === 0 ? doneText : `${left} of ${items.length} steps to go.`}</p>
      <ol className="checklist">
        {items.map((item) => (
          <li key={item.id} className={item.done ? 'is-done' : undefined}>
            <span className="checklist-mark" aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            {item.done ? (
              <span>
                {item.title} <span className="visually-hidden">(done)</span>
              </span>
            ) : (
              item.action
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
