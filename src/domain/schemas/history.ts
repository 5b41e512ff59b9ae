import * as v from 'valibot';

/** One field a change set: its words, and the value before and after (raw, formatted by the client). */
export const HistoryChange = v.object({
  field: v.string(),
  label: v.string(),
  from: v.unknown(),
  to: v.unknown(),
});

/** One version of a record as the server's history holds it (docs/behaviour.md#history). */
export const HistoryEntry = v.object({
  version: v.number(),
  at: v.string(),
  op: v.picklist(['create', 'update', 'delete', 'restore']),
  userId: v.nullable(v.string()),
  userName: v.nullable(v.string()),
  changes: v.array(HistoryChange),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>;

export const HistoryPage = v.object({
  items: v.array(HistoryEntry),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type HistoryPage = v.InferOutput<typeof HistoryPage>;

export const HistoryQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'))),
});
