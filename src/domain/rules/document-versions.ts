/** What the versions of documents need: an id, the version that replaced it, and when it was made. */
type Versioned = { _id: string; replacedBy?: string | null | undefined; createdAt?: string | undefined };

/**
 * The current documents (not replaced), each with its earlier versions, newest first
 * (src/domain/mutators/replace-document.ts). An earlier version whose later one is not among
 * `documents` (out of sight, or deleted on another device before this one heard) is shown as
 * current, so nothing kept is hidden.
 */
export function documentVersions<D extends Versioned>(
  documents: readonly D[],
): { current: D; earlier: D[] }[] {
  const byId = new Map(documents.map((d) => [d._id, d]));
  const currentOf = (d: D): D => {
    const seen = new Set<string>();
    let at = d;
    while (at.replacedBy && byId.has(at.replacedBy) && !seen.has(at._id)) {
      seen.add(at._id);
      at = byId.get(at.replacedBy)!;
    }
    return at;
  };
  const groups = new Map<string, { current: D; earlier: D[] }>();
  for (const d of documents) {
    const current = currentOf(d);
    const group = groups.get(current._id) ?? { current, earlier: [] };
    if (current !== d) group.earlier.push(d);
    groups.set(current._id, group);
  }
  const newest = (a: D, b: D) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
  // In the order the documents came, by their current version's place.
  return documents
    .filter((d) => groups.get(d._id)?.current === d)
    .map((d) => {
      const group = groups.get(d._id)!;
      return { current: group.current, earlier: group.earlier.sort(newest) };
    });
}
