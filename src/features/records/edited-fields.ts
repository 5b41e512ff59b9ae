import { sameValue } from '../../domain/rules/same-value.ts';

/**
 * Only what the person changed in an edit form: the fields whose saved value differs between the
 * form as it opened and the form as it is saved. A field a colleague changed meanwhile (arriving
 * by sync while the form was open) is left as the colleague made it, not put back to what the
 * form showed when it opened (docs/behaviour.md#record-forms).
 */
export function editedFields(
  opened: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(saved).filter(([key, value]) => !sameValue(opened[key], value)));
}
