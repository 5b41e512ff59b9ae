import type { AccountsAsset } from './accounts-input.ts';

/**
 * Why an asset of the deceased is not in the value of the estate for the application and the
 * tax: it passes outside the estate (to a surviving joint owner, or to a designated
 * beneficiary), or it is real property outside Ontario. Section 1 of the Estate Administration
 * Tax Act, 1998 defines the "value of the estate" but does not name either; the Ministry of
 * Finance's list of what is left out does (docs/probate.md#the-value-of-the-estate-estate-administration-tax-act-1998-s-1).
 */
export type LeftOutReason = 'survivorship' | 'designation' | 'real-property-outside-ontario';

export interface LeftOutRow {
  assetId: string;
  name: string;
  assetClass: string;
  valueAtDeath: number;
  reason: LeftOutReason;
  /** The person it passes to; null for real property outside Ontario. */
  to: string | null;
  /** The reason in words, as the statement and the application print it. */
  why: string;
}

/** How and to whom the asset passes outside the estate; null when it is property of the estate. */
export function passesOutsideOf(
  asset: AccountsAsset,
): { how: 'survivorship' | 'designation'; to: string } | null {
  const p = asset.passesOutside;
  return p?.how && p.to?.trim() ? { how: p.how, to: p.to.trim() } : null;
}

/** True for real property recorded as in Ontario, and for records older than the field (all were). */
export function isOntarioRealProperty(asset: AccountsAsset): boolean {
  if (asset.assetClass !== 'real_property') return false;
  const details = asset.details as { inOntario?: unknown } | null | undefined;
  return details?.inOntario !== false;
}

export function whyLeftOut(reason: LeftOutReason, to: string | null): string {
  if (reason === 'survivorship') return `Passes to ${to} by right of survivorship`;
  if (reason === 'designation') return `Passes to ${to} as the designated beneficiary`;
  return 'Real property outside Ontario';
}

/** The assets that pass outside the estate, each with why: the statement lists them apart. */
export function passingOutsideRows(assets: readonly AccountsAsset[]): LeftOutRow[] {
  return assets.flatMap((a) => {
    const p = passesOutsideOf(a);
    if (!p) return [];
    return [
      {
        assetId: a._id,
        name: a.name,
        assetClass: a.assetClass,
        valueAtDeath: a.fmvDoD,
        reason: p.how,
        to: p.to,
        why: whyLeftOut(p.how, p.to),
      },
    ];
  });
}
