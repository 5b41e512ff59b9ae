import { dashboardSummary } from '../../src/domain/rules/dashboard.ts';
import type {
  AssetRecord,
  DocumentRecord,
  EstateRecord,
  FileRecord,
  TransactionRecord,
} from '../../src/domain/schemas/index.ts';
import type { Scope } from '../scope/scope.ts';
import type { Db } from '../store/db.ts';
import { listRecords } from '../store/records.ts';

/** The dashboard's figures, computed by the same pure rule the app runs on its local store. */
export async function dashboardData(db: Db, organization: string, scope: Scope) {
  const [files, estates, assets, transactions, documents] = await Promise.all([
    listRecords(db, organization, 'files', {}, scope),
    listRecords(db, organization, 'estates', {}, scope),
    listRecords(db, organization, 'assets', {}, scope),
    listRecords(db, organization, 'transactions', {}, scope),
    listRecords(db, organization, 'documents', {}, scope),
  ]);
  return dashboardSummary({
    files: files as unknown as FileRecord[],
    estates: estates as unknown as EstateRecord[],
    assets: assets as unknown as AssetRecord[],
    transactions: transactions as unknown as TransactionRecord[],
    documents: documents as unknown as DocumentRecord[],
  });
}
