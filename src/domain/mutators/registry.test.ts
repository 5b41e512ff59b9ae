import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MUTATORS, mutatorOf, titleOf } from './index.ts';

/**
 * What every entry of the registry must carry (docs/architecture.md#mutators): a newcomer who adds
 * an action and forgets its title or its arguments' schema is told here, by name.
 */
describe('the MUTATORS registry', () => {
  const entries = Object.entries(MUTATORS);

  it('names each mutator by its key, the wire name a push and a queued row carry', () => {
    for (const [key, mutator] of entries) {
      expect(mutator.name, key).toBe(key);
      expect(mutatorOf(key), key).toBe(mutator);
    }
    expect(mutatorOf('toString')).toBeUndefined();
    expect(mutatorOf('notAnAction')).toBeUndefined();
  });

  it('gives each mutator a title in words, for the outbox, the history and Retry', () => {
    for (const [key, mutator] of entries) {
      const { title } = mutator;
      expect(['string', 'function'], `${key} has no title`).toContain(typeof title);
      if (typeof title === 'string') expect(title.trim().length, key).toBeGreaterThan(3);
    }
    expect(titleOf(MUTATORS.createOne, { entity: 'estates', id: 'x', fields: {} })).toBe('New estate');
    expect(titleOf(MUTATORS.deleteOne, { entity: 'files', id: 'x' })).toBe('Deletion of file');
  });

  it('gives each mutator a valibot schema for its arguments, which refuses a bag of anything', () => {
    for (const [key, mutator] of entries) {
      expect(mutator.args, `${key} has no arguments schema`).toMatchObject({ kind: 'schema' });
      expect(v.safeParse(mutator.args, { surplus: true }).success, key).toBe(false);
      expect(mutator.check(undefined).success, key).toBe(false);
      expect(typeof mutator.run, key).toBe('function');
    }
  });
});
