import { type FormEvent, useState } from 'react';
import { firstErrors, ValidationError } from '../../store/index.ts';

/**
 * The edit cycle both profile tabs share: Edit opens a draft of the record, Cancel drops it, and
 * Save writes it through the outbox. The store's validation messages land on their fields; any
 * other failure shows `failMessage` and keeps the draft, so nothing typed is lost.
 */
export function useDraftEdit<D>(failMessage: string) {
  const [draft, setDraft] = useState<D | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const editing = draft !== null;

  /** Edit / Cancel: opens a fresh draft of the record, or drops the one being edited. */
  const toggle = (open: () => D) => {
    setErrors({});
    setFormError(undefined);
    setSaved(false);
    setDraft(editing ? null : open());
  };

  const submit = (write: (draft: D) => Promise<unknown>) => async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    setBusy(true);
    setErrors({});
    setFormError(undefined);
    try {
      await write(draft);
      setDraft(null);
      setSaved(true);
    } catch (error) {
      if (error instanceof ValidationError) setErrors(firstErrors(error.errors));
      else setFormError(failMessage);
    } finally {
      setBusy(false);
    }
  };

  return { draft, setDraft, editing, errors, formError, saved, busy, toggle, submit };
}
