/** Hands a file to the browser's downloads: an object URL behind a temporary <a download>. */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
