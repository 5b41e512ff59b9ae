import { useState } from 'react';
import type { RejectedRow } from '../../store/index.ts';
import { attention } from '../../sync/instance.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { fieldLabel, formatValue, rowTitle } from './describe.ts';
import { formatSyncTime } from './format.ts';
import { RecordRef } from './record-ref.tsx';
import { draftFields } from './retry-draft.ts';
import { RetryForm } from './retry-form.tsx';
import { useItemAction } from './use-item-action.ts';

/**
 * Changes the server refused (docs/architecture.md#rejected-changes): they never block the queue, and wait here to be fixed
 * and sent again, or discarded.
 */
export function RejectedSection({ rows }: { rows: RejectedRow[] | undefined }) {
  return (
    <section className="sync-section" aria-labelledby="rejected-heading">
      <h2 id="rejected-heading">Needs attention</h2>
      {rows === undefined ? (
        <div className="spinner" role="status" aria-label="Loading refused changes" />
      ) : rows.length === 0 ? (
        <p className="card empty-state sync-empty">Nothing needs attention</p>
      ) : (
        <>
          <p className="muted">
            The server refused these changes, so this device shows the server’s version again. Correct and
            retry them, or discard them.
          </p>
          <ul className="sync-list">
            {rows.map((row) => (
              <RejectedItem key={row.id ?? row.mutationId} row={row} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RejectedItem({ row }: { row: RejectedRow }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run: act } = useItemAction();
  const fields = draftFields(row.patch);
  const headingId = `rejected-${row.id ?? row.mutationId}`;
  const errorEntries = Object.entries(row.errors ?? {});

  return (
    <li className="card sync-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="sync-item-title">
        {rowTitle(row)} · <RecordRef entity={row.entity} id={row.entityId} fallback={row.patch} />
      </h3>
      <p>
        <strong>The server said:</strong> {row.reason}
      </p>
      {errorEntries.length > 0 && (
        <ul className="sync-errors">
          {errorEntries.map(([path, messages]) => (
            <li key={path}>
              {path ? `${fieldLabel(path)}: ` : ''}
              {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
      <p className="muted sync-when">
        Refused <time dateTime={row.at}>{formatSyncTime(row.at)}</time>
      </p>
      {editing ? (
        <RetryForm row={row} fields={fields} onCancel={() => setEditing(false)} />
      ) : (
        <>
          {fields.length > 0 && (
            <dl className="sync-values sync-change">
              {fields.map((f) => (
                <div key={f.path}>
                  <dt>{f.label}</dt>
                  <dd>{formatValue(f.path, f.original)}</dd>
                </div>
              ))}
            </dl>
          )}
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          {row.mutator && (
            <p className="muted">
              This was one action on several records, refused whole: nothing of it reached the server. Retry
              does it again on the records as they are now; to do something else, discard it and make the
              change again.
            </p>
          )}
          <div className="sync-actions">
            {row.op === 'delete' || row.mutator ? (
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-describedby={headingId}
                onClick={() => void act(() => attention.retry(row))}
              >
                Retry
              </button>
            ) : (
              <button
                type="button"
                className="button"
                aria-describedby={headingId}
                onClick={() => setEditing(true)}
              >
                Edit and retry
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => setConfirming(true)}
            >
              Discard
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={confirming}
        title="Discard this change?"
        message="The change will not be sent again. The server’s version stays as it is."
        confirmLabel="Discard change"
        cancelLabel="Keep it"
        failureMessage="The change could not be discarded. Please try again."
        onConfirm={() => attention.discard(row)}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
