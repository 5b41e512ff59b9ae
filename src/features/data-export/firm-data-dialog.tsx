import { useId, useState } from 'react';
import { dataTransfer } from '../../store/index.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { exportedNote } from './export-estate-button.tsx';
import { downloadExport } from './export-file.ts';
import type { IdChoice } from './plan-import.ts';
import { ExportFileError } from './read-export.ts';
import { importExport } from './run-import.ts';
import '../../ui/confirm-dialog.css';

type Note = { text: string; error: boolean } | null;

/**
 * The firm's data (docs/data-export-and-backup.md): export everything as one zip, or import an
 * export of an estate or a firm, with new ids (a copy beside what is here) or its own ids (the
 * same records, moved to this firm). Both work offline; an import syncs as one action.
 */
export function FirmDataDialog({
  organizationName,
  onClose,
}: {
  organizationName: string;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [file, setFile] = useState<File | null>(null);
  const [ids, setIds] = useState<IdChoice>('new');
  const group = useId();

  const exportFirm = async () => {
    setBusy(true);
    setNote(null);
    try {
      const { name, withoutContent } = await downloadExport({ kind: 'firm', organizationName });
      setNote({ text: exportedNote(name, withoutContent), error: false });
    } catch (error) {
      setNote({
        text: `The export failed: ${error instanceof Error ? error.message : String(error)}`,
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setBusy(true);
    setNote(null);
    try {
      const outcome = await importExport(dataTransfer, new Uint8Array(await file.arrayBuffer()), ids);
      setNote({
        text: `Imported ${outcome.records} records and ${outcome.documents} document files from ${file.name}. They sync with the server as one change.`,
        error: false,
      });
      setFile(null);
    } catch (error) {
      const text =
        error instanceof ExportFileError
          ? `${error.message} Nothing was imported.`
          : `The import failed, and nothing was imported: ${error instanceof Error ? error.message : String(error)}`;
      setNote({ text, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title="Export or import data"
      label="Export or import the firm’s data"
      busy={busy}
      onClose={onClose}
    >
      <p>
        An export is one zip of every file, estate and record of {organizationName}, with the documents’
        files, CSV tables for an accountant and a JSON Schema of the format. People, their sign-ins and
        approvals stay here.
      </p>
      <p>
        <button type="button" className="button" disabled={busy} onClick={() => void exportFirm()}>
          {busy ? 'Working…' : 'Export the firm'}
        </button>
      </p>
      <h3>Import an export</h3>
      <label className="field">
        <span className="field-label">Export file (.zip)</span>
        <input
          type="file"
          name="export"
          accept=".zip,application/zip"
          disabled={busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <fieldset className="field" aria-describedby={`${group}-hint`}>
        <legend className="field-label">Ids</legend>
        <label>
          <input type="radio" name={group} checked={ids === 'new'} onChange={() => setIds('new')} /> New ids:
          a copy, beside anything already here
        </label>
        <label>
          <input type="radio" name={group} checked={ids === 'keep'} onChange={() => setIds('keep')} /> Keep
          the export’s ids: the same records, moved to this firm or installation
        </label>
        <span id={`${group}-hint`} className="hint">
          The import is checked whole first and written as one change; nothing is written if any of it is
          refused.
        </span>
      </fieldset>
      {note && (
        <p
          className={note.error ? 'alert alert-error' : 'alert alert-info'}
          role={note.error ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      )}
      <div className="confirm-dialog-actions">
        <button type="button" className="button" disabled={busy || !file} onClick={() => void runImport()}>
          Import
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
