import { lazy, Suspense, useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { GuardedButton } from '../../ui/guarded-button.tsx';

// The dialog brings the CSV and OFX parsers; neither loads before the person asks for them.
const BankImportDialog = lazy(async () => ({
  default: (await import('./bank-import-dialog.tsx')).BankImportDialog,
}));

/** "Import statement" on an account's page (docs/behaviour.md#bank-statement-import). */
export function BankImportButton({ accountId }: { accountId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <GuardedButton
        refusal={refusalFor('create', 'transactions')}
        className="button button-secondary"
        onClick={() => setOpen(true)}
      >
        Import statement
      </GuardedButton>
      {open && (
        <Suspense fallback={<span className="muted">Opening…</span>}>
          <BankImportDialog accountId={accountId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
