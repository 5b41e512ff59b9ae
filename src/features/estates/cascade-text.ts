/** How many records of each kind an estate owns, as the store counts them. */
export type EstateChildCounts = Record<
  'accounts' | 'assets' | 'parties' | 'transactions' | 'documents',
  number
>;

/** 'This also deletes its 2 accounts, 7 assets and 12 transactions.' or '' when it owns nothing. */
export function describeCascade(counts: EstateChildCounts): string {
  const words: Record<keyof EstateChildCounts, [string, string]> = {
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
