import { describe, expect, it } from 'vitest';
import { ENTITY_FIELDS } from '../../domain/schemas/index.ts';
import {
  cellText,
  DATA_MODELS,
  dataModel,
  MORE_MODEL_NAMES,
  SPEC_MODEL_NAMES,
  sortValueOf,
} from './data-models.ts';

const ctx = { estateName: (id: unknown) => (id === 'e1' ? 'Estate of Margaret Chen' : '') };

describe('data models', () => {
  it('has the spec models and the extra ones, and nothing unknown', () => {
    for (const name of [...SPEC_MODEL_NAMES, ...MORE_MODEL_NAMES, 'users'])
      expect(dataModel(name)?.model).toBe(name);
    expect(dataModel('Documents')?.label).toBe('Documents');
    expect(dataModel('widgets')).toBeNull();
    expect(dataModel(undefined)).toBeNull();
  });

  it('uses the docs/behaviour.md#data-lists columns for estates, documents and organizations', () => {
    const headers = (m: string) => dataModel(m)?.columns.map((c) => c.id);
    expect(headers('estates')).toEqual(['name', 'status', 'createdAt']);
    // Plus whether the document is shared with the estate's beneficiaries.
    expect(headers('documents')).toEqual(['title', 'type', 'createdAt', 'shared']);
    const shared = dataModel('documents')?.columns.find((c) => c.id === 'shared');
    expect(shared?.header).toBe('Shared');
    expect(headers('organizations')).toEqual(['name', 'type', 'active', 'createdAt']);
    // Files have no type or size: file number and status stand in for them.
    expect(headers('files')).toEqual(['name', 'fileNumber', 'status', 'createdAt']);
  });

  it('reads only fields the entities have', () => {
    for (const model of DATA_MODELS.values()) {
      const fields = new Set([...ENTITY_FIELDS[model.entity], 'createdAt', 'estateName']);
      for (const column of model.columns) {
        const probe = { _id: 'x', [column.id]: 'v' };
        if (column.id !== 'estate' && column.id !== 'name')
          expect(fields.has(column.id), `${model.model}.${column.id}`).toBe(true);
        expect(() => column.value(probe, ctx)).not.toThrow();
      }
    }
  });

  it('opens files, estates and accounts on their screens, children on their estate, and nothing for the rest', () => {
    const estate = { to: '/admin/data/estates/$id', params: { id: 'e1' } };
    const file = { to: '/admin/files/$id', params: { id: 'f1' } };
    expect(dataModel('files')?.rowLink({ _id: 'f1' })).toEqual(file);
    expect(dataModel('estates')?.rowLink({ _id: 'e1' })).toEqual(estate);
    expect(dataModel('accounts')?.rowLink({ _id: 'a1' })).toEqual({
      to: '/admin/accounts/$id',
      params: { id: 'a1' },
    });
    expect(dataModel('assets')?.rowLink({ _id: 'a1', estate: 'e1' })).toEqual(estate);
    expect(dataModel('documents')?.rowLink({ _id: 'd1', estate: 'e1' })).toEqual(estate);
    expect(dataModel('documents')?.rowLink({ _id: 'd1', file: 'f1' })).toEqual(file);
    expect(dataModel('organizations')?.rowLink({ _id: 'o1' })).toBeNull();
  });

  it('links Add New to each create route', () => {
    const create = (type: string) => ({
      to: '/admin/$recordType/create',
      params: { recordType: type },
      search: { type },
    });
    expect(dataModel('files')?.createLink).toEqual({ to: '/admin/files/create' });
    expect(dataModel('estates')?.createLink).toEqual({ to: '/admin/data/estates/create' });
    expect(dataModel('assets')?.createLink).toEqual(create('asset'));
    expect(dataModel('documents')?.createLink).toEqual(create('document'));
    expect(dataModel('parties')?.createLink).toEqual(create('party'));
    expect(dataModel('transactions')?.createLink).toEqual(create('transaction'));
    expect(dataModel('organizations')?.createLink).toBeNull();
  });

  it('shows transaction types as people write them', () => {
    const type = dataModel('transactions')?.columns.find((c) => c.id === 'type');
    expect(cellText('words', type?.value({ _id: 't', type: 'eft' }, ctx))).toBe('EFT');
    expect(cellText('words', type?.value({ _id: 't', type: 'bank_deposit' }, ctx))).toBe('Bank Deposit');
  });

  it('names the estate of a child record', () => {
    const estate = dataModel('assets')?.columns.find((c) => c.id === 'estate');
    expect(estate?.value({ _id: 'a', estate: 'e1' }, ctx)).toBe('Estate of Margaret Chen');
  });
});

describe('cellText / sortValueOf', () => {
  it('shows dates as the en-CA locale date and booleans as Yes or No', () => {
    expect(cellText('date', '2026-03-05')).toBe('Mar 5, 2026');
    expect(cellText('boolean', true)).toBe('Yes');
    expect(cellText('boolean', false)).toBe('No');
  });

  it('shows money in CAD, shares as percentages, machine words as words', () => {
    expect(cellText('money', 123_456)).toBe('$1,234.56');
    expect(cellText('money', undefined)).toBe('—');
    expect(cellText('percent', 2500)).toBe('25%');
    expect(cellText('words', 'law_firm')).toBe('Law Firm');
    expect(cellText('status', 'pending_court_approval')).toBe('Pending Court Approval');
    expect(cellText('text', '')).toBe('—');
    expect(cellText('text', { a: 1 })).toBe('—');
  });

  it('sorts amounts as numbers, dates as ISO text and missing values as null', () => {
    expect(sortValueOf('money', 500)).toBe(500);
    expect(sortValueOf('date', '2026-03-05T10:00:00Z')).toBe('2026-03-05T10:00:00Z');
    expect(sortValueOf('boolean', undefined)).toBe(false);
    expect(sortValueOf('text', '')).toBeNull();
    expect(sortValueOf('words', 'real_property')).toBe('Real Property');
  });
});
