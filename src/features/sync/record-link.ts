import { type AppLink, accountLink, estateLink, fileLink, profileLink } from '../../ui/app-links.ts';

// Apart from describe.ts, which the portal's page also loads: the portal has no router.
/** Where a record is shown in the app; children without a page of their own open their estate. */
export function recordLink(
  entity: string,
  record: Record<string, unknown> | null | undefined,
): AppLink | undefined {
  if (!record || typeof record._id !== 'string') return undefined;
  const id = record._id;
  const parent = (k: string) =>
    typeof record[k] === 'string' && record[k] ? (record[k] as string) : undefined;
  switch (entity) {
    case 'files':
      return fileLink(id);
    case 'estates':
      return estateLink(id);
    case 'accounts':
      return accountLink(id);
    case 'assets':
    case 'parties':
    case 'transactions':
    case 'documents': {
      const estate = parent('estate');
      if (estate) return estateLink(estate);
      const file = parent('file');
      return file ? fileLink(file) : undefined;
    }
    case 'users':
    case 'organizations':
      return profileLink();
    default:
      return undefined;
  }
}
