import { useState } from 'react';
import { uuidv7 } from '../../domain/ids.ts';
import { FieldError } from '../../ui/form-field.tsx';

/** A chosen file with a key of its own: the same file may be chosen twice. */
export type PickedFile = { key: string; file: File };

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Attachments (docs/behaviour.md#record-forms): several files, added to a list that can be trimmed before saving.
 * The size and type hint is shown, not enforced (docs/behaviour.md#record-forms); the server still refuses a file
 * over 10 MB, and the document schema says so before saving.
 */
export function AssetAttachments({
  id,
  files,
  onChange,
  error,
}: {
  id: string;
  files: readonly PickedFile[];
  onChange: (files: PickedFile[]) => void;
  error?: string;
}) {
  // A new key empties the native input, so picking the same file again still adds it.
  const [inputKey, setInputKey] = useState(0);
  return (
    <div className="field">
      <label htmlFor={id}>Attachments</label>
      <p id={`${id}-hint`} className="field-hint muted">
        PDF, PNG, JPG up to 10MB each
      </p>
      <input
        key={inputKey}
        id={id}
        type="file"
        multiple
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const added = Array.from(e.target.files ?? [], (file) => ({ key: uuidv7(), file }));
          onChange([...files, ...added]);
          setInputKey((k) => k + 1);
        }}
      />
      {files.length > 0 && (
        <ul className="attachment-list" aria-label="Chosen attachments">
          {files.map(({ key, file }) => (
            <li key={key}>
              <span>
                {file.name} <span className="muted">({sizeText(file.size)})</span>
              </span>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((f) => f.key !== key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
