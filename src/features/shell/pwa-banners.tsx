import { applyUpdate, dismissOfflineReady, promptInstall, usePwa } from '../pwa/index.ts';
import './pwa.css';

/** The install button, the "update available" prompt and the first-install "available offline" notice. */
export function PwaBanners() {
  const pwa = usePwa();
  return (
    <div className="pwa-banners" aria-live="polite">
      {pwa.updateReady && (
        <div className="alert alert-info pwa-banner" role="status">
          <span>A new version of the app is available. Your unsynced changes are kept when you reload.</span>
          <button type="button" className="button" onClick={() => void applyUpdate()}>
            Reload to update
          </button>
        </div>
      )}
      {pwa.offlineReady && (
        <div className="alert alert-info pwa-banner" role="status">
          <span>
            The app is now available offline: it opens and works without a connection on this device.
          </span>
          <button type="button" className="button button-secondary" onClick={dismissOfflineReady}>
            Got it
          </button>
        </div>
      )}
    </div>
  );
}

export function InstallButton() {
  const pwa = usePwa();
  if (!pwa.installable) return null;
  return (
    <button
      type="button"
      className="button button-secondary install-button"
      onClick={() => void promptInstall()}
    >
      Install app
    </button>
  );
}
