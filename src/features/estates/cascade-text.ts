import type { LocalDb } from '../../store/db.ts';
import type { Repos } from '../../store/repos.ts';

/** What an estate owns; deleting the estate deletes these too, so no record points at nothing. */
const CHILDREN = ['transactions', 'assets', 'parties', 'documents', 'accounts'] as const;
type Child = (typeof CHILDREN)[number];

export async function countEstateRecords(db: LocalDb, estateId: string): Promise<Record<Child, number>> {
  const counts = await Promise.all(
    CHILDREN.map((t) => db.table_(t).where('estate').equals(estateId).count()),
  );
  return Object.fromEntries(CHILDREN.map((t, i) => [t, counts[i] ?? 0])) as Record<Child, number>;
}

/**
 * Deletes the estate and its records in one local transaction; the outbox gets the children's
 * deletes first (transactions before the accounts they name) and the estate's last.
 */
export async function deleteEstate(
  db: LocalDb,
  repos: Pick<Repos, Child | 'estates'>,
  estateId: string,
): Promise<void> {
  await db.transaction(
    'rw',
    [...CHILDREN.map((t) => db.table_(t)), db.estates, db.outbox, db.meta],
    async () => {
      for (const table of CHILDREN) {
        const ids = (await db.table_(table).where('estate').equals(estateId).primaryKeys()) as string[];
        for (const id of ids) await repos[table].remove(id);
      }
      await repos.estates.remove(estateId);
    },
  );
}

/** 'This also deletes its 2 accounts, 7 assets and 12 transactions.' or '' when it owns nothing. */
export function describeCascade(counts: Record<Child, number>): string {
  const words: Record<Child, [string, string]> = {
    accounts: ['account', 'accounts'],
    assets: ['asset', 'assets'],
    parties: ['party or beneficiary', 'parties and beneficiaries'],
    transactions: ['transaction', 'transactions'],
    documents: ['document', 'documents'],
  };
  const parts = (['accounts', 'assets', 'parties', 'transactions', 'documents'] as const)
    .filter((k) => counts[k] > 0)
    .map((k) => `${counts[k]} ${counts[k] === 1 ? words[k][0] : words[k][1]}`);
  if (!parts.length) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `This also deletes its ${list}.`;
}
