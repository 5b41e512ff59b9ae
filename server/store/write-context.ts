import type { EntityName } from '../../src/domain/schemas/index.ts';
import type { Scope } from '../scope/scope.ts';
import type { Db } from './db.ts';
import type { WriteBatch } from './write-batch.ts';
import type { OrgClock } from './write-helpers.ts';
import type { Actor, Write } from './write-types.ts';

/** One write as the write path (server/store/apply.ts) and the entity hooks judge it. */
export interface Ctx {
  tx: Db;
  actor: Actor;
  entity: EntityName;
  write: Write;
  now: Date;
  clock: OrgClock;
  trusted: boolean;
  scope: Scope | null;
  batch: WriteBatch;
}
