import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ENTITIES,
  ENTITY_LIST,
  ESTATE_CHILDREN,
  ESTATE_SCOPED,
  entityInfo,
  fieldLabelsOf,
  fieldWords,
  isEntityName,
  pluralOf,
  singularOf,
} from './registry.ts';
import {
  BODY_SCHEMAS,
  CLIENT_UPDATABLE,
  CLIENT_WRITABLE,
  ENTITY_FIELDS,
  ENTITY_NAMES,
  PORTAL_WRITABLE,
} from './schemas/entities/index.ts';

describe('entity registry', () => {
  it('registers every schema entity under its own name and schema', () => {
    expect(ENTITY_LIST.map((e) => e.name).sort()).toEqual([...ENTITY_NAMES].sort());
    for (const name of ENTITY_NAMES) {
      expect(ENTITIES[name].name).toBe(name);
      expect(ENTITIES[name].schema).toBe(BODY_SCHEMAS[name]);
    }
  });

  it('round-trips singular and plural names, and they are unique', () => {
    for (const name of ENTITY_NAMES) expect(pluralOf(singularOf(name))).toBe(name);
    expect(singularOf('parties')).toBe('party');
    expect(new Set(ENTITY_LIST.map((e) => e.singular)).size).toBe(ENTITY_LIST.length);
    expect(pluralOf('nothing')).toBeUndefined();
  });

  it('lists as estate-scoped exactly the schemas with an estate field', () => {
    const withEstate = ENTITY_NAMES.filter((n) => ENTITY_FIELDS[n].includes('estate'));
    expect([...ESTATE_SCOPED].sort()).toEqual(withEstate.sort());
    expect(ESTATE_SCOPED).toEqual(expect.arrayContaining(['accounts', 'assets', 'parties', 'transactions']));
    expect(ESTATE_SCOPED).not.toContain('files');
  });

  it('labels every field of every entity', () => {
    for (const e of ENTITY_LIST) {
      expect(Object.keys(fieldLabelsOf(e.name)).sort()).toEqual([...ENTITY_FIELDS[e.name]].sort());
      for (const label of Object.values(fieldLabelsOf(e.name))) expect(label).toMatch(/^[A-Z]/);
    }
    expect(fieldLabelsOf('assets').fmvDoD).toBe('Fair market value at date of death');
    expect(fieldWords('relationshipToDeceased')).toBe('Relationship to deceased');
    expect(fieldWords('some_field')).toBe('Some field');
  });

  it('gives display labels and validates with the registered schema', () => {
    expect(ENTITIES.parties.label).toBe('Party');
    expect(ENTITIES.parties.pluralLabel).toBe('Parties');
    expect(entityInfo('estates')?.label).toBe('Estate');
    expect(entityInfo('toString')).toBeUndefined();
    expect(isEntityName('conflicts')).toBe(true);
    expect(isEntityName('__proto__')).toBe(false);
    expect(v.safeParse(ENTITIES.files.schema, { name: 'Chen' }).success).toBe(true);
    expect(v.safeParse(ENTITIES.files.schema, {}).success).toBe(false);
  });

  it('knows which fields point at other records and what clients may write', () => {
    expect(ENTITIES.transactions.references).toMatchObject({ estate: 'estates', fromAccount: 'accounts' });
    expect(ENTITIES.files.references).toEqual({});
    for (const e of ENTITY_LIST) {
      for (const field of Object.keys(e.references)) expect(ENTITY_FIELDS[e.name]).toContain(field);
      expect(CLIENT_UPDATABLE).toContain(e.name);
    }
    expect(ENTITY_LIST.filter((e) => e.clientWrites === 'create').map((e) => e.name)).toEqual([
      ...CLIENT_WRITABLE,
      ...PORTAL_WRITABLE,
    ]);
    expect(ENTITIES.users.clientWrites).toBe('update');
  });

  it('lists what an estate owns in an order that deletes what points at a record before it', () => {
    // Every estate-scoped entity the firm writes, and nothing else (a beneficiary's approvals and
    // the conflict log are not the firm's to delete).
    expect([...ESTATE_CHILDREN].sort()).toEqual(
      ESTATE_SCOPED.filter((e) => (CLIENT_WRITABLE as readonly string[]).includes(e)).sort(),
    );
    const children: readonly string[] = ESTATE_CHILDREN;
    // A document's earlier versions point at it (replacedBy) and go in the same step.
    for (const [i, child] of ESTATE_CHILDREN.entries())
      for (const target of Object.values(ENTITIES[child].references))
        if (children.includes(target) && target !== child)
          expect(children.indexOf(target), `${child} points at ${target}`).toBeGreaterThan(i);
  });
});
