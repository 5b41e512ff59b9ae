import { useEffect, useRef } from 'react';
import { dismissHomeScreenGuide, useHomeScreenGuide } from '../install-guide/index.ts';

/**
 * Add to Home Screen, step by step, where the browser has no install prompt (Safari on iPhone and
 * iPad): installed, the app keeps its data for good and opens full screen (docs/behaviour.md#engines).
 */
export function HomeScreenGuide() {
  const { open } = useHomeScreenGuide();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened again from Profile, far below: bring it into view for keyboard and screen reader users.
  useEffect(() => {
    if (open && document.activeElement?.closest('.profile-page')) heading.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="pwa-banners">
      <section
        className="alert alert-info pwa-banner home-screen-guide"
        aria-labelledby="home-screen-guide-title"
      >
        <div>
          <h2 id="home-screen-guide-title" ref={heading} tabIndex={-1}>
            Install on your iPhone or iPad
          </h2>
          <p>Installed, the app opens full screen and the browser keeps this device’s data for good.</p>
          <ol>
            <li>
              Tap <strong>Share</strong> (the square with an arrow pointing up) in Safari’s toolbar.
            </li>
            <li>
              Choose <strong>Add to Home Screen</strong>, then tap <strong>Add</strong>.
            </li>
          </ol>
        </div>
        <button type="button" className="button button-secondary" onClick={dismissHomeScreenGuide}>
          Dismiss
        </button>
      </section>
    </div>
  );
}
