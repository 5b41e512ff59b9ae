import type {
  ApprovalRecord,
  AssetRecord,
  DeadlineRecord,
  DocumentRecord,
  EstateRecord,
  PartyRecord,
  TransactionRecord,
} from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';
import { lackingContent } from './lacking-content.ts';
import type { BlobRow } from './types.ts';

/** What the beneficiary portal reads of one estate, in one snapshot (docs/behaviour.md#portal). */
export interface PortalEstateSet {
  estate: EstateRecord;
  assets: AssetRecord[];
  transactions: TransactionRecord[];
  parties: PartyRecord[];
  deadlines: DeadlineRecord[];
  documents: DocumentRecord[];
  approvals: ApprovalRecord[];
  /** Ids of the documents whose content this device holds. */
  cached: string[];
}

/** Every estate on the device with what its card shows, for the portal's list. */
export interface PortalEstateSummary {
  estate: EstateRecord;
  assets: AssetRecord[];
  deadlines: DeadlineRecord[];
  /** What the deadlines read as proof of what was done (the final T1 paid, a return filed). */
  transactions: TransactionRecord[];
  documents: DocumentRecord[];
}

/**
 * The portal's reads. A beneficiary's device holds only the projection the server sends them
 * (src/domain/rules/projection.ts), so these read whole tables of one estate without filtering.
 */
export function createPortalQueries(db: LocalDb) {
  const live = <T extends { deletedAt?: string | null }>(rows: T[]) => rows.filter((r) => !r.deletedAt);
  return {
    async estates(): Promise<PortalEstateSummary[]> {
      const tables = [db.estates, db.assets, db.deadlines, db.transactions, db.documents];
      return db.transaction('r', tables, async () => {
        const estates = live(await db.estates.toArray());
        return Promise.all(
          estates.map(async (estate) => ({
            estate,
            assets: live(await db.assets.where('estate').equals(estate._id).toArray()),
            deadlines: live(await db.deadlines.where('estate').equals(estate._id).toArray()),
            transactions: live(await db.transactions.where('estate').equals(estate._id).toArray()),
            documents: live(await db.documents.where('estate').equals(estate._id).toArray()),
          })),
        );
      });
    },

    async estate(estateId: string): Promise<PortalEstateSet | null> {
      const tables = [
        db.estates,
        db.assets,
        db.transactions,
        db.parties,
        db.deadlines,
        db.documents,
        db.approvals,
        db.blobs,
      ];
      return db.transaction('r', tables, async () => {
        const estate = await db.estates.get(estateId);
        if (!estate || estate.deletedAt) return null;
        const of = <T extends { deletedAt?: string | null }>(t: {
          where(i: string): { equals(v: string): { toArray(): Promise<T[]> } };
        }) => t.where('estate').equals(estateId).toArray().then(live);
        const [assets, transactions, parties, deadlines, documents, approvals] = await Promise.all([
          of<AssetRecord>(db.assets),
          of<TransactionRecord>(db.transactions),
          of<PartyRecord>(db.parties),
          of<DeadlineRecord>(db.deadlines),
          of<DocumentRecord>(db.documents),
          of<ApprovalRecord>(db.approvals),
        ]);
        const ids = documents.map((d) => d._id);
        const cached = (await db.blobs.bulkGet(ids))
          .filter((b): b is BlobRow => !!b)
          .map((b) => b.documentId);
        return { estate, assets, transactions, parties, deadlines, documents, approvals, cached };
      });
    },

    /** Shared documents with content on the server that this device has not kept yet. */
    async documentsToFetch(): Promise<DocumentRecord[]> {
      return db.transaction('r', [db.documents, db.blobs], async () =>
        lackingContent(
          db,
          live(await db.documents.toArray()).filter((d) => d.shared),
        ),
      );
    },

    /** A document's kept content, or null when this device does not have it. */
    content: async (documentId: string): Promise<BlobRow | null> => (await db.blobs.get(documentId)) ?? null,
  };
}

export type PortalQueries = ReturnType<typeof createPortalQueries>;
