import { lazy, Suspense, useRef, useState } from 'react';
import { sessionCommands } from '../../store/index.ts';
import { openDocument } from '../documents/index.ts';
import { logPortalCopy } from './copy-log.ts';
import type { DocumentRow } from './portal-view.ts';

// Only a beneficiary who presses Approve needs the dialog: it loads then (from the service
// worker's precache, offline too), outside the portal's first load (docs/architecture.md#portal-page).
const ApproveDialog = lazy(() => import('./approve-dialog.tsx').then((m) => ({ default: m.ApproveDialog })));

function ApprovalState({ row, onMessage }: { row: DocumentRow; onMessage: (m: string) => void }) {
  const confirm = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const approval = row.approval;
  if (!approval || approval.withdrawn) return null;
  async function withdraw() {
    if (!approval) return;
    setBusy(true);
    try {
      await sessionCommands.withdrawApproval(approval.id);
      confirm.current?.close();
      onMessage('Your approval was withdrawn.');
    } catch {
      onMessage('The approval could not be withdrawn on this device. Try again.');
    } finally {
      setBusy(false);
    }
  }
  const titleId = `withdraw-${row.id}`;
  return (
    <div className="portal-approval">
      <p>
        <strong>
          Approved by {approval.name} on {approval.on}
        </strong>
        {approval.pending && <span className="muted"> · not yet sent to your firm</span>}
      </p>
      <button type="button" className="button button-secondary" onClick={() => confirm.current?.showModal()}>
        Withdraw approval
      </button>
      <dialog ref={confirm} className="portal-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>Withdraw your approval?</h2>
        <p>
          Your firm will see that you withdrew your approval of “{row.title}”, and when. You can approve it
          again later.
        </p>
        <div className="portal-dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => confirm.current?.close()}>
            Keep approval
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void withdraw()}
          >
            Withdraw approval
          </button>
        </div>
      </dialog>
    </div>
  );
}

/** Shared documents: open or download them (offline once fetched); approve shared accounts. */
export function SharedDocumentsSection({ estateId, rows }: { estateId: string; rows: DocumentRow[] }) {
  const [message, setMessage] = useState<string | null>(null);
  const [approving, setApproving] = useState<DocumentRow | null>(null);
  async function open(row: DocumentRow, mode: 'open' | 'download') {
    setMessage(null);
    const problem = await openDocument(
      { _id: row.id, fileName: row.fileName, title: row.title, mimeType: row.mimeType },
      mode,
    );
    if (problem) setMessage(problem);
    // The firm's activity log records each shared document a beneficiary takes, opened or saved.
    else
      logPortalCopy({
        what: 'document-open',
        report: row.title || row.fileName,
        estate: estateId,
        format: 'file',
      });
  }
  return (
    <section className="card portal-section" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Shared documents</h2>
      <p className="muted portal-message" role="status">
        {message}
      </p>
      {rows.length === 0 ? (
        <p className="muted">Your firm has not shared any documents of this estate with you yet.</p>
      ) : (
        <ul className="portal-list portal-documents">
          {rows.map((row) => (
            <li key={row.id}>
              <span className="portal-item-title">{row.title}</span>
              <span className="portal-item-meta">
                {row.type} · {row.date}
                {row.cached ? ' · On this device' : ''}
              </span>
              {row.hasContent ? (
                <span className="portal-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void open(row, 'open')}
                  >
                    Open<span className="visually-hidden"> {row.title}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void open(row, 'download')}
                  >
                    Download<span className="visually-hidden"> {row.title}</span>
                  </button>
                </span>
              ) : (
                <span className="portal-item-meta">No file attached yet.</span>
              )}
              {row.approvable &&
                (row.approval && !row.approval.withdrawn ? (
                  <ApprovalState row={row} onMessage={setMessage} />
                ) : (
                  <div className="portal-approval">
                    {row.approval?.withdrawn && (
                      <p className="muted">
                        You withdrew your approval
                        {row.approval.withdrawnOn ? ` on ${row.approval.withdrawnOn}` : ''}.
                      </p>
                    )}
                    <button type="button" className="button" onClick={() => setApproving(row)}>
                      Approve these accounts
                    </button>
                  </div>
                ))}
            </li>
          ))}
        </ul>
      )}
      {approving && (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ApproveDialog
            estateId={estateId}
            documentId={approving.id}
            title={approving.title}
            onClose={(result) => {
              setApproving(null);
              if (result) setMessage(result);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
