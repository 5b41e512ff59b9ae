import { describe, expect, it } from 'vitest';
import { MUTATORS } from '../../domain/mutators/index.ts';
import {
  asSentence,
  changeTitle,
  conflictReasonText,
  entityLabel,
  fieldLabel,
  formatValue,
  logoutWarning,
  recordName,
  rowTitle,
  syncStatusText,
  unsyncedSentence,
} from './describe.ts';
import { recordLink } from './record-link.ts';

describe('formatValue', () => {
  it('shows money fields in CAD and other numbers as numbers', () => {
    expect(formatValue('fmvDoD', 123456)).toBe('$1,234.56');
    expect(formatValue('amount', 5)).toBe('$0.05');
    expect(formatValue('quantityDoD', 1500)).toBe('1,500');
  });
  it('says (empty) for nothing, Yes/No for booleans, statuses in words', () => {
    expect(formatValue('notes', '')).toBe('(empty)');
    expect(formatValue('notes', null)).toBe('(empty)');
    expect(formatValue('active', true)).toBe('Yes');
    expect(formatValue('status', 'under_review')).toBe('Under Review');
    expect(formatValue('name', 'under_review')).toBe('under_review');
  });
  it('reads nested objects and lists', () => {
    expect(
      formatValue('details', { receivableType: 'tax_refund', expectedAmount: 10000, counterparty: '' }),
    ).toBe('Receivable type: Tax Refund; Expected amount: $100.00');
    expect(formatValue('executor', {})).toBe('(empty)');
    expect(formatValue('attachments', [])).toBe('(empty)');
    expect(formatValue('tags', ['a', 'b'])).toBe('a, b');
  });
  it('words a delete conflict', () => {
    expect(formatValue('_deleted', true)).toBe('Deleted');
    expect(formatValue('_deleted', false)).toBe('Kept');
  });
});

describe('labels', () => {
  it('names entities and fields', () => {
    expect(entityLabel('files')).toBe('File');
    expect(entityLabel('widgets')).toBe('Widgets');
    expect(fieldLabel('fmvDoD')).toBe('Fair market value at date of death');
    expect(fieldLabel('executor.email')).toBe('Executor email');
    expect(fieldLabel('keyDates.courtDeadline')).toBe('Key dates court deadline');
    expect(fieldLabel('payee')).toBe('Payee');
    expect(fieldLabel('_deleted')).toBe('Whole record');
  });
  it('titles a change by operation', () => {
    expect(changeTitle('create', 'estates')).toBe('New estate');
    expect(changeTitle('update', 'files')).toBe('Change to file');
    expect(changeTitle('delete', 'assets')).toBe('Deletion of asset');
  });
});

describe('records', () => {
  it('finds a readable name per entity', () => {
    expect(recordName('files', { name: 'Chen matter' })).toBe('Chen matter');
    expect(recordName('estates', { estateName: 'Estate of Margaret Chen' })).toBe('Estate of Margaret Chen');
    expect(recordName('documents', { title: '', fileName: 'will.pdf' })).toBe('will.pdf');
    expect(recordName('transactions', { kind: 'receipt', amount: 250000, date: '2025-03-01' })).toBe(
      'Receipt $2,500.00 on 2025-03-01',
    );
    expect(recordName('files', null)).toBeUndefined();
    expect(recordName('files', { name: '' })).toBeUndefined();
  });
  it('links to where the record is shown', () => {
    const estate = { to: '/admin/data/estates/$id', params: { id: 'e1' } };
    expect(recordLink('files', { _id: 'f1' })).toEqual({ to: '/admin/files/$id', params: { id: 'f1' } });
    expect(recordLink('estates', { _id: 'e1' })).toEqual(estate);
    expect(recordLink('accounts', { _id: 'a1' })).toEqual({
      to: '/admin/accounts/$id',
      params: { id: 'a1' },
    });
    expect(recordLink('assets', { _id: 'x', estate: 'e1' })).toEqual(estate);
    expect(recordLink('documents', { _id: 'x', estate: null, file: 'f1' })).toEqual({
      to: '/admin/files/$id',
      params: { id: 'f1' },
    });
    expect(recordLink('parties', { _id: 'x' })).toBeUndefined();
    expect(recordLink('users', { _id: 'u' })).toEqual({ to: '/admin/profile' });
    expect(recordLink('files', undefined)).toBeUndefined();
  });
});

describe('sentences', () => {
  it('explains each conflict reason', () => {
    expect(conflictReasonText('field_changed')).toBe('Someone changed this field after you');
    expect(conflictReasonText('deleted')).toBe(
      'The record was deleted before your change arrived — restore it with your value',
    );
    expect(conflictReasonText('delete_vs_update')).toBe(
      'You deleted a record someone had just changed; it was kept',
    );
  });
  it('counts unsynced changes in good English', () => {
    expect(unsyncedSentence(1)).toBe('You have 1 change that has not reached the server.');
    expect(unsyncedSentence(3)).toBe('You have 3 changes that have not reached the server.');
    expect(logoutWarning(2)).toBe(
      'You have 2 changes that have not reached the server. If you log out now they will be lost.',
    );
    expect(logoutWarning(1)).toBe(
      'You have 1 change that has not reached the server. If you log out now it will be lost.',
    );
  });
});

describe('syncStatusText', () => {
  it('puts offline first, then the engine state', () => {
    expect(syncStatusText(false, 'idle', 2).tone).toBe('offline');
    expect(syncStatusText(true, 'syncing', 0).label).toBe('Syncing…');
    expect(syncStatusText(true, 'paused', 0).label).toBe('Paused — sign in again to sync');
    expect(syncStatusText(true, 'offline', 0).label).toBe('Server unreachable — will retry');
    expect(syncStatusText(true, 'error', 0).tone).toBe('warn');
    expect(syncStatusText(true, 'idle', 0)).toEqual({ label: 'Up to date', tone: 'ok' });
    expect(syncStatusText(true, 'idle', 3).label).toBe('Waiting to send changes');
  });
});

describe('asSentence', () => {
  it('adds a full stop only when missing', () => {
    expect(asSentence('Failed to fetch')).toBe('Failed to fetch.');
    expect(asSentence('Next try at 9:16 p.m.')).toBe('Next try at 9:16 p.m.');
    expect(asSentence('Sync now? ')).toBe('Sync now?');
  });
});

describe('rowTitle', () => {
  it('names a refused action by what the person did, and a single change by its record', () => {
    expect(rowTitle({ op: 'delete', entity: 'assets', mutator: { name: 'deleteRecord' } })).toBe(
      'Deletion of a record and its links',
    );
    expect(rowTitle({ op: 'create', entity: 'transactions', mutator: { name: 'importStatement' } })).toBe(
      'Import of a bank statement',
    );
    expect(rowTitle({ op: 'update', entity: 'assets', mutator: { name: 'notKnownHere' } })).toBe(
      changeTitle('update', 'assets'),
    );
    expect(rowTitle({ op: 'delete', entity: 'assets' })).toBe(changeTitle('delete', 'assets'));
  });

  it('has words for every named action the registry lists', () => {
    // A change of one record (createOne, updateOne, deleteOne) is queued and titled as that change.
    const named = Object.values(MUTATORS).filter((m) => !('single' in m));
    for (const { name } of named)
      expect(rowTitle({ op: 'update', entity: 'assets', mutator: { name } }), name).not.toBe(
        changeTitle('update', 'assets'),
      );
  });
});
