import { type RefObject, useRef, useState } from 'react';
import { ValidationError } from '../../store/index.ts';
import { errorText, focusFirstInvalid, messagesOf } from './form-bits.tsx';

/**
 * The state every record form keeps beside its values (docs/behaviour.md#record-forms): the
 * messages per field and for the form, whether it is saving, and how a save is refused (messages
 * shown, focus on the first field named) or run (a refusal by the store's schema lands on its
 * fields; anything else is said at the top). `onRefused` sees every refusal first, so a form can
 * open a hidden part that holds a field named.
 */
export function useRecordForm<S extends object>(
  initial: () => S,
  onRefused?: (errors: Record<string, string>) => void,
) {
  const form: RefObject<HTMLFormElement | null> = useRef<HTMLFormElement>(null);
  const [opened] = useState(initial);
  const [state, setState] = useState(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** New values; the messages of the fields named (or of the fields changed) go. */
  const update = (changes: Partial<S>, ...cleared: string[]) => {
    setState((s) => ({ ...s, ...changes }));
    const keys = cleared.length ? cleared : Object.keys(changes);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));
  };
  const clearErrors = (...keys: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));

  const refuse = (next: Record<string, string>, message: string | null = null) => {
    onRefused?.(next);
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(form.current);
  };

  /** Saves unless `problems` names a field; `done` gets the saved record's id. */
  async function run(
    problems: Record<string, string>,
    save: () => Promise<{ _id: string }>,
    done?: (id: string) => void,
  ) {
    if (Object.keys(problems).length) return refuse(problems);
    setSaving(true);
    try {
      done?.((await save())._id);
    } catch (error) {
      if (error instanceof ValidationError) refuse(messagesOf(error.errors));
      else refuse({}, errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return {
    form,
    opened,
    state,
    setState,
    errors,
    setErrors,
    formError,
    saving,
    update,
    clearErrors,
    refuse,
    run,
  };
}
