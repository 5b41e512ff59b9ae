import { useEffect, useRef, useState } from 'react';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { savedOfflineText } from './format.ts';
import { useEngineState, useOnline } from './use-sync.ts';

/** How long the confirmation stays: long enough to read after the page it was saved from has gone. */
const SHOWN_MS = 8000;

/**
 * "Saved on this device; it will sync…": a change saved while the server cannot be reached is
 * confirmed on whatever page the person lands on after saving (a form that returns to the estate,
 * a dialog that closes), since nothing else there tells them it was kept. The region is always in
 * the page, empty, so that screen readers announce the words when they appear.
 */
export function SavedOfflineNotice() {
  const online = useOnline();
  const state = useEngineState();
  const pending = dataOf(useQuery(() => queries.pendingCount(), []));
  const unreachable = !online || state.status === 'offline';
  const [text, setText] = useState('');
  const before = useRef<number | undefined>(undefined);

  useEffect(() => {
    const rose = pending !== undefined && before.current !== undefined && pending > before.current;
    // Counted from the first count read: the changes already waiting at the start are not new.
    if (pending !== undefined) before.current = pending;
    if (rose && unreachable) setText(savedOfflineText(online));
  }, [pending, unreachable, online]);

  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(() => setText(''), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // Once sent, the words would no longer be true.
  useEffect(() => {
    if (!unreachable || pending === 0) setText('');
  }, [unreachable, pending]);

  return (
    <div className="saved-offline" role="status" aria-live="polite">
      {text && <p className="alert alert-info">{text}</p>}
    </div>
  );
}
