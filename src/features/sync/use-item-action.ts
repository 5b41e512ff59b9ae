import { useState } from 'react';

/**
 * Runs an action of a Sync page item (re-apply, keep, retry, discard): busy while it runs, and
 * its failure said on the item. On success the item usually leaves the list, so busy stays set.
 */
export function useItemAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
      setBusy(false);
    }
  }
  return { busy, error, run };
}
