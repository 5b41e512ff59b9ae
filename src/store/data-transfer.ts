import { importRecords as importRecordsMutator } from '../domain/mutators/index.ts';
import type { EntityName, WritableEntity } from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';
import { runMutator } from './mutate.ts';
import type { BlobRow, LocalRecord } from './types.ts';

/** A document's content as this device holds it (uploaded from here, or fetched and kept). */
export interface HeldContent {
  documentId: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

const contentOf = async (row: BlobRow): Promise<HeldContent> => ({
  documentId: row.documentId,
  fileName: row.fileName,
  mimeType: row.mimeType,
  bytes: new Uint8Array(row.bytes ?? (await row.blob.arrayBuffer())),
});

/**
 * The store's side of export and import (docs/data-export-and-backup.md): reading an estate's or
 * the firm's records with the document contents held here, all from one read transaction so a
 * pull landing midway never mixes two snapshots; and writing an import as ONE named action
 * (src/domain/mutators/import-records.ts) with its contents queued for upload.
 */
export function createDataTransfer(db: LocalDb) {
  const live = (rows: LocalRecord[]) => rows.filter((r) => !r.deletedAt);
  return {
    /** The live records of these entities: the whole firm's, or one estate's with its file. */
    async read(
      entities: readonly WritableEntity[],
      estateId?: string,
    ): Promise<{ records: Record<string, LocalRecord[]>; contents: Map<string, HeldContent> }> {
      const tables = [...entities.map((e) => db.table_(e)), db.blobs];
      const { records, blobs } = await db.transaction('r', tables, async () => {
        const records: Record<string, LocalRecord[]> = {};
        for (const entity of entities) {
          const table = db.table_(entity);
          if (!estateId) records[entity] = live(await table.toArray());
          else if (entity === 'estates')
            records[entity] = live(await table.where('_id').equals(estateId).toArray());
          else if (entity === 'files') records[entity] = [];
          else
            records[entity] = live(
              table.schema.idxByName.estate
                ? await table.where('estate').equals(estateId).toArray()
                : await table.filter((r) => r.estate === estateId).toArray(),
            );
        }
        if (estateId && entities.includes('files')) {
          const fileId = records.estates?.[0]?.file;
          const file = typeof fileId === 'string' ? await db.files.get(fileId) : undefined;
          records.files = file ? live([file as LocalRecord]) : [];
        }
        const ids = (records.documents ?? []).map((d) => d._id);
        const blobs = (await db.blobs.bulkGet(ids)).filter((b): b is BlobRow => !!b);
        return { records, blobs };
      });
      const contents = new Map<string, HeldContent>();
      for (const row of blobs) contents.set(row.documentId, await contentOf(row));
      return { records, contents };
    },

    /** Which of these ids name a record of these entities on this device. */
    async existing(entities: readonly EntityName[], ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      await db.transaction(
        'r',
        entities.map((e) => db.table_(e)),
        async () => {
          for (const entity of entities)
            for (const record of await db.table_(entity).bulkGet([...ids])) if (record) found.add(record._id);
        },
      );
      return found;
    },

    /**
     * Writes an import as one action, parents first, and queues the documents' contents for
     * upload (the sync engine sends them once their records are on the server). Returns how many
     * records were written.
     */
    async importRecords(
      records: { entity: WritableEntity; id: string; fields: Record<string, unknown> }[],
      contents: readonly HeldContent[],
    ): Promise<number> {
      const queueContents = async () => {
        for (const c of contents) {
          const bytes = c.bytes.slice().buffer;
          await db.blobs.put({
            documentId: c.documentId,
            blob: new Blob([bytes], { type: c.mimeType }),
            bytes,
            fileName: c.fileName,
            mimeType: c.mimeType,
            size: c.bytes.byteLength,
            state: 'pending',
          });
        }
      };
      const writes = await runMutator(db, importRecordsMutator, { records }, queueContents);
      return writes.length;
    },
  };
}

export type DataTransfer = ReturnType<typeof createDataTransfer>;
