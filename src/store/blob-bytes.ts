import type { DBCore, DBCoreTable, Middleware } from 'dexie';
import type { BlobRow } from './types.ts';

/**
 * A document's content is kept in IndexedDB as its bytes, not as a Blob: WebKit's private sessions
 * (Safari's Private Browsing, and its automation browser) refuse a Blob in an object store
 * ("Error preparing Blob/File data to be stored in object store"), so a report generated there
 * could not be saved (docs/behaviour.md#engines). The writers read the bytes before their
 * transaction (an await inside one would end it); this middleware leaves the Blob out of the stored
 * row and gives every reader its Blob back from the bytes, so no reader changes.
 */
export const BLOBS_TABLE = 'blobs';

type Stored = Omit<BlobRow, 'blob'> & { blob?: Blob; bytes?: ArrayBuffer };

/** The row to store: with the content's bytes read, the Blob itself stays out. */
export async function withBytes<T extends { blob: Blob }>(row: T): Promise<T & { bytes: ArrayBuffer }> {
  return { ...row, bytes: await row.blob.arrayBuffer() };
}

const toStored = (value: unknown): unknown => {
  const row = value as Stored;
  if (!row || !(row.bytes instanceof ArrayBuffer)) return value;
  const { blob: _blob, ...rest } = row;
  return rest;
};

const toRead = (value: unknown): unknown => {
  const row = value as Stored;
  if (!row || !(row.bytes instanceof ArrayBuffer) || row.blob) return value;
  return { ...row, blob: new Blob([row.bytes], { type: row.mimeType }) };
};

export const blobBytesMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'blob-bytes',
  create(down) {
    return {
      ...down,
      table(name): DBCoreTable {
        const table = down.table(name);
        if (name !== BLOBS_TABLE) return table;
        return {
          ...table,
          mutate(req) {
            if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
            return table.mutate({ ...req, values: req.values.map(toStored) });
          },
          get: (req) => table.get(req).then(toRead),
          getMany: (req) => table.getMany(req).then((rows) => rows.map(toRead)),
          query: (req) =>
            table.query(req).then((res) => (req.values ? { ...res, result: res.result.map(toRead) } : res)),
        };
      },
    };
  },
};
