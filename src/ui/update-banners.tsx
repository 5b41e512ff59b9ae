import './update-banners.css';

interface UpdateBannersProps {
  /** A new version is installed and waits for a reload. */
  updateReady: boolean;
  /** The app was just installed for offline use (first visit). */
  offlineReady: boolean;
  onUpdate: () => void;
  onDismissOfflineReady: () => void;
}

/**
 * The "update available" prompt and the first-install "available offline" notice, shown by the
 * admin shell and the portal (docs/behaviour.md#pwa-install-update-and-offline) with their own copy of the state.
 */
export function UpdateBanners({
  updateReady,
  offlineReady,
  onUpdate,
  onDismissOfflineReady,
}: UpdateBannersProps) {
  return (
    <div className="pwa-banners" aria-live="polite">
      {updateReady && (
        <div className="alert alert-info pwa-banner" role="status">
          <span>A new version of the app is available. Your unsynced changes are kept when you reload.</span>
          <button type="button" className="button" onClick={onUpdate}>
            Reload to update
          </button>
        </div>
      )}
      {offlineReady && (
        <div className="alert alert-info pwa-banner" role="status">
          <span>
            The app is now available offline: it opens and works without a connection on this device.
          </span>
          <button type="button" className="button button-secondary" onClick={onDismissOfflineReady}>
            Got it
          </button>
        </div>
      )}
    </div>
  );
}
