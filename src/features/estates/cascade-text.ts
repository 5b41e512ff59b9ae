import { describeCascade } from '../../domain/delete-text.ts';
import type { EstateChild } from '../../domain/registry.ts';

/** How many records of each kind an estate owns, as the store counts them. */
export type EstateChildCounts = Partial<Record<EstateChild, number>>;

/**
 * 'This also deletes its 2 accounts, 7 assets and 1 court accounts record.' or '' when it owns
 * nothing: the estates' cascade rules (src/domain/delete-rules.ts), which deleteEstate follows.
 */
export const describeEstateCascade = (counts: EstateChildCounts): string =>
  describeCascade('estates', counts);
