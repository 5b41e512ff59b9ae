import {
  COURT_COMPENSATION_ITEM_IDS,
  type CourtCompensationItem,
  type CourtCompensationItemId,
} from '../../domain/rules/ontario/index.ts';

/** The trustee's own figure per item of the court accounts' claim, as the engine takes them. */
export type ClaimOverrides = Partial<Record<CourtCompensationItemId, number>>;

/**
 * What the estate trustee typed in the claim's amount fields, by item. An item that is absent
 * was not touched and claims the tariff; `null` is a field emptied while typing, which also
 * claims the tariff but keeps the field empty instead of snapping the tariff back under the
 * cursor.
 */
export type ClaimEdits = Partial<Record<CourtCompensationItemId, number | null>>;

export function editClaim(edits: ClaimEdits, id: CourtCompensationItemId, cents: number | null): ClaimEdits {
  return { ...edits, [id]: cents };
}

/** Back to the tariff: one item, or every item when no id is given. */
export function resetClaim(edits: ClaimEdits, id?: CourtCompensationItemId): ClaimEdits {
  if (!id) return {};
  const { [id]: _gone, ...rest } = edits;
  return rest;
}

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The trustee's own figures the engine and the report builders take (emptied fields left out). */
export function claimOverrides(edits: ClaimEdits): ClaimOverrides {
  const overrides: ClaimOverrides = {};
  for (const [id, cents] of Object.entries(edits) as [CourtCompensationItemId, number | null][]) {
    if (isCents(cents)) overrides[id] = cents;
  }
  return overrides;
}

/** What the item's amount field shows: the typed figure, an emptied field, or the tariff. */
export function claimFieldValue(
  edits: ClaimEdits,
  item: Pick<CourtCompensationItem, 'id' | 'claimed'>,
): number | null {
  // Without an edit, the field shows what is claimed: the tariff, or nothing for the care and
  // management fee, which is claimed only when typed.
  return item.id in edits ? (edits[item.id] ?? null) : item.claimed;
}

/** True when any item claims other than its tariff. */
export const claimDiffers = (claim: { items: readonly { overridden: boolean }[] }): boolean =>
  claim.items.some((i) => i.overridden);

/** The claim kept on the estate record (`compensationClaim`), as edits: the figures it overrides. */
export function storedClaim(estate: object): ClaimEdits {
  const stored = (estate as { compensationClaim?: unknown }).compensationClaim;
  if (!stored || typeof stored !== 'object') return {};
  const edits: ClaimEdits = {};
  for (const id of COURT_COMPENSATION_ITEM_IDS) {
    const cents = (stored as Record<string, unknown>)[id];
    if (isCents(cents)) edits[id] = cents;
  }
  return edits;
}
