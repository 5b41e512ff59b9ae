import { bankLabel } from '../../domain/rules/record-display.ts';
import { humanizeStatus } from '../../domain/rules/status-display.ts';

/**
 * The Accounts list (spec §2, DESIGN §4): one row per account joined with its estate, so an
 * estate with a chequing and a savings account shows twice, told apart by account name and id.
 */
type AccountLike = {
  _id: string;
  estate?: unknown;
  name?: unknown;
  bank?: unknown;
  createdAt?: unknown;
  [key: string]: unknown;
};
type EstateLike = {
  _id: string;
  estateName?: unknown;
  status?: unknown;
  executor?: unknown;
  [key: string]: unknown;
};

export type AccountRow = {
  id: string;
  shortId: string;
  accountName: string;
  bankLabel: string;
  estateId: string | null;
  estateName: string;
  status: string;
  statusLabel: string;
  executorName: string;
  createdAt: string;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The short id people read out: the LAST 8 characters. A UUIDv7 starts with its creation time,
 * so accounts opened together share their first 8 (three of one estate's demo accounts read
 * '019a6e11'); the end is random. The full id is in the cell's title.
 */
export const shortId = (id: string): string => id.slice(-8);

export function accountRows(accounts: readonly AccountLike[], estates: readonly EstateLike[]): AccountRow[] {
  const byId = new Map(estates.map((e) => [e._id, e]));
  return accounts
    .map((account) => {
      const estate = byId.get(str(account.estate));
      const status = str(estate?.status);
      return {
        id: account._id,
        shortId: shortId(account._id),
        accountName: str(account.name),
        bankLabel: bankLabel(account.bank),
        estateId: estate?._id ?? null,
        estateName: str(estate?.estateName) || 'Unknown estate',
        status,
        // Spec §4: underscores become spaces and the words are capitalised.
        statusLabel: humanizeStatus(status),
        executorName: str((estate?.executor as { name?: unknown } | undefined)?.name),
        createdAt: str(account.createdAt),
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
