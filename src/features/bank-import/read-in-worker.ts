import { decodeStatement, type ReadFile, readStatementText } from './read-file.ts';
import { StatementError } from './statement.ts';

export type WorkerAnswer = { ok: true; file: ReadFile } | { ok: false; refused: boolean; message: string };

/** Long enough for the largest statement allowed (20 MB) on a slow phone; a statement takes well under a second. */
export const READ_TIME_LIMIT_MS = 30_000;

/**
 * Reads a statement file's bytes in a Worker (docs/behaviour.md#bank-statement-import), stopped
 * after `READ_TIME_LIMIT_MS`: the reading is linear, but the page must stay usable whatever a
 * file holds, and a file that takes that long is not a statement. Where there is no Worker (tests
 * in Node), it reads here.
 */
export function readStatementFile(bytes: Uint8Array, limitMs = READ_TIME_LIMIT_MS): Promise<ReadFile> {
  if (typeof Worker === 'undefined')
    return Promise.resolve().then(() => readStatementText(decodeStatement(bytes)));
  return new Promise<ReadFile>((resolve, reject) => {
    const worker = new Worker(new URL('./read-worker.ts', import.meta.url), {
      type: 'module',
      name: 'statement',
    });
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    const timer = setTimeout(() => {
      finish();
      reject(
        new StatementError(
          `Reading this file took longer than ${Math.round(limitMs / 1000)} seconds, so it was stopped: it is not a statement the app can read. Nothing was imported.`,
        ),
      );
    }, limitMs);
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      finish();
      const answer = event.data;
      if (answer.ok) resolve(answer.file);
      else if (answer.refused) reject(new StatementError(answer.message));
      else reject(new Error(answer.message));
    };
    worker.onerror = (event) => {
      finish();
      event.preventDefault();
      reject(new Error(event.message || 'The statement reader could not start.'));
    };
    worker.postMessage(bytes, [bytes.buffer]);
  });
}
