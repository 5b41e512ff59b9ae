import { decodeStatement, readStatementText } from './read-file.ts';
import type { WorkerAnswer } from './read-in-worker.ts';
import { StatementError } from './statement.ts';

/**
 * The Worker that reads a statement file (`read-in-worker.ts`): off the page's thread, so a file
 * however crafted can neither freeze the tab nor outlive the time it is given.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Uint8Array>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, file: readStatementText(decodeStatement(event.data)) });
  } catch (error) {
    scope.postMessage({
      ok: false,
      refused: error instanceof StatementError,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
