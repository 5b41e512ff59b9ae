import { lazy, Suspense, useState } from 'react';
import type { OtherPersonsWork } from '../../store/index.ts';
import { type SessionAnswer, startSession } from './auth-api.ts';

const OtherPersonsWorkChoice = lazy(() =>
  import('./other-persons-work-choice.tsx').then((m) => ({ default: m.OtherPersonsWorkChoice })),
);

/** A sign-in held back while the person chooses what becomes of another person's unsent work. */
export interface Waiting {
  work: OtherPersonsWork;
  answer: SessionAnswer;
  password: string | undefined;
  then: () => Promise<void>;
}

/**
 * Starts a session as the sign-in screens do, except that another person's unsent changes are
 * never deleted unasked (docs/behaviour.md#another-person-signs-in): the screen shows `choice`,
 * which deletes them and continues only when the person says so, and otherwise ends the new
 * sign-in and keeps them for their owner.
 */
export function useSessionStart(onCancel?: () => void) {
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  async function start(answer: SessionAnswer, password: string | undefined, then: () => Promise<void>) {
    const work = await startSession(answer, password);
    if (work) return setWaiting({ work, answer, password, then });
    await then();
  }

  const choice = waiting && (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <OtherPersonsWorkChoice waiting={waiting} onDone={() => setWaiting(null)} onCancel={onCancel} />
    </Suspense>
  );
  return { start, choice };
}
