import { type RefObject, useEffect, useState } from 'react';

/** The panel's parts, the generator first: it is what the panel is opened for. */
const PARTS = [
  { selector: '.report-generator', label: 'Generate a report' },
  { selector: '.court-checks', label: 'Checks' },
  { selector: '.claim-table', label: 'Executor compensation' },
  { selector: '.eat-table', label: 'Estate Administration Tax' },
  { selector: '.report-period', label: 'Period and court' },
] as const;

/**
 * The reports panel's parts one tap away (docs/behaviour.md#estate-page-layout): on a phone the
 * panel is several screens long and the generator comes last. A button brings its part's heading
 * below the page's section bar and moves focus to it.
 */
export function PanelIndex({ panel }: { panel: RefObject<HTMLDivElement | null> }) {
  // Only the parts drawn: the checks and the claim wait for the figures.
  const [drawn, setDrawn] = useState<string>('');
  useEffect(() => {
    const now = PARTS.filter((p) => panel.current?.querySelector(p.selector))
      .map((p) => p.selector)
      .join(' ');
    if (now !== drawn) setDrawn(now);
  });
  const go = (selector: string) => {
    const found = panel.current?.querySelector(selector);
    const part = found?.closest('section, fieldset') ?? found;
    if (!(part instanceof HTMLElement)) return;
    const heading = part.querySelector<HTMLElement>('h3, h4, legend') ?? part;
    part.scrollIntoView({ block: 'start' });
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  return (
    <nav className="panel-index" aria-label="Reports panel">
      <ul>
        {PARTS.filter((p) => drawn.split(' ').includes(p.selector)).map((p) => (
          <li key={p.selector}>
            <button type="button" className="button button-secondary" onClick={() => go(p.selector)}>
              {p.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
