import { useState } from 'react';
import { Button } from 'react-aria-components';
import { currentUser } from '../../api/session.ts';
import type { Deadline } from '../../domain/rules/ontario/deadlines.ts';
import type { DeadlineRecord } from '../../domain/schemas/index.ts';
import { commands, firstErrors, queries, useQuery, ValidationError } from '../../store/index.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { deadlineDueText } from './deadline-display.ts';

type State = DeadlineRecord['state'];

const CHOICES: readonly { value: State; label: string }[] = [
  { value: 'done', label: 'Done' },
  { value: 'not-applicable', label: 'Not applicable' },
  { value: 'date-set', label: 'Set our own date' },
];

interface Props {
  estateId: string;
  deadline: Deadline;
  /** The closure already recorded for this deadline, if any. */
  record: DeadlineRecord | null;
  today: string;
  onClose: () => void;
}

/**
 * Closes one deadline of an estate, or reopens it: done (the date, who, a note), not applicable
 * (why) or a date the firm set. Saved on this device with its outbox row, so it works offline and
 * reaches the firm at the next sync; reopening deletes the closure, and the server keeps its history.
 */
export function DeadlineDialog({ estateId, deadline, record, today, onClose }: Props) {
  const [state, setState] = useState<State>(record?.state ?? 'done');
  const [on, setOn] = useState(record?.on ?? today);
  const [by, setBy] = useState(record?.by ?? currentUser()?.name ?? '');
  const [note, setNote] = useState(record?.note ?? '');
  const [reason, setReason] = useState(record?.reason ?? '');
  const [date, setDate] = useState(record?.date ?? deadline.dueDate ?? '');
  const [documentId, setDocumentId] = useState(record?.document ?? '');
  const documents = useQuery(() => queries.documentsOfEstate(estateId), [estateId]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) setErrors(firstErrors(error.errors));
      else setFailure('This could not be saved on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    setErrors({});
    const body = {
      estate: estateId,
      key: deadline.key,
      state,
      by: by.trim(),
      note: note.trim(),
      ...(state === 'done' ? { on, ...(documentId ? { document: documentId } : {}) } : {}),
      ...(state === 'not-applicable' ? { reason: reason.trim() } : {}),
      ...(state === 'date-set' ? { date } : {}),
    };
    const { repos } = commands;
    void run(() => (record ? repos.deadlines.update(record._id, body) : repos.deadlines.create(body)));
  };

  const reopen = () => {
    if (record) void run(() => commands.repos.deadlines.remove(record._id));
  };

  return (
    <FormDialog
      title={deadline.title}
      className="deadline-dialog"
      intro={<p className="muted">Due: {deadlineDueText(deadline)}</p>}
      busy={busy}
      failure={failure}
      onClose={onClose}
      onSubmit={save}
      extra={
        record && (
          <Button className="button button-secondary" isDisabled={busy} onPress={reopen}>
            Reopen
          </Button>
        )
      }
    >
      <fieldset className="deadline-choices">
        <legend>Status</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="deadline-choice">
            <input
              type="radio"
              name="deadline-state"
              value={c.value}
              checked={state === c.value}
              onChange={() => setState(c.value)}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      {state === 'done' && (
        <FormField id="deadline-on" label="Done on" required error={errors.on ?? null}>
          {(p) => <input {...p} type="date" value={on} onChange={(e) => setOn(e.target.value)} />}
        </FormField>
      )}
      {state === 'done' && documents.status === 'ready' && documents.data.length > 0 && (
        <FormField id="deadline-document" label="Document that shows it" error={errors.document ?? null}>
          {(p) => (
            <select {...p} value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
              <option value="">None</option>
              {documents.data
                .filter((d) => !d.deletedAt)
                .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
                .map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.title}
                  </option>
                ))}
            </select>
          )}
        </FormField>
      )}
      {state === 'not-applicable' && (
        <FormField id="deadline-reason" label="Why it does not apply" required error={errors.reason ?? null}>
          {(p) => <textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </FormField>
      )}
      {state === 'date-set' && (
        <FormField id="deadline-date" label="Our date" required error={errors.date ?? null}>
          {(p) => <input {...p} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
      )}
      <FormField id="deadline-by" label="By" error={errors.by ?? null}>
        {(p) => <input {...p} value={by} onChange={(e) => setBy(e.target.value)} />}
      </FormField>
      {state !== 'not-applicable' && (
        <FormField id="deadline-note" label="Note" error={errors.note ?? null}>
          {(p) => <textarea {...p} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
        </FormField>
      )}
    </FormDialog>
  );
}
