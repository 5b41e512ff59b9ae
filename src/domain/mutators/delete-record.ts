import * as v from 'valibot';
import type { EntityName } from '../schemas/entities/index.ts';
import { defineMutator, type MutatorRecord } from './types.ts';

/** The estate records the edit page deletes, each of which other records may name. */
export const LINKED_ENTITIES = ['assets', 'parties', 'transactions'] as const;
export type LinkedEntity = (typeof LINKED_ENTITIES)[number];

/** The estate's records that may name the one deleted. */
export interface EstateLinks {
  assets: readonly MutatorRecord[];
  transactions: readonly MutatorRecord[];
  liabilities: readonly MutatorRecord[];
  courtAccounts: readonly MutatorRecord[];
}

export type Unlink = { entity: keyof EstateLinks; id: string; changes: Record<string, unknown> };

type Taken = { trustee?: string | null; transaction?: string | null };

/**
 * The changes that take every link to the record out of the estate's other records: a receipt
 * that realised the asset keeps its amount but no longer names it (nor its costs of sale); an
 * advance keeps its amount but is no longer the beneficiary's; an asset distributed in kind to the
 * party no longer names who received it; a liability forgets the payment or the creditor party;
 * the court-accounts record drops the asset from the accounts passed, the co-trustee's share, and
 * the trustee or payment of compensation taken (docs/behaviour.md#record-forms).
 */
export function unlinkPlan(entity: LinkedEntity, id: string, links: EstateLinks): Unlink[] {
  const plan: Unlink[] = [];
  const add = (e: keyof EstateLinks, r: MutatorRecord, changes: Record<string, unknown>) =>
    plan.push({ entity: e, id: r._id, changes });
  for (const a of links.assets)
    if (entity === 'parties' && a.distributedTo === id)
      add('assets', a, { distributedTo: null, onAccountOfShare: false });
  for (const t of links.transactions) {
    if (entity === 'assets' && t.realisesAsset === id)
      add('transactions', t, { realisesAsset: null, costsOfSale: null });
    if (entity === 'assets' && t.purchasesAsset === id) add('transactions', t, { purchasesAsset: null });
    if (entity === 'parties' && t.advanceTo === id) add('transactions', t, { advanceTo: null });
  }
  for (const l of links.liabilities) {
    const paidBy = (l.paidBy as string[] | undefined) ?? [];
    if (entity === 'transactions' && paidBy.includes(id))
      add('liabilities', l, { paidBy: paidBy.filter((p) => p !== id) });
    if (entity === 'parties' && l.party === id) add('liabilities', l, { party: null });
  }
  for (const c of links.courtAccounts) {
    const changes: Record<string, unknown> = {};
    const passed = c.passedAccounts as { assets?: { asset: string }[] } | null | undefined;
    if (entity === 'assets' && passed?.assets?.some((a) => a.asset === id))
      changes.passedAccounts = { ...passed, assets: passed.assets.filter((a) => a.asset !== id) };
    const coTrustees = (c.coTrustees as { party: string }[] | undefined) ?? [];
    if (entity === 'parties' && coTrustees.some((s) => s.party === id))
      changes.coTrustees = coTrustees.filter((s) => s.party !== id);
    const field = entity === 'parties' ? 'trustee' : entity === 'transactions' ? 'transaction' : null;
    const taken = (c.compensationTaken as Taken[] | undefined) ?? [];
    if (field && taken.some((t) => t[field] === id))
      changes.compensationTaken = taken.map((t) => (t[field] === id ? { ...t, [field]: null } : t));
    if (Object.keys(changes).length) add('courtAccounts', c, changes);
  }
  return plan;
}

/**
 * Deletes an asset, party or transaction as one action, first taking its links out of the records
 * that name it, so no record is left pointing at nothing: the server applies the unlinking and the
 * delete whole, or refuses them whole (a colleague changed one of those records since).
 */
export const deleteRecord = defineMutator({
  name: 'deleteRecord',
  title: 'Deletion of a record and its links',
  args: v.strictObject({ entity: v.picklist(LINKED_ENTITIES), id: v.pipe(v.string(), v.uuid()) }),
  async run(tx, { entity, id }) {
    const record = await tx.get(entity, id);
    if (!record) return;
    if (typeof record.estate === 'string') {
      const estate = record.estate;
      const read = (e: EntityName) => tx.where(e, 'estate', estate);
      const links: EstateLinks = {
        assets: entity === 'parties' ? await read('assets') : [],
        transactions: await read('transactions'),
        liabilities: await read('liabilities'),
        courtAccounts: await read('courtAccounts'),
      };
      for (const u of unlinkPlan(entity, id, links)) await tx.put(u.entity, u.id, u.changes);
    }
    await tx.delete(entity, id);
  },
});
