import { useId, useState } from 'react';
import { useCopyRefusal } from '../copies/index.ts';

/** "Export estate" on the estate page (docs/data-export-and-backup.md#export): one zip, made on the device. */
export function EstateExportButton({ estateId, estateName }: { estateId: string; estateName: string }) {
  const [state, setState] = useState<{ busy: boolean; note: string | null; error: boolean }>({
    busy: false,
    note: null,
    error: false,
  });
  const refusal = useCopyRefusal();
  const refusedId = useId();
  const run = async () => {
    setState({ busy: true, note: null, error: false });
    try {
      // The zip, the JSON Schema and the CSV code load only now.
      const { downloadExport } = await import('./export-file.ts');
      const { name, withoutContent } = await downloadExport({ kind: 'estate', estateId, estateName });
      setState({ busy: false, error: false, note: exportedNote(name, withoutContent) });
    } catch (error) {
      setState({
        busy: false,
        error: true,
        note: `The export failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy || !!refusal}
        aria-describedby={refusal ? refusedId : undefined}
        onClick={() => void run()}
      >
        {state.busy ? 'Exporting…' : 'Export estate'}
      </button>
      <span role="status" className={state.error ? 'field-error' : 'muted'}>
        {state.note}
      </span>
      {refusal && (
        <span id={refusedId} className="muted">
          {refusal}
        </span>
      )}
    </>
  );
}

export const exportedNote = (name: string, withoutContent: number) =>
  `Saved ${name}.${withoutContent ? ` ${withoutContent} document${withoutContent === 1 ? ' is' : 's are'} in it without its file: this device does not hold ${withoutContent === 1 ? 'it' : 'them'} and is offline.` : ''}`;
