import type { EnginePage } from './engine-page.ts';

/** A file the app handed to the browser's downloads, as the page had it. */
export interface CaughtFile {
  name: string;
  type: string;
  /** The file's bytes, base64. */
  base64: string;
}

/**
 * Catches the files the app downloads (an object URL behind a temporary <a download>, as
 * src/ui/download-file.ts makes them) instead of letting the engine save them: over WebDriver
 * neither WebKit's nor Firefox's download folder can be chosen, and a test writes nowhere but its
 * own temporary folders. Installed again after every navigation.
 */
export function catchDownloads(page: EnginePage): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __caught?: Promise<CaughtFile>[]; __blobs?: Map<string, Blob> };
    if (w.__caught) return;
    w.__caught = [];
    const blobs = new Map<string, Blob>();
    w.__blobs = blobs;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const url = create(obj);
      if (obj instanceof Blob) blobs.set(url, obj);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = this.download ? blobs.get(this.href) : undefined;
      if (!blob) return click.call(this);
      const name = this.download;
      w.__caught!.push(
        new Promise<CaughtFile>((resolve) => {
          const reader = new FileReader();
          reader.onload = () =>
            resolve({ name, type: blob.type, base64: String(reader.result).replace(/^data:[^,]*,/, '') });
          reader.readAsDataURL(blob);
        }),
      );
    };
  });
}

/** The files caught so far on this page. */
export function caughtFiles(page: EnginePage): Promise<CaughtFile[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __caught?: Promise<CaughtFile>[] };
    return Promise.all(w.__caught ?? []);
  });
}
