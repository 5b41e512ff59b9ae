import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry.ts';
import { ENTITY_NAMES } from './schemas/index.ts';
import {
  STORED_VALUE_FIELDS,
  storedValueLabel,
  VALUE_LABELS,
  type ValueLabelSet,
  valueLabel,
} from './value-labels.ts';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * Every fixed list of values an entity's schema allows, by field path: picklists (`v.picklist`),
 * the keys of records keyed by one, and the literals that tell a variant's kinds apart (an asset's
 * class). Paths read `[]` for an array's items and `{}` for a record's keys, as STORED_VALUE_FIELDS does.
 */
function listsOf(schema: unknown, path: string, out: Map<string, Set<string>>): void {
  if (!isNode(schema)) return;
  const add = (at: string, values: readonly unknown[]) => {
    const set = out.get(at) ?? new Set<string>();
    for (const value of values) set.add(String(value));
    out.set(at, set);
  };
  if (schema.type === 'picklist' && Array.isArray(schema.options)) {
    add(path, schema.options);
    return;
  }
  if (schema.type === 'variant' && typeof schema.key === 'string' && Array.isArray(schema.options)) {
    const key = schema.key;
    const literals = schema.options.flatMap((option) => {
      const entry = isNode(option) && isNode(option.entries) ? option.entries[key] : undefined;
      return isNode(entry) && entry.type === 'literal' ? [entry.literal] : [];
    });
    add(`${path}.${key}`, literals);
  }
  if (isNode(schema.entries))
    for (const [name, entry] of Object.entries(schema.entries)) listsOf(entry, `${path}.${name}`, out);
  if (schema.wrapped) listsOf(schema.wrapped, path, out);
  if (schema.item) listsOf(schema.item, `${path}[]`, out);
  if (schema.type === 'record') listsOf(schema.key, `${path}{}`, out);
  if (Array.isArray(schema.options)) for (const option of schema.options) listsOf(option, path, out);
  if (Array.isArray(schema.pipe))
    for (const step of schema.pipe) if (step !== schema) listsOf(step, path, out);
}

const storedLists = () => {
  const out = new Map<string, Set<string>>();
  for (const name of ENTITY_NAMES) listsOf(ENTITIES[name].schema, name, out);
  return out;
};

describe('value labels', () => {
  it('finds the lists it should: the walk reaches picklists, variant kinds, arrays and record keys', () => {
    const lists = storedLists();
    expect([...(lists.get('assets.assetClass') ?? [])]).toContain('real_property');
    expect([...(lists.get('parties.roles[]') ?? [])]).toContain('executor');
    expect([...(lists.get('estates.compensationClaim{}') ?? [])]).toContain('care-and-management');
    expect(lists.size).toBeGreaterThan(25);
  });

  it('has words for every value of every list an entity stores, and for no value the schema lacks', () => {
    const lists = storedLists();
    for (const [path, values] of lists) {
      const set = STORED_VALUE_FIELDS[path] as ValueLabelSet | undefined;
      expect(set, `${path} has no label list in STORED_VALUE_FIELDS`).toBeDefined();
      const labels: Readonly<Record<string, string>> = VALUE_LABELS[set as ValueLabelSet];
      expect(Object.keys(labels).sort(), path).toEqual([...values].sort());
      for (const value of values) {
        const words = labels[value] ?? '';
        expect(words.trim(), `${path} = ${value}`).not.toBe('');
        // Words, not a slug: no underscore, and not a lower-case value with hyphens.
        expect(words, `${path} = ${value}`).not.toMatch(/_|^[a-z]+(-[a-z]+)+$/);
      }
    }
    // Nothing listed for a field the schemas no longer have.
    expect(Object.keys(STORED_VALUE_FIELDS).filter((path) => !lists.has(path))).toEqual([]);
  });

  it('reads an unknown value as words, and a missing one as nothing', () => {
    expect(valueLabel('estateStatus', 'pending_court_approval')).toBe('Pending court approval');
    expect(valueLabel('estateStatus', 'awaiting-probate_grant')).toBe('Awaiting probate grant');
    expect(valueLabel('assetClass', undefined)).toBe('');
    expect(storedValueLabel('assets.assetClass', 'bank_account')).toBe('Bank account');
    expect(storedValueLabel('parties.name', 'Fiona')).toBe('Fiona');
    // A value named like an inherited property is a value, not the object's own machinery.
    expect(valueLabel('ledger', 'toString')).toBe('Tostring');
  });
});
