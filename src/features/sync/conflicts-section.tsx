import type { ConflictRecord } from '../../domain/schemas/index.ts';
import { attention } from '../../sync/instance.ts';
import { conflictReasonText, fieldLabel, formatValue } from './describe.ts';
import { formatSyncTime } from './format.ts';
import { RecordRef } from './record-ref.tsx';
import { useItemAction } from './use-item-action.ts';

/**
 * Values that lost a conflict (docs/architecture.md#conflicts): side by side with the server's, to put back in one
 * click or let go.
 */
export function ConflictsSection({ conflicts }: { conflicts: ConflictRecord[] | undefined }) {
  return (
    <section className="sync-section" aria-labelledby="conflicts-heading">
      <h2 id="conflicts-heading">Sync conflicts</h2>
      {conflicts === undefined ? (
        <div className="spinner" role="status" aria-label="Loading conflicts" />
      ) : conflicts.length === 0 ? (
        <p className="card empty-state sync-empty">No conflicts</p>
      ) : (
        <>
          <p className="muted">
            Someone else changed the same thing at about the same time. The server’s value is in place; you
            can put yours back.
          </p>
          <ul className="sync-list">
            {conflicts.map((c) => (
              <ConflictItem key={c._id} conflict={c} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ConflictItem({ conflict }: { conflict: ConflictRecord }) {
  const { busy, error, run } = useItemAction();
  const { field } = conflict;
  const headingId = `conflict-${conflict._id}`;

  return (
    <li className="card sync-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="sync-item-title">
        <RecordRef entity={conflict.entity} id={conflict.entityId} />
        {field !== '_deleted' && <span className="sync-field"> — {fieldLabel(field)}</span>}
      </h3>
      <p>{conflictReasonText(conflict.reason)}</p>
      <dl className="sync-values">
        <div>
          <dt>Your value</dt>
          <dd>{formatValue(field, conflict.yourValue)}</dd>
        </div>
        <div>
          <dt>Server value</dt>
          <dd>{formatValue(field, conflict.serverValue)}</dd>
        </div>
      </dl>
      {conflict.at && (
        <p className="muted sync-when">
          Settled by the server <time dateTime={conflict.at}>{formatSyncTime(conflict.at)}</time>
        </p>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="sync-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => void run(() => attention.reapplyMine(conflict))}
        >
          Use my value
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-describedby={headingId}
          onClick={() => void run(() => attention.dismiss(conflict))}
        >
          Keep server value
        </button>
      </div>
    </li>
  );
}
