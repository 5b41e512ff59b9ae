import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStatementFile } from './read-in-worker.ts';
import { StatementError } from './statement.ts';

/** A Worker that takes the file and never answers, as one stuck on a crafted file would. */
class SilentWorker {
  static made: SilentWorker[] = [];
  terminated = false;
  sent: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    SilentWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  SilentWorker.made = [];
});

describe('reading a statement in a Worker', () => {
  it('stops a reading that runs past its time, ends the Worker and says why', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', SilentWorker);
    const reading = readStatementFile(new TextEncoder().encode('<OFX>'), 30_000);
    const refused = expect(reading).rejects.toThrow(
      /took longer than 30 seconds, so it was stopped: it is not a statement the app can read\. Nothing was imported\./,
    );
    const [worker] = SilentWorker.made;
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(worker?.sent).toHaveLength(1);
    vi.advanceTimersByTime(29_999);
    expect(worker?.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await refused;
    await expect(reading).rejects.toBeInstanceOf(StatementError);
    expect(worker?.terminated).toBe(true);
  });

  it('gives the Worker’s answer: the statements, or its refusal as the same message', async () => {
    vi.stubGlobal('Worker', SilentWorker);
    const read = readStatementFile(new TextEncoder().encode('x'));
    SilentWorker.made[0]?.onmessage?.({
      data: { ok: true, file: { format: 'csv', table: { rows: [['a', 'b']], headerRow: -1 } } },
    } as MessageEvent);
    await expect(read).resolves.toMatchObject({ format: 'csv' });
    const refused = readStatementFile(new TextEncoder().encode('x'));
    SilentWorker.made[1]?.onmessage?.({
      data: { ok: false, refused: true, message: 'This file is empty.' },
    } as MessageEvent);
    await expect(refused).rejects.toEqual(new StatementError('This file is empty.'));
    expect(SilentWorker.made.every((w) => w.terminated)).toBe(true);
  });

  it('reads on the page where there is no Worker', async () => {
    await expect(
      readStatementFile(new TextEncoder().encode('Date,Amount\n2026-01-05,-12.00\n')),
    ).resolves.toMatchObject({
      format: 'csv',
    });
  });
});
