import type {
  DeadlineClosure,
  DeadlineOptions,
  DeadlineProof,
} from '../../domain/rules/ontario/deadlines.ts';

/**
 * Each estate's deadline options for the firm-wide lists (the dashboard, the reminder): the
 * firm's closures and what the estate's records prove done, by estate id.
 */
export function optionsByEstate(
  closures: Readonly<Record<string, Readonly<Record<string, DeadlineClosure>>>>,
  proofs: Readonly<Record<string, Readonly<Partial<Record<string, DeadlineProof>>>>>,
): Record<string, DeadlineOptions> {
  const out: Record<string, DeadlineOptions> = {};
  for (const id of new Set([...Object.keys(closures), ...Object.keys(proofs)])) {
    out[id] = { closures: closures[id] ?? {}, proofs: proofs[id] ?? {} };
  }
  return out;
}
