import * as v from 'valibot';
import { Id, IsoDate, optionalText } from '../common.ts';

export const DEADLINE_STATES = ['done', 'not-applicable', 'date-set'] as const;

/**
 * The firm's word on one deadline of an estate: done (when, by whom, a note, a document), not
 * applicable (why), or a date the firm set in place of the one the rules compute. The deadline
 * itself is computed from the estate (src/domain/rules/ontario/deadlines.ts) and named by its key;
 * reopening a deadline deletes this record, so its history keeps what was said.
 */
export const DeadlineBody = v.pipe(
  v.strictObject({
    estate: Id,
    key: v.pipe(
      v.string('Deadline must be text'),
      v.trim(),
      v.minLength(1, 'Deadline is required'),
      v.maxLength(80, 'Deadline is too long'),
    ),
    state: v.picklist(DEADLINE_STATES, 'Choose done, not applicable or a date'),
    /** When it was done. */
    on: v.optional(IsoDate),
    /** Who did it, as people read it. */
    by: optionalText('Done by', 200),
    note: optionalText('Note', 2000),
    /** Why it does not apply. */
    reason: optionalText('Reason', 2000),
    /** The date the firm set. */
    date: v.optional(IsoDate),
    /** A document that shows it was done. */
    document: v.optional(v.nullable(Id)),
  }),
  v.forward(
    v.partialCheck(
      [['state'], ['on']],
      (d) => d.state !== 'done' || !!d.on,
      'The date it was done is required',
    ),
    ['on'],
  ),
  v.forward(
    v.partialCheck(
      [['state'], ['reason']],
      (d) => d.state !== 'not-applicable' || !!d.reason,
      'Say why it does not apply',
    ),
    ['reason'],
  ),
  v.forward(
    v.partialCheck(
      [['state'], ['date']],
      (d) => d.state !== 'date-set' || !!d.date,
      'The new date is required',
    ),
    ['date'],
  ),
);
export type DeadlineBody = v.InferOutput<typeof DeadlineBody>;
