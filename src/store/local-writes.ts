/** Listeners told after every committed local write, so the sync engine can push soon. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyLocalWrite(): void {
  for (const listener of listeners) listener();
}
