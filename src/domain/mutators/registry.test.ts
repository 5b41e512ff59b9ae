import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DELETE_RULES, DELETED_ALONE } from '../delete-rules.ts';
import { ENTITY_NAMES, type EntityName } from '../schemas/entities/index.ts';
import { deleteActionOf } from './delete-action.ts';
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
    expect(titleOf(MUTATORS.deleteOne, { entity: 'deadlines', id: 'x' })).toBe('Deletion of deadline');
  });

  it('gives each mutator a valibot schema for its arguments, which refuses a bag of anything', () => {
    for (const [key, mutator] of entries) {
      expect(mutator.args, `${key} has no arguments schema`).toMatchObject({ kind: 'schema' });
      expect(v.safeParse(mutator.args, { surplus: true }).success, key).toBe(false);
      expect(mutator.check(undefined).success, key).toBe(false);
      expect(typeof mutator.run, key).toBe('function');
    }
  });

  it('deletes every record others name by exactly one delete action, and only those', () => {
    const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    for (const entity of ENTITY_NAMES as readonly EntityName[]) {
      const actions = Object.values(MUTATORS).filter((m) => m.deletes?.entities.includes(entity));
      const named = Object.keys(DELETE_RULES[entity]).length > 0;
      expect(actions.length, `${entity}: delete actions`).toBe(named ? 1 : 0);
      expect(DELETED_ALONE.includes(entity), entity).toBe(!named);
      const action = deleteActionOf(entity, id);
      if (!action) continue;
      // Its arguments for the record pass its own schema, and the generic delete refuses the record.
      expect(action.mutator.check(action.args).success, `${entity}: ${action.name} arguments`).toBe(true);
      expect(MUTATORS.deleteOne.check({ entity, id }).success, `deleteOne of ${entity}`).toBe(false);
    }
  });
});
