import { useRef, useState } from 'react';
import { logCopy } from '../../api/copy-log-send.ts';
import { refusalFor } from '../../api/permissions.ts';
import { toIsoDate } from '../../domain/rules/dates.ts';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { commands } from '../../store/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { openDocument, viewerTypeOf } from '../documents/index.ts';
import './document-actions.css';

/**
 * Open, Download, Replace and Delete for one document of the firm's lists (docs/behaviour.md#documents).
 * A PDF or a picture opens in the browser's viewer; anything else is downloaded. Both read the
 * content kept on this device, so they work offline once it is here (a document uploaded or made
 * here, or kept when its estate was opened online). Each opening or download is a copy in the
 * firm's activity log. Replace makes a new version from a file picked, keeping this one under it;
 * an earlier version (`earlier`, named by `name`) is only opened or downloaded.
 */
export function DocumentActions({
  document: doc,
  onDevice,
  estateId,
  earlier = false,
  earlierCount = 0,
  name: givenName,
}: {
  document: Pick<DocumentRecord, '_id' | 'title'> &
    Partial<Pick<DocumentRecord, 'fileName' | 'mimeType' | 'hasContent'>>;
  onDevice: boolean;
  estateId?: string | null | undefined;
  earlier?: boolean;
  /** How many earlier versions go with it when it is deleted. */
  earlierCount?: number;
  name?: string;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // An earlier version is history: opened or downloaded, never replaced or deleted on its own.
  const mayDelete = !earlier && refusalFor('delete', 'documents') === null;
  const mayReplace = !earlier && refusalFor('create', 'documents') === null;
  const name = givenName || doc.title || doc.fileName || 'this document';
  const hasFile = onDevice || doc.hasContent === true;
  const viewable = viewerTypeOf(doc) !== null;
  // Each button names its document in an attribute, not in hidden text, so the title is not a
  // second (and third) time in the row's text, as the Shared switch does.

  async function take(mode: 'open' | 'download') {
    setMessage(null);
    const problem = await openDocument(doc, mode);
    if (problem) return setMessage(problem);
    logCopy({
      what: 'document-open',
      report: name,
      ...(estateId ? { estate: estateId } : {}),
      format: 'file',
    });
  }

  async function replace(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    try {
      await commands.replaceDocument(doc._id, file, toIsoDate(new Date()));
    } catch (error) {
      setMessage(
        error instanceof Error ? error.message : 'The new version could not be saved on this device.',
      );
    } finally {
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <span className="document-actions">
      {hasFile ? (
        <>
          {viewable && (
            <button
              type="button"
              className="button button-secondary"
              aria-label={`Open ${name}`}
              onClick={() => void take('open')}
            >
              Open
            </button>
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Download ${name}`}
            onClick={() => void take('download')}
          >
            Download
          </button>
        </>
      ) : (
        <span className="muted">No file attached</span>
      )}
      {mayReplace && (
        <>
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Replace ${name}`}
            onClick={() => picker.current?.click()}
          >
            Replace
          </button>
          <input
            ref={picker}
            type="file"
            hidden
            aria-label={`New version of ${name}`}
            onChange={(e) => void replace(e.target.files?.[0])}
          />
        </>
      )}
      {mayDelete && (
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Delete ${name}`}
          onClick={() => setDeleting(true)}
        >
          Delete
        </button>
      )}
      {hasFile && (
        <span className="muted document-where">{onDevice ? 'On this device' : 'On the server only'}</span>
      )}
      {message && (
        <span className="document-message" role="status">
          {message}
        </span>
      )}
      <ConfirmDialog
        isOpen={deleting}
        title="Delete document"
        message={`Delete “${name}” and its file?${earlierCount ? ` Its ${earlierCount === 1 ? 'earlier version goes' : `${earlierCount} earlier versions go`} with it.` : ''} It is deleted for everyone in the firm when this device syncs, and any record that names it no longer does. This cannot be undone.`}
        failureMessage="The document could not be deleted on this device. Please try again."
        onConfirm={() => commands.deleteDocument(doc._id)}
        onClose={() => setDeleting(false)}
      />
    </span>
  );
}
