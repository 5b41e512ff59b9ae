import {
  COMPENSATION_ITEM_IDS,
  type CompensationClaim,
  type CompensationItem,
  type CompensationItemId,
  type CompensationOverrides,
  compensationClaim,
} from '../../domain/rules/ontario/compensation.ts';

/**
 * What the estate trustee typed in the claim's amount fields, by item. An item that is absent
 * was not touched and claims the tariff; `null` is a field emptied while typing, which also
 * claims the tariff but keeps the field empty instead of snapping the tariff back under the
 * cursor.
 */
export type ClaimEdits = Partial<Record<CompensationItemId, number | null>>;

export function editClaim(edits: ClaimEdits, id: CompensationItemId, cents: number | null): ClaimEdits {
  return { ...edits, [id]: cents };
}

/** Back to the tariff: one item, or every item when no id is given. */
export function resetClaim(edits: ClaimEdits, id?: CompensationItemId): ClaimEdits {
  if (!id) return {};
  const { [id]: _gone, ...rest } = edits;
  return rest;
}

/** The trustee's own figures the rules and the report builders take (emptied fields left out). */
export function claimOverrides(edits: ClaimEdits): CompensationOverrides {
  const overrides: CompensationOverrides = {};
  for (const [id, cents] of Object.entries(edits) as [CompensationItemId, number | null][]) {
    if (typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0) overrides[id] = cents;
  }
  return overrides;
}

/** What the item's amount field shows: the typed figure, an emptied field, or the tariff. */
export function claimFieldValue(
  edits: ClaimEdits,
  item: Pick<CompensationItem, 'id' | 'amount'>,
): number | null {
  return item.id in edits ? (edits[item.id] ?? null) : item.amount;
}

/** The claim as it stands with the edits: each item's tariff and claimed figures and both totals. */
export function editedClaim(items: readonly CompensationItem[], edits: ClaimEdits): CompensationClaim {
  return compensationClaim(items, claimOverrides(edits));
}

/** True when any item claims other than its tariff. */
export const claimDiffers = (claim: CompensationClaim): boolean => claim.items.some((i) => i.overridden);

/** The claim kept on the estate record (`compensationClaim`), as edits: the figures it overrides. */
export function storedClaim(estate: object): ClaimEdits {
  const stored = (estate as { compensationClaim?: unknown }).compensationClaim;
  if (!stored || typeof stored !== 'object') return {};
  const edits: ClaimEdits = {};
  for (const id of COMPENSATION_ITEM_IDS) {
    const cents = (stored as Record<string, unknown>)[id];
    if (typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0) edits[id] = cents;
  }
  return edits;
}
