import { useId, useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';

/**
 * "Shared with beneficiaries" for one document of the estate's list: saved on this device like
 * any edit (it syncs when online); a shared document is the only kind the beneficiaries' portal
 * receives (docs/behaviour.md#shared-documents).
 */
export function DocumentSharedSwitch({ document }: { document: DocumentRecord }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusal = refusalFor('update', 'documents');
  const shared = document.shared === true;
  return (
    <span className="document-shared">
      <input
        id={id}
        type="checkbox"
        checked={shared}
        disabled={busy || refusal !== null}
        title={refusal ?? undefined}
        // The row's title in the name tells the boxes apart; as an attribute, not hidden text, so the
        // title is not a second time in the row's text.
        aria-label={`${shared ? 'Shared' : 'Not shared'} with beneficiaries: ${document.title}`}
        onChange={async (e) => {
          setBusy(true);
          setError(null);
          try {
            await commands.repos.documents.update(document._id, { shared: e.target.checked });
          } catch (err) {
            setError(err instanceof Error ? err.message : 'The change could not be saved on this device.');
          } finally {
            setBusy(false);
          }
        }}
      />
      <label htmlFor={id}>{shared ? 'Shared' : 'Not shared'}</label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
