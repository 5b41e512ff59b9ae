import * as v from 'valibot';
import { uuidv7 } from '../domain/ids.ts';
import type { AnyMutator, Mutator, MutatorRecord, MutatorTx } from '../domain/mutators/index.ts';
import { sameValue } from '../domain/rules/same-value.ts';
import { BODY_SCHEMAS, type EntityName, MAX_ACTION_BYTES } from '../domain/schemas/index.ts';
import { type LocalDb, SYNCED_TABLES } from './db.ts';
import { notifyLocalWrite } from './local-writes.ts';
import { nextSeq } from './meta.ts';
import type { LocalRecord, LocalWrite } from './types.ts';
import { issuesToErrors, ValidationError } from './validation.ts';
import { bodyOf, checkPermission } from './write-checks.ts';

async function organizationOf(db: LocalDb): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Sign in first: there is no session on this device');
  return session.user.organization._id;
}

/**
 * The live records of an entity whose `field` holds `value`, as a mutator's `where` reads them on
 * the device (and a delete's preview with it): an indexed field through its index, any other by a
 * scan of the table.
 */
export async function whereLocal(
  db: LocalDb,
  entity: EntityName,
  field: string,
  value: string,
): Promise<MutatorRecord[]> {
  const table = db.table_(entity);
  const rows = table.schema.idxByName[field]
    ? await table.where(field).equals(value).toArray()
    : await table.filter((r) => r[field] === value).toArray();
  return rows as MutatorRecord[];
}

/** What a mutator reads on the device, for a dry run of it (a delete's preview) that writes nothing. */
export const localReader = (db: LocalDb): Pick<MutatorTx, 'get' | 'where'> => ({
  get: async (entity, id) => (await db.table_(entity).get(id)) as MutatorRecord | undefined,
  where: (entity, field, value) => whereLocal(db, entity, field, value),
});

/** An action too large for any push: it could never reach the server, so it is never queued. */
function refuseOversized(args: unknown): void {
  const json = JSON.stringify(args) ?? '';
  // A UTF-16 unit is at most 3 bytes of UTF-8: most actions are far below and are never encoded.
  if (json.length * 3 <= MAX_ACTION_BYTES) return;
  const bytes = new TextEncoder().encode(json).length;
  if (bytes <= MAX_ACTION_BYTES) return;
  const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
  throw new ValidationError({
    '': [
      `This is too large to send in one piece (${mib(bytes)} MiB; at most ${mib(MAX_ACTION_BYTES)} MiB): split it into smaller parts`,
    ],
  });
}

/**
 * Runs a named mutator on the device (docs/architecture.md#mutators), the one write path: its
 * arguments are checked by its schema first, its writes go to the local tables, validated and
 * permission-checked, and the action is queued as ONE outbox row in the same Dexie transaction:
 * `{ name, args, bases }` with the writes it made, or for a change of one record (`single`) that
 * record's change `{ entity, entityId, op, patch, baseVersion }`. `alongside` runs in the same
 * transaction (a document's content for the blob queue).
 */
export function runMutator<A, N extends string>(
  db: LocalDb,
  mutator: Mutator<A, N>,
  args: NoInfer<A>,
  alongside?: () => Promise<void>,
  at?: Date,
): Promise<LocalWrite[]> {
  return runChecked(db, mutator, args, alongside, at);
}

/**
 * A queued action run again (Retry), or one found by the registry (a record's delete action): its
 * arguments are unknown to the compiler, and are checked by the mutator's schema as every action's are.
 */
export function runQueued(db: LocalDb, mutator: AnyMutator, args: unknown, at?: Date): Promise<LocalWrite[]> {
  return runChecked(db, mutator, args, undefined, at);
}

async function runChecked(
  db: LocalDb,
  mutator: AnyMutator,
  args: unknown,
  alongside?: () => Promise<void>,
  at: Date = new Date(),
): Promise<LocalWrite[]> {
  const checked = mutator.check(args);
  if (!checked.success) throw new ValidationError(issuesToErrors(checked.issues));
  refuseOversized(args);
  const now = at.toISOString();
  const writes: LocalWrite[] = [];
  const bases: Record<string, number> = {};
  const tables = [...SYNCED_TABLES.map((t) => db.table_(t)), db.outbox, db.meta, db.session, db.blobs];
  await db.transaction('rw', tables, async () => {
    const organization = await organizationOf(db);
    const base = (record: LocalRecord) => {
      bases[record._id] ??= record.version;
    };
    const tx: MutatorTx = {
      ...localReader(db),
      async put(entity, id, fields) {
        const table = db.table_(entity);
        const current = await table.get(id);
        const before = current ? bodyOf(current) : {};
        const parsed = v.safeParse(BODY_SCHEMAS[entity] as v.GenericSchema, { ...before, ...fields });
        if (!parsed.success) throw new ValidationError(issuesToErrors(parsed.issues));
        const after = parsed.output as Record<string, unknown>;
        if (!current) {
          const changed = Object.keys(after).filter((k) => after[k] != null);
          await checkPermission(db, { entity, op: 'create', changed }, id);
          await table.add({ ...after, _id: id, organization, createdAt: now, updatedAt: now, version: 0 });
          writes.push({ entity, id, op: 'create', patch: after });
          return;
        }
        const patch = Object.fromEntries(
          Object.keys(after)
            .filter((k) => !sameValue(before[k], after[k]))
            .map((k) => [k, after[k]]),
        );
        if (!Object.keys(patch).length) return;
        await checkPermission(db, { entity, op: 'update', changed: Object.keys(patch) }, id, before);
        base(current);
        await table.put({ ...current, ...patch, updatedAt: now });
        writes.push({ entity, id, op: 'update', patch });
      },
      async putMany(entity, rows) {
        const table = db.table_(entity);
        const schema = BODY_SCHEMAS[entity] as v.GenericSchema;
        // Which of them exist, by key only: reading no values keeps a 10,000-line import near a bulk write.
        const existing = new Set(
          (await table
            .where(':id')
            .anyOf(rows.map((r) => r.id))
            .primaryKeys()) as string[],
        );
        // Creates allowed for one set of fields are allowed for every record with that set.
        const allowed = new Set<string>();
        let adds: { record: LocalRecord; write: LocalWrite }[] = [];
        const flush = async () => {
          if (!adds.length) return;
          await table.bulkAdd(adds.map((a) => a.record));
          writes.push(...adds.map((a) => a.write));
          adds = [];
        };
        for (const { id, fields } of rows) {
          if (existing.has(id)) {
            await flush();
            await tx.put(entity, id, fields);
            continue;
          }
          const parsed = v.safeParse(schema, fields);
          if (!parsed.success) throw new ValidationError(issuesToErrors(parsed.issues));
          const after = parsed.output as Record<string, unknown>;
          const changed = Object.keys(after).filter((k) => after[k] != null);
          const key = changed.sort().join(',');
          if (entity === 'users' || !allowed.has(key)) {
            await checkPermission(db, { entity, op: 'create', changed }, id);
            allowed.add(key);
          }
          adds.push({
            record: {
              ...after,
              _id: id,
              organization,
              createdAt: now,
              updatedAt: now,
              version: 0,
            } as LocalRecord,
            write: { entity, id, op: 'create', patch: after },
          });
        }
        await flush();
      },
      async delete(entity, id) {
        const table = db.table_(entity);
        const current = await table.get(id);
        if (!current) return;
        await checkPermission(db, { entity, op: 'delete' }, id);
        base(current);
        await table.delete(id);
        writes.push({ entity, id, op: 'delete' });
      },
      // The device keeps no deleted records: bringing one back is creating it again here.
      restore: (entity, id, fields) => tx.put(entity, id, fields),
    };
    await checked.run(tx);
    await alongside?.();
    const last = writes.at(-1);
    if (!last) return;
    const seq = await nextSeq(db);
    if (mutator.single && writes.length === 1) {
      const base = bases[last.id];
      await db.outbox.add({
        seq,
        mutationId: uuidv7(),
        entity: last.entity,
        entityId: last.id,
        op: last.op,
        ...(last.patch ? { patch: last.patch } : {}),
        ...(base !== undefined ? { baseVersion: base } : {}),
        createdAt: now,
        attempts: 0,
      });
      return;
    }
    await db.outbox.add({
      seq,
      mutationId: uuidv7(),
      // The row reads as its last write (the estate deleted, the record saved) wherever pending
      // changes are counted by entity.
      entity: last.entity,
      entityId: last.id,
      op: last.op,
      mutator: { name: mutator.name, args, bases },
      writes: writes.map(({ patch, ...write }) => (patch ? { ...write, fields: Object.keys(patch) } : write)),
      touches: [...new Set(writes.map((w) => w.id))],
      createdAt: now,
      attempts: 0,
    });
  });
  if (writes.length) notifyLocalWrite();
  return writes;
}
