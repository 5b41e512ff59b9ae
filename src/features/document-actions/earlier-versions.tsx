import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { formatDate } from '../../ui/record-display.ts';
import { DocumentActions } from './document-actions.tsx';

/**
 * A document's earlier versions, newest first, folded under it (docs/behaviour.md#documents): each
 * opens or downloads like the current one, named by its date so a screen reader tells them apart.
 */
export function EarlierVersions({
  documents,
  onDevice,
  estateId,
}: {
  documents: readonly DocumentRecord[];
  onDevice: ReadonlySet<string>;
  estateId?: string | null | undefined;
}) {
  if (!documents.length) return null;
  return (
    <details className="earlier-versions">
      <summary>
        {documents.length === 1 ? '1 earlier version' : `${documents.length} earlier versions`}
      </summary>
      <ul>
        {documents.map((d) => {
          const when = formatDate(d.date || d.createdAt);
          return (
            <li key={d._id}>
              <span>
                {when}
                {d.fileName ? `, ${d.fileName}` : ''}
              </span>
              <DocumentActions
                document={d}
                onDevice={onDevice.has(d._id)}
                estateId={estateId}
                earlier
                name={`${d.title}, version of ${when}`}
              />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
