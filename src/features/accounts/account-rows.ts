import type { AccountRecord, EstateRecord } from '../../domain/schemas/index.ts';
import { bankLabel } from '../../ui/record-display.ts';
import { humanizeStatus } from '../../ui/status-display.ts';

/**
 * The Accounts list (docs/behaviour.md#accounts): one row per account joined with its estate, so an
 * estate with a chequing and a savings account shows twice, told apart by account name and id.
 */
type AccountFields = Pick<AccountRecord, '_id' | 'estate' | 'name' | 'createdAt'> &
  Partial<Pick<AccountRecord, 'bank'>>;
type EstateFields = Pick<EstateRecord, '_id' | 'estateName' | 'status'> &
  Partial<Pick<EstateRecord, 'executor'>>;

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

/**
 * The short id people read out: the LAST 8 characters. A UUIDv7 starts with its creation time,
 * so accounts opened together share their first 8 (three of one estate's demo accounts read
 * '019a6e11'); the end is random. The full id is in the cell's title.
 */
export const shortId = (id: string): string => id.slice(-8);

export function accountRows(
  accounts: readonly AccountFields[],
  estates: readonly EstateFields[],
): AccountRow[] {
  const byId = new Map(estates.map((e) => [e._id, e]));
  return accounts
    .map((account) => {
      const estate = byId.get(account.estate);
      const status = estate?.status ?? '';
      return {
        id: account._id,
        shortId: shortId(account._id),
        accountName: account.name,
        bankLabel: bankLabel(account.bank),
        estateId: estate?._id ?? null,
        estateName: estate?.estateName || 'Unknown estate',
        status,
        // docs/behaviour.md#accounts: underscores become spaces and the words are capitalised.
        statusLabel: humanizeStatus(status),
        executorName: estate?.executor?.name ?? '',
        createdAt: account.createdAt,
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
