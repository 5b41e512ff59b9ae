/** The records a link may name, by name (deleted ones left out), for a link's select. */
export const byName = <T extends { name: string; deletedAt?: string | null }>(
  records: readonly T[],
  keep: (record: T) => boolean,
): T[] =>
  records.filter((r) => !r.deletedAt && keep(r)).sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
