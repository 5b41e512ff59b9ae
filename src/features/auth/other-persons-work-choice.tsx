import { useState } from 'react';
import { tokenClaims } from '../../domain/token-claims.ts';
import { startSession } from './auth-api.ts';
import type { Waiting } from './other-persons-work.tsx';
import './other-persons-work.css';

/** What the sign-in screens say when another person's unsent work waits on this device. */
export function otherPersonsWorkText(work: Waiting['work'], newName: string): string {
  const who = work.name ?? 'the person who last signed in here';
  const one = work.count === 1;
  const them = one ? 'it' : 'them';
  return `This device holds ${work.count} change${one ? '' : 's'} by ${who} that ${one ? 'has' : 'have'} not reached the server. Continuing as ${newName} deletes ${them} from this device. To keep ${them}, cancel, and ${who} signs in here to send ${them}.`;
}

/** Ends the new sign-in's own session on the server, so that cancelling leaves nothing open. */
async function endSession(token: string): Promise<void> {
  const { sid } = tokenClaims(token);
  if (!sid) return;
  await fetch(`/api/sessions/${encodeURIComponent(sid)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}

/**
 * The choice (docs/behaviour.md#another-person-signs-in): delete the other person's unsent work
 * and continue, or cancel, which ends the new sign-in and keeps it for its owner. Loaded only when
 * asked, so that /login's first load does not carry it.
 */
export function OtherPersonsWorkChoice({
  waiting,
  onDone,
  onCancel,
}: {
  waiting: Waiting;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const them = waiting.work.count === 1 ? 'it' : 'them';

  async function discard() {
    setBusy(true);
    try {
      await startSession(waiting.answer, waiting.password, { discard: true });
      await waiting.then();
    } finally {
      setBusy(false);
      onDone();
    }
  }

  async function cancel() {
    setBusy(true);
    await endSession(waiting.answer.token);
    setBusy(false);
    onDone();
    onCancel?.();
  }

  return (
    <div className="alert alert-warn other-work" role="alert" aria-labelledby="other-work-title">
      <h2 id="other-work-title">Unsent changes on this device</h2>
      <p>{otherPersonsWorkText(waiting.work, waiting.answer.user.name)}</p>
      <div className="other-work-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void cancel()}
        >
          Cancel and keep {them}
        </button>
        <button type="button" className="button button-danger" disabled={busy} onClick={() => void discard()}>
          Delete {them} and continue
        </button>
      </div>
    </div>
  );
}
