import { UpdateBanners } from '../../ui/update-banners.tsx';
import { applyUpdate, dismissOfflineReady, promptInstall, usePwa } from '../pwa/index.ts';
import './pwa.css';

/** The "update available" prompt and the first-install "available offline" notice. */
export function PwaBanners() {
  const pwa = usePwa();
  return (
    <UpdateBanners
      updateReady={pwa.updateReady}
      offlineReady={pwa.offlineReady}
      onUpdate={() => void applyUpdate()}
      onDismissOfflineReady={dismissOfflineReady}
    />
  );
}

/** The install button, beside the sync indicator in the top bar. */
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
