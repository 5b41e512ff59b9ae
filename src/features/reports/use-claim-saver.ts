import { useCallback, useEffect, useRef, useState } from 'react';
import { commands } from '../../store/index.ts';
import type { ClaimOverrides } from './claim-edits.ts';

/** A pause in typing before the claim is written, so each keystroke is not a change to sync. */
const SAVE_AFTER_MS = 500;

/**
 * Keeps the compensation claim on the estate record (`compensationClaim`, item by item),
 * through the outbox like any edit: a moment after the last keystroke, and at once when the panel
 * closes. A refused write is said under the claim; what was typed stays in the fields.
 */
export function useClaimSaver(estateId: string) {
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<ClaimOverrides | null>(null);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const claim = pending.current;
    pending.current = null;
    if (!claim) return;
    commands.repos.estates.update(estateId, { compensationClaim: claim }).then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [estateId]);

  useEffect(() => flush, [flush]);

  const save = useCallback(
    (claim: ClaimOverrides) => {
      pending.current = claim;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_AFTER_MS);
    },
    [flush],
  );
  return { save, error };
}
