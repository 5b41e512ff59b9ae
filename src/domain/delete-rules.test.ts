import { describe, expect, it } from 'vitest';
import { DELETE_RULES, type DeleteRule } from './delete-rules.ts';
import { ENTITIES, ENTITY_LIST, ESTATE_CHILDREN } from './registry.ts';
import { COURT_ACCOUNTS_REFERENCES, type EntityName } from './schemas/entities/index.ts';

const ruleOf = (parent: EntityName, child: EntityName): DeleteRule | undefined =>
  (DELETE_RULES[parent] as Partial<Record<EntityName, DeleteRule>>)[child];

// Every id the court-accounts record can name inside its lists, found by filling each list once.
const sample = { party: 'p', trustee: 'p', transaction: 't', document: 'd', asset: 'a' };
const nestedTargets = (): EntityName[] =>
  Object.entries(COURT_ACCOUNTS_REFERENCES).flatMap(([field, refs]) =>
    refs(field === 'passedAccounts' ? { assets: [sample] } : [sample]).map((r) => r.target),
  );

/**
 * A newcomer who adds a reference (a field naming another record) without saying what a delete of
 * the record it names does to it is told here, by name (docs/architecture.md#deletes).
 */
describe('the delete rules', () => {
  it('give every reference between entities a rule on the entity it names', () => {
    for (const child of ENTITY_LIST)
      for (const [field, parent] of Object.entries(child.references))
        expect(ruleOf(parent, child.name), `${child.name}.${field} names ${parent}: no delete rule`).toMatch(
          /^(cascade|refuse|unlink|keep)$/,
        );
    const nested = new Set(nestedTargets());
    expect([...nested].sort()).toEqual(['assets', 'documents', 'parties', 'transactions']);
    for (const parent of nested)
      expect(ruleOf(parent, 'courtAccounts'), `courtAccounts names ${parent}: no delete rule`).toBe('unlink');
  });

  it('have no rule for an entity that does not point at the one deleted', () => {
    const nested = new Set(nestedTargets());
    for (const parent of ENTITY_LIST)
      for (const child of Object.keys(parent.onDelete) as EntityName[]) {
        const points =
          Object.values(ENTITIES[child].references).includes(parent.name) ||
          (child === 'courtAccounts' && nested.has(parent.name));
        expect(points, `${parent.name} has a rule for ${child}, which never names it`).toBe(true);
      }
  });

  it('delete with an estate exactly what deleteEstate deletes, and refuse a file with estates', () => {
    const cascade = (Object.keys(DELETE_RULES.estates) as EntityName[]).filter(
      (c) => ruleOf('estates', c) === 'cascade',
    );
    expect(cascade.sort()).toEqual([...ESTATE_CHILDREN].sort());
    expect(ENTITIES.files.onDelete).toEqual({ estates: 'refuse', documents: 'cascade' });
  });
});
