import { currentUser } from '../../api/session.ts';
import { queries, useQuery } from '../../store/index.ts';

/**
 * Copies out of the app (docs/behaviour.md#copies): an export, a report or the court documents is
 * made only for a person the firm allows, as this device last synced the firm's choice. The server
 * records every copy the device logs, and marks one made against the firm's choice (a device that
 * made it offline, before the change reached it).
 */
export async function ensureMayTakeCopies(): Promise<void> {
  const refusal = await queries.copyRefusal(currentUser()?._id);
  if (refusal) throw new Error(refusal);
}

/** The same answer, live: the sentence to show beside a disabled control, or null. */
export function useCopyRefusal(): string | null {
  const userId = currentUser()?._id;
  const state = useQuery(() => queries.copyRefusal(userId), [userId]);
  return state.status === 'ready' ? state.data : null;
}
