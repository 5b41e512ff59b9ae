import { describe, expect, it } from 'vitest';
import { type Estimator, judgePassword, personalWords } from './password-policy.ts';

const scoring =
  (score: number, warning: string | null = null, suggestions: string[] = []): Estimator =>
  () => ({ score, feedback: { warning, suggestions } });

describe('password policy', () => {
  it('asks for 12 characters before anything else', () => {
    expect(judgePassword('short', [], scoring(4))).toEqual({
      ok: false,
      reason: 'Use at least 12 characters',
    });
    expect(judgePassword('x'.repeat(1025), [], scoring(4))).toEqual({
      ok: false,
      reason: 'Password is too long',
    });
  });

  it('accepts a score of 3 or more, and gives zxcvbn’s reason below it', () => {
    expect(judgePassword('long enough passphrase', [], scoring(3))).toEqual({ ok: true });
    expect(
      judgePassword('password1234', [], scoring(1, 'This is a commonly used password', ['Add more words.'])),
    ).toEqual({ ok: false, reason: 'This is a commonly used password. Add more words.' });
    expect(judgePassword('aaaaaaaaaaaa', [], scoring(0))).toEqual({
      ok: false,
      reason: 'This password would be easy to guess. Add a few more unusual words.',
    });
  });

  it('passes the person’s own words to the estimator', () => {
    let seen: string[] = [];
    judgePassword(
      'riley park 2026!!',
      personalWords('Riley Park', 'riley.park@example.com'),
      (_p, inputs) => {
        seen = inputs;
        return { score: 4, feedback: { warning: null, suggestions: [] } };
      },
    );
    expect(seen).toEqual(
      expect.arrayContaining(['riley park', 'riley', 'park', 'riley.park@example.com', 'example']),
    );
  });
});
