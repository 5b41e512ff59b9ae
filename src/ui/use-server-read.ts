import { useCallback, useEffect, useRef, useState } from 'react';

/** What a read of the server answers: its data, or why not (`offline`: no answer came at all). */
export type ServerAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; offline: boolean; message?: string | undefined };

export type ServerRead<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; offline: boolean; message: string };

export interface ServerReadOptions {
  /** False while the person may not read it (role) or nothing is to be read yet: no request is made. */
  enabled?: boolean;
  /** The device's connection: offline, nothing is asked and the offline text is the state. */
  online: boolean;
  /** Says where the data lives and that a connection shows it. */
  offlineText: string;
  /** Shown when the server answered with a failure and no message of its own. */
  failedText: string;
}

/**
 * One read of server-held data for a screen (people, devices, activity, portal access: what is not
 * synced to the device), with its loading, error and offline states. It reads again when `key`
 * changes and when the device comes back online; an answer that arrives after a newer read began,
 * or after the screen has gone, is dropped. Data already shown stays shown when the device goes
 * offline. `reload` reads again, after a change or from a "Try again" button; `replace` shows the
 * data a change answered with.
 */
export function useServerRead<T>(
  read: () => Promise<ServerAnswer<T>>,
  key: string,
  { enabled = true, online, offlineText, failedText }: ServerReadOptions,
): ServerRead<T> & { reload: () => Promise<void>; replace: (data: T) => void } {
  // The key each answer was read for: data of another key is not this key's data.
  const [result, setResult] = useState<{ key: string; read: ServerRead<T> }>({
    key,
    read: { state: 'loading' },
  });
  const latest = useRef(0);
  const readRef = useRef(read);
  readRef.current = read;
  const keyRef = useRef(key);
  keyRef.current = key;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    const readFor = keyRef.current;
    // Trying again after a failure shows it loading; a reload over data keeps the data meanwhile.
    setResult((was) => (was.read.state === 'error' ? { key: readFor, read: { state: 'loading' } } : was));
    const answer = await readRef.current();
    if (ticket !== latest.current) return;
    setResult({
      key: readFor,
      read: answer.ok
        ? { state: 'ready', data: answer.data }
        : {
            state: 'error',
            offline: answer.offline,
            message: answer.offline ? offlineText : (answer.message ?? failedText),
          },
    });
  }, [offlineText, failedText]);

  /** Shows what a change's own answer says the data now is, without reading it again. */
  const replace = useCallback((data: T) => {
    latest.current++;
    setResult({ key: keyRef.current, read: { state: 'ready', data } });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is read; a new key reads again.
  useEffect(() => {
    if (!enabled || !online) return;
    void reload();
    // Leaving (or a new key) makes any answer still on its way stale.
    return () => {
      latest.current++;
    };
  }, [enabled, online, key, reload]);

  // Back online, the data shown stays until the new answer; data of another key is not shown.
  const current: ServerRead<T> = result.key === key ? result.read : { state: 'loading' };
  const shown: ServerRead<T> =
    !online && current.state !== 'ready' ? { state: 'error', offline: true, message: offlineText } : current;
  return { ...shown, reload, replace };
}
