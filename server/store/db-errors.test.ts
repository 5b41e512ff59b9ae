import { describe, expect, it } from 'vitest';
import { isRetryable, isUnreachable, MAX_TRANSACTION_ATTEMPTS, retryRaces } from './db-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('tell an outage from a bug', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // node resolves localhost to two addresses and reports both refusals together.
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
    ])
      expect(isUnreachable(error), String(error)).toBe(true);
    for (const error of [
      new Error('boom'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "nope" does not exist'),
      withCode('40P01', 'deadlock detected'),
      'not an error',
      undefined,
    ])
      expect(isUnreachable(error), String(error)).toBe(false);
  });

  it('retry deadlocks and serialization failures a bounded number of times, and nothing else', async () => {
    expect(isRetryable(withCode('40P01'))).toBe(true);
    expect(isRetryable(withCode('40001'))).toBe(true);
    let runs = 0;
    await expect(
      retryRaces(async () => {
        runs += 1;
        if (runs < 3) throw withCode('40P01', 'deadlock detected');
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(runs).toBe(3);

    runs = 0;
    await expect(
      retryRaces(async () => {
        runs += 1;
        throw withCode('40001');
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(MAX_TRANSACTION_ATTEMPTS);

    runs = 0;
    await expect(
      retryRaces(async () => {
        runs += 1;
        throw withCode('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
