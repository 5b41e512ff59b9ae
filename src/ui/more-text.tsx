import { type ReactNode, useId, useState } from 'react';
import './more-text.css';

/**
 * A long explanation shown as its first line, with "More" to read the rest and "Less" to fold it
 * again (docs/behaviour.md#estate-page-layout). The whole text stays in the document, so a
 * screen reader and the browser's find read all of it; the button says what it opens.
 */
export function MoreText({ children, about }: { children: ReactNode; about: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={open ? 'more-text is-open' : 'more-text'}>
      <div id={id} className="more-text-body">
        {children}
      </div>
      <button
        type="button"
        className="more-text-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Less' : 'More'}
        <span className="visually-hidden"> about {about}</span>
      </button>
    </div>
  );
}
