import type {
  AssetRecord,
  CourtAccountsBody,
  CourtAccountsRecord,
  LiabilityRecord,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import type { LocalDb } from '../db.ts';
import type { Repos } from '../repos.ts';

/** The estate records the edit page deletes, each of which other records may name. */
export type LinkedEntity = 'assets' | 'parties' | 'transactions';

/** What would lose its link to a record if it were deleted, counted for the confirmation. */
export type LinkCounts = { transactions: number; liabilities: number; courtAccounts: number; assets: number };

type Unlink = {
  assets: { record: AssetRecord; changes: Record<string, unknown> }[];
  transactions: { record: TransactionRecord; changes: Record<string, unknown> }[];
  liabilities: { record: LiabilityRecord; changes: Record<string, unknown> }[];
  courtAccounts: { record: CourtAccountsRecord; changes: Partial<CourtAccountsBody> }[];
};

/**
 * The changes that take every link to the record out of the estate's other records: a receipt
 * that realised the asset keeps its amount but no longer names it (nor its costs of sale); an
 * advance keeps its amount but is no longer the beneficiary's; an asset distributed in kind to the
 * party no longer names who received it; a liability forgets the payment or
 * the creditor party; the court-accounts record drops the asset from the accounts passed, the
 * co-trustee's share, and the trustee or payment of compensation taken
 * (docs/behaviour.md#record-forms).
 */
async function unlinkPlan(db: LocalDb, entity: LinkedEntity, id: string, estateId: string): Promise<Unlink> {
  const [assets, transactions, liabilities, courtAccounts] = await Promise.all([
    entity === 'parties' ? db.assets.where('estate').equals(estateId).toArray() : [],
    db.transactions.where('estate').equals(estateId).toArray(),
    db.liabilities.where('estate').equals(estateId).toArray(),
    db.courtAccounts.where('estate').equals(estateId).toArray(),
  ]);
  const plan: Unlink = { assets: [], transactions: [], liabilities: [], courtAccounts: [] };
  for (const a of assets as AssetRecord[]) {
    if (a.distributedTo === id)
      plan.assets.push({ record: a, changes: { distributedTo: null, onAccountOfShare: false } });
  }
  for (const t of transactions as TransactionRecord[]) {
    if (entity === 'assets' && t.realisesAsset === id)
      plan.transactions.push({ record: t, changes: { realisesAsset: null, costsOfSale: null } });
    if (entity === 'assets' && t.purchasesAsset === id)
      plan.transactions.push({ record: t, changes: { purchasesAsset: null } });
    if (entity === 'parties' && t.advanceTo === id)
      plan.transactions.push({ record: t, changes: { advanceTo: null } });
  }
  for (const l of liabilities as LiabilityRecord[]) {
    if (entity === 'transactions' && l.paidBy?.includes(id))
      plan.liabilities.push({ record: l, changes: { paidBy: l.paidBy.filter((p) => p !== id) } });
    if (entity === 'parties' && l.party === id)
      plan.liabilities.push({ record: l, changes: { party: null } });
  }
  for (const c of courtAccounts as CourtAccountsRecord[]) {
    const changes: Partial<CourtAccountsBody> = {};
    if (entity === 'assets' && c.passedAccounts?.assets?.some((a) => a.asset === id)) {
      changes.passedAccounts = {
        ...c.passedAccounts,
        assets: c.passedAccounts.assets.filter((a) => a.asset !== id),
      };
    }
    if (entity === 'parties' && c.coTrustees?.some((s) => s.party === id))
      changes.coTrustees = c.coTrustees.filter((s) => s.party !== id);
    const field = entity === 'parties' ? 'trustee' : entity === 'transactions' ? 'transaction' : null;
    if (field && c.compensationTaken?.some((taken) => taken[field] === id))
      changes.compensationTaken = c.compensationTaken.map((taken) =>
        taken[field] === id ? { ...taken, [field]: null } : taken,
      );
    if (Object.keys(changes).length) plan.courtAccounts.push({ record: c, changes });
  }
  return plan;
}

const tables = (db: LocalDb, entity: LinkedEntity) => [
  db.table_(entity),
  db.assets,
  db.transactions,
  db.liabilities,
  db.courtAccounts,
  db.outbox,
  db.meta,
  db.session,
];

/** How many of the estate's records name this one, for the words of the confirmation. */
export async function linksTo(db: LocalDb, entity: LinkedEntity, id: string): Promise<LinkCounts> {
  const record = (await db.table_(entity).get(id)) as { estate?: string } | undefined;
  if (!record?.estate) return { transactions: 0, liabilities: 0, courtAccounts: 0, assets: 0 };
  const plan = await unlinkPlan(db, entity, id, record.estate);
  return {
    assets: plan.assets.length,
    transactions: plan.transactions.length,
    liabilities: plan.liabilities.length,
    courtAccounts: plan.courtAccounts.length,
  };
}

/**
 * Deletes an asset, party or transaction in one local transaction, first taking its links out of
 * the records that name it, so no record is left pointing at nothing (as deleteAccount does for
 * accounts). The unlinking updates go to the outbox before the delete. A role that may not make
 * one of those changes (Staff and the compensation claim) is refused before anything is written.
 */
export async function deleteRecord(
  db: LocalDb,
  repos: Pick<Repos, LinkedEntity | 'liabilities' | 'courtAccounts'>,
  entity: LinkedEntity,
  id: string,
): Promise<void> {
  await db.transaction('rw', tables(db, entity), async () => {
    const record = (await db.table_(entity).get(id)) as { estate?: string } | undefined;
    if (!record) return;
    if (record.estate) {
      const plan = await unlinkPlan(db, entity, id, record.estate);
      for (const { record: a, changes } of plan.assets) await repos.assets.update(a._id, changes);
      for (const { record: t, changes } of plan.transactions) await repos.transactions.update(t._id, changes);
      for (const { record: l, changes } of plan.liabilities) await repos.liabilities.update(l._id, changes);
      for (const { record: c, changes } of plan.courtAccounts)
        await repos.courtAccounts.update(c._id, changes);
    }
    await repos[entity].remove(id);
  });
}
