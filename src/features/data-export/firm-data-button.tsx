import { lazy, Suspense, useState } from 'react';

// The dialog brings the zip, JSON Schema and import code; none loads before the Admin asks.
const FirmDataDialog = lazy(async () => ({
  default: (await import('./firm-data-dialog.tsx')).FirmDataDialog,
}));

/** "Export or import data" in Profile → Organization, for an Admin (docs/data-export-and-backup.md). */
export function FirmDataButton({ organizationName }: { organizationName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Export or import data
      </button>
      {open && (
        <Suspense fallback={<span className="muted">Opening…</span>}>
          <FirmDataDialog organizationName={organizationName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
