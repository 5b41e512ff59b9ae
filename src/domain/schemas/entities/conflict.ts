import * as v from 'valibot';
import { Id, IsoTimestamp } from '../common.ts';

/** A value that lost a conflict, kept so the user can review it and re-apply it (docs/architecture.md#conflicts). Server-written only. */
export const ConflictBody = v.object({
  entity: v.string(),
  entityId: Id,
  field: v.string(),
  yourValue: v.unknown(),
  serverValue: v.unknown(),
  reason: v.picklist(['field_changed', 'deleted', 'delete_vs_update']),
  user: Id,
  at: IsoTimestamp,
  mutationId: v.optional(v.string()),
  resolved: v.optional(v.boolean(), false),
  /** The estate and the file of the record, so the conflict is seen only by those who see the record. */
  estate: v.optional(Id),
  file: v.optional(Id),
});
export type ConflictBody = v.InferOutput<typeof ConflictBody>;
