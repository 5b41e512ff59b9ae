import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { formatListDate } from '../../domain/rules/list-format.ts';
import { commands, dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { GuardedButton } from '../../ui/guarded-button.tsx';
import { LoadErrorBoundary } from '../../ui/load-error.tsx';
import { RecordLoading, RecordNotFound } from '../../ui/record-states.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { fileStatusTone, humanizeStatus } from '../../ui/status-display.ts';
import { FileDocuments, FileEstates } from './file-detail-sections.tsx';
import { FileForm } from './file-form.tsx';
import { fileFormFromRecord } from './file-form-values.ts';
import { DELETE_FILE } from './file-texts.ts';
import { FileWallCard } from './file-wall-card.tsx';
import './files.css';
import { HistoryPanel } from '../history/index.ts';
import { RestrictedMarker } from './restricted-marker.tsx';

/** File detail: its fields, estates with values, documents; Edit inline and Delete. */
export function FileDetailScreen() {
  return (
    <LoadErrorBoundary message="An error occurred while fetching the file">
      <FileDetail />
    </LoadErrorBoundary>
  );
}

function FileDetail() {
  const { id } = useParams({ from: '/admin/files/$id' });
  const navigate = useNavigate();
  // A failed read is thrown to the LoadErrorBoundary around this screen.
  const file = dataOrThrow(useQuery(() => queries.fileById(id), [id]));
  const [editing, setEditing] = useState(false);
  // What the file's delete rules say: refused (naming its estates), or what goes with it; null: closed.
  const [confirming, setConfirming] = useState<{ refusal: string | null; cascade: string } | null>(null);
  const [deleted, setDeleted] = useState(false);
  // The Edit button gives way to the form; when the form closes, focus goes back to Edit.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (file === undefined || deleted) return <RecordLoading what="file" />;
  if (file === null) {
    return (
      <RecordNotFound
        title="File not found"
        back={
          <Link to="/admin/files" className="button button-secondary">
            Back to Files
          </Link>
        }
      >
        This file is not on this device. It may have been deleted, or the link may be wrong.
      </RecordNotFound>
    );
  }

  const name = file.name;
  const status = file.status;
  return (
    <section className="files-page file-detail" aria-labelledby="file-title">
      <div className="page-header">
        <div>
          <h1 id="file-title">{name}</h1>
          <p className="file-subtitle">
            <StatusChip label={humanizeStatus(status)} tone={fileStatusTone(status)} />
            {file.fileNumber ? <span className="muted">File {file.fileNumber}</span> : null}
            {file.restricted ? <RestrictedMarker /> : null}
          </p>
        </div>
        <div className="page-actions">
          <Link
            to="/admin/data/estates/create"
            search={{ file: file._id }}
            className="button button-secondary"
          >
            Create Estate
          </Link>
          {!editing && (
            <button
              ref={editButton}
              type="button"
              className="button button-secondary"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          )}
          <GuardedButton
            refusal={refusalFor('delete', 'files')}
            className="button button-danger"
            onClick={async () => setConfirming(await queries.fileDeleteCheck(file._id))}
          >
            Delete
          </GuardedButton>
        </div>
      </div>

      <div className="card detail-card">
        <h2>{editing ? 'Edit File' : 'File Details'}</h2>
        {editing ? (
          <FileForm
            initial={fileFormFromRecord(file)}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            focusOnMount
            onSave={async (body) => {
              await commands.repos.files.update(file._id, body);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <dl className="detail-list">
            <dt>File Name</dt>
            <dd>{name}</dd>
            <dt>File Number</dt>
            <dd>{file.fileNumber || '—'}</dd>
            <dt>Status</dt>
            <dd>{humanizeStatus(status)}</dd>
            <dt>Description</dt>
            <dd className="detail-description">{file.description || '—'}</dd>
            <dt>Created</dt>
            <dd>{formatListDate(file.createdAt)}</dd>
            <dt>Last Updated</dt>
            <dd>{formatListDate(file.updatedAt)}</dd>
          </dl>
        )}
      </div>

      <FileWallCard file={file} />
      <FileEstates fileId={file._id} />
      <FileDocuments fileId={file._id} />
      <HistoryPanel key={file._id} entity="files" id={file._id} />

      <ConfirmDialog
        isOpen={confirming !== null}
        title={DELETE_FILE.title}
        message={DELETE_FILE.message(confirming?.cascade ?? '')}
        refusal={confirming?.refusal ?? null}
        confirmLabel="Delete"
        failureMessage={DELETE_FILE.failure}
        onConfirm={async () => {
          await commands.deleteFile(file._id);
          setDeleted(true);
          await navigate({ to: '/admin/files' });
        }}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
