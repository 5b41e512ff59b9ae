import { useId, useState } from 'react';
import type { CourtAccountsRecord, DocumentRecord } from '../../domain/schemas/index.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { saveCourt } from '../court-accounts/index.ts';
import { type CopyChoice, copyCandidates, copyChoiceOf } from './record-copies.ts';

/** The two copies chosen here; the officials' notices are chosen where they are recorded as received. */
type CopyField = Exclude<keyof CopyChoice, 'notices'>;

/** What the record can merge; anything else is refused when the record is made. */
const MERGEABLE = /^(application\/pdf|image\/jpeg|image\/png)$/i;

function typeNote(doc: DocumentRecord | undefined): string | null {
  if (!doc?.mimeType || MERGEABLE.test(doc.mimeType)) return null;
  return `This file is ${doc.mimeType}: only a PDF, JPEG or PNG can go into the record. Save or scan it as a PDF and upload that.`;
}

/**
 * Which of the estate's documents are the copies the application record holds (r. 74.18(1)): the
 * certificate of appointment and, when the accounts were passed before, the latest judgment. The
 * choice is kept on the estate's court record, so the next record starts from it.
 */
export function RecordCopiesPicker({
  estateId,
  court,
}: {
  estateId: string;
  court: CourtAccountsRecord | null;
}) {
  const prefix = useId();
  const docs = useQuery(() => queries.documentsOfEstate(estateId), [estateId]);
  const candidates = docs.status === 'ready' ? copyCandidates(docs.data) : [];
  const choice = copyChoiceOf(court);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (key: CopyField, id: string) => {
    setFailure(null);
    saveCourt(commands.repos, estateId, court, {
      [key === 'certificate' ? 'certificateDocument' : 'priorJudgmentDocument']: id || null,
    }).catch((error: unknown) =>
      setFailure(
        error instanceof Error && error.name === 'PermissionError'
          ? error.message
          : 'The choice could not be saved on this device. Please try again.',
      ),
    );
  };
  const fields: { key: CopyField; label: string; none: string }[] = [
    { key: 'certificate', label: 'Certificate of appointment (copy)', none: 'Not chosen' },
    {
      key: 'priorJudgment',
      label: 'Latest judgment on a passing of accounts (copy)',
      none: 'None: the accounts were not passed before',
    },
  ];
  return (
    <fieldset className="passing-forms">
      <legend>Copies in the application record</legend>
      <div className="passing-fields">
        {fields.map((f) => {
          const id = `${prefix}-${f.key}`;
          const note = typeNote(candidates.find((d) => d._id === choice[f.key]));
          return (
            <div className="field" key={f.key}>
              <label htmlFor={id}>{f.label}</label>
              <select
                id={id}
                value={choice[f.key] ?? ''}
                onChange={(e) => choose(f.key, e.target.value)}
                aria-describedby={note ? `${id}-note` : undefined}
              >
                <option value="">{f.none}</option>
                {candidates.map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.title}
                    {d.fileName && d.fileName !== d.title ? ` (${d.fileName})` : ''}
                  </option>
                ))}
              </select>
              {note && (
                <span id={`${id}-note`} className="field-error">
                  {note}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <p className="muted">
        Chosen from the estate’s documents (upload the PDF there first) and kept for this estate. Their pages
        go into the record after the accounts, numbered with it; a photo (JPEG or PNG) becomes a page.
      </p>
      {!choice.certificate && (
        <p className="alert alert-warn" role="note">
          No certificate of appointment is chosen: the record’s index will list its copy as to be added before
          filing.
        </p>
      )}
    </fieldset>
  );
}
