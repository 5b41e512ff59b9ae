import * as v from 'valibot';
import { uuidv7 } from '../domain/ids.ts';
import { singularOf } from '../domain/registry.ts';
import { PermissionError, refusal, type WriteIntent } from '../domain/rules/permissions.ts';
import { sameValue } from '../domain/rules/same-value.ts';
import { wallRefusal } from '../domain/rules/walls.ts';
import {
  BODY_SCHEMAS,
  type Body,
  CLIENT_UPDATABLE,
  type EntityName,
  type EntityRecord,
  SERVER_FIELDS,
  type UpdatableEntity,
} from '../domain/schemas/index.ts';
import type { UserRole } from '../domain/schemas/statuses.ts';
import type { LocalDb } from './db.ts';
import { notifyLocalWrite } from './local-writes.ts';
import { nextSeq } from './meta.ts';
import type { LocalRecord, OutboxRow } from './types.ts';
import { issuesToErrors, ValidationError } from './validation.ts';

const SERVER_ONLY = new Set<string>([...SERVER_FIELDS]);

export function bodyOf(record: LocalRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => !SERVER_ONLY.has(k)));
}

export interface RepoDeps {
  db: LocalDb;
  now?: () => Date;
}

async function organizationOf(db: LocalDb): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Sign in first: there is no session on this device');
  return session.user.organization._id;
}

export { PermissionError };

/**
 * Refuses, before anything is written, a change the server is bound to refuse, so an offline user
 * never queues it (docs/architecture.md#roles-and-permissions). The role is the session's; with
 * no session there is nobody to refuse and nothing could be pushed either. A file's wall
 * (`restricted`, `members`) is judged on the file as it was before the write (`before`; none for a
 * create, which is an open file), as the server judges it.
 */
type WalledFile = { restricted?: boolean; members?: string[] };

export async function checkPermission(
  db: LocalDb,
  write: Omit<WriteIntent, 'own'>,
  id: string,
  before?: Record<string, unknown>,
): Promise<void> {
  const session = await db.session.get('current');
  if (!session) return;
  const { role, _id: userId } = session.user;
  const reason =
    refusal(role, { ...write, own: id === userId }) ??
    (write.entity === 'files'
      ? wallRefusal(role as UserRole, userId, (before ?? {}) as WalledFile, write.changed ?? [])
      : null);
  if (reason) throw new PermissionError(reason);
}

/**
 * Local writes: the record and its outbox row in one Dexie transaction, validated by the same
 * schema the server uses. An update carries only the changed fields and the version it was based on.
 */
export function createRepo<E extends UpdatableEntity>(deps: RepoDeps, entity: E) {
  const { db } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const table = db.table_(entity);
  const schema = BODY_SCHEMAS[entity] as v.GenericSchema;

  async function enqueue(row: Omit<OutboxRow, 'seq' | 'mutationId' | 'createdAt' | 'attempts'>) {
    await db.outbox.add({
      ...row,
      seq: await nextSeq(db),
      mutationId: uuidv7(),
      createdAt: now(),
      attempts: 0,
    });
  }

  return {
    entity,

    async create(
      input: Partial<Body<E>> | Record<string, unknown>,
      id: string = uuidv7(),
    ): Promise<EntityRecord<E>> {
      const parsed = v.safeParse(schema, input);
      if (!parsed.success) throw new ValidationError(issuesToErrors(parsed.issues));
      const body = parsed.output as Record<string, unknown>;
      const organization = await organizationOf(db);
      const changed = Object.keys(body).filter((k) => body[k] != null);
      await checkPermission(db, { entity, op: 'create', changed }, id);
      const stamp = now();
      const record: LocalRecord = {
        ...body,
        _id: id,
        organization,
        createdAt: stamp,
        updatedAt: stamp,
        version: 0,
      };
      await db.transaction('rw', [table, db.outbox, db.meta], async () => {
        if (await table.get(id)) throw new Error(`${entity} ${id} already exists`);
        await table.add(record);
        await enqueue({ entity, entityId: id, op: 'create', patch: body });
      });
      notifyLocalWrite();
      // The body passed the entity's schema, so the record has the entity's shape.
      return record as unknown as EntityRecord<E>;
    },

    async update(id: string, changes: Record<string, unknown>): Promise<EntityRecord<E>> {
      let saved: LocalRecord | undefined;
      await db.transaction('rw', [table, db.outbox, db.meta, db.session], async () => {
        const current = await table.get(id);
        if (!current) throw new Error(`This ${singularOf(entity)} no longer exists on this device`);
        const before = bodyOf(current);
        const parsed = v.safeParse(schema, { ...before, ...changes });
        if (!parsed.success) throw new ValidationError(issuesToErrors(parsed.issues));
        const after = parsed.output as Record<string, unknown>;
        const patch = Object.fromEntries(
          Object.keys(after)
            .filter((k) => !sameValue(before[k], after[k]))
            .map((k) => [k, after[k]]),
        );
        if (!Object.keys(patch).length) {
          saved = current;
          return;
        }
        await checkPermission(db, { entity, op: 'update', changed: Object.keys(patch) }, id, before);
        saved = { ...current, ...patch, updatedAt: now() };
        await table.put(saved);
        await enqueue({ entity, entityId: id, op: 'update', patch, baseVersion: current.version });
      });
      notifyLocalWrite();
      return saved as unknown as EntityRecord<E>;
    },

    async remove(id: string): Promise<void> {
      await db.transaction('rw', [table, db.outbox, db.meta, db.session], async () => {
        const current = await table.get(id);
        if (!current) return;
        await checkPermission(db, { entity, op: 'delete' }, id);
        await table.delete(id);
        await enqueue({ entity, entityId: id, op: 'delete', baseVersion: current.version });
      });
      notifyLocalWrite();
    },

    get: async (id: string) => (await table.get(id)) as unknown as EntityRecord<E> | undefined,
  };
}

export type Repo<E extends UpdatableEntity = UpdatableEntity> = ReturnType<typeof createRepo<E>>;

/** One repo per entity a client writes (every registry entry: src/domain/registry.ts). */
export function createRepos(deps: RepoDeps) {
  return Object.fromEntries(CLIENT_UPDATABLE.map((entity) => [entity, createRepo(deps, entity)])) as {
    [E in UpdatableEntity]: Repo<E>;
  };
}
export type Repos = ReturnType<typeof createRepos>;

export type { EntityName };
