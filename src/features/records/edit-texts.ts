import { formatCents } from '../../domain/rules/money.ts';
import { transactionTypeLabel } from '../../domain/rules/transactions.ts';
import type { AssetRecord, PartyRecord, TransactionRecord } from '../../domain/schemas/index.ts';
import type { LinkCounts, LinkedEntity } from '../../store/index.ts';
import { formatDate } from '../../ui/record-display.ts';

type Editable = LinkedEntity;

/** How the confirmation names the record: an asset or party by name, a transaction by what it was. */
export function recordName(entity: Editable, record: AssetRecord | PartyRecord | TransactionRecord): string {
  if (entity !== 'transactions') return (record as AssetRecord | PartyRecord).name;
  const t = record as TransactionRecord;
  return `the ${transactionTypeLabel(t.type).toLowerCase()} ${t.kind} of ${formatCents(t.amount)} on ${formatDate(t.date)}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What the delete will unlink, in words, before "This action cannot be undone." */
export function deleteMessage(entity: Editable, name: string, links: LinkCounts): string {
  const effects: string[] = [];
  if (links.transactions) {
    const what = entity === 'assets' ? 'as realised or bought' : 'as an advance';
    effects.push(
      `${plural(links.transactions, 'transaction', 'transactions')} will keep ${links.transactions === 1 ? 'its amount' : 'their amounts'} but no longer name it ${what}.`,
    );
  }
  if (links.assets) {
    effects.push(
      `${plural(links.assets, 'asset', 'assets')} distributed in kind will no longer name who received ${links.assets === 1 ? 'it' : 'them'}.`,
    );
  }
  if (links.liabilities) {
    const what =
      entity === 'transactions'
        ? 'be recorded as paid by it'
        : entity === 'assets'
          ? 'be recorded as registered against it'
          : 'name it as the creditor';
    effects.push(`${plural(links.liabilities, 'liability', 'liabilities')} will no longer ${what}.`);
  }
  if (links.courtAccounts) effects.push('The court accounts record will no longer name it.');
  return [`Are you sure you want to delete ${name}?`, ...effects, 'This action cannot be undone.'].join(' ');
}
