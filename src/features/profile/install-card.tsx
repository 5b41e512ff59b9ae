import { openHomeScreenGuide, useHomeScreenGuide } from '../install-guide/index.ts';

/**
 * Where installing is Share → Add to Home Screen (Safari on iPhone and iPad), the steps again after
 * their banner was dismissed (docs/behaviour.md#engines). Elsewhere the top bar's Install app does it.
 */
export function InstallCard() {
  const { applies } = useHomeScreenGuide();
  if (!applies) return null;
  return (
    <section className="card" aria-labelledby="install-card-title">
      <h2 id="install-card-title">Install on this device</h2>
      <p>Added to the Home Screen, the app opens full screen and the browser keeps its data for good.</p>
      <button type="button" className="button button-secondary" onClick={openHomeScreenGuide}>
        Add to Home Screen
      </button>
    </section>
  );
}
