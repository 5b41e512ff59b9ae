import { describe, expect, it } from 'vitest';
import { overlayPending } from './overlay.ts';
import type { LocalRecord, OutboxRow } from './types.ts';

const base: LocalRecord = {
  _id: 'a',
  organization: 'o',
  createdAt: 't0',
  updatedAt: 't0',
  version: 4,
  name: 'Server',
  status: 'active',
};
const row = (seq: number, op: OutboxRow['op'], patch?: Record<string, unknown>): OutboxRow => ({
  seq,
  mutationId: `m${seq}`,
  entity: 'files',
  entityId: 'a',
  op,
  ...(patch ? { patch } : {}),
  createdAt: `t${seq}`,
  attempts: 0,
});

describe('overlayPending', () => {
  it('keeps the server record when nothing is pending', () => {
    expect(overlayPending(base, [], 'o')).toEqual(base);
  });

  it('applies pending updates in order over the server values', () => {
    const out = overlayPending(
      base,
      [row(1, 'update', { name: 'Mine' }), row(2, 'update', { status: 'closed' })],
      'o',
    );
    expect(out).toMatchObject({ name: 'Mine', status: 'closed', version: 4 });
  });

  it('makes a record from a pending create the server does not have yet', () => {
    expect(overlayPending(undefined, [row(1, 'create', { name: 'New' })], 'o')).toEqual({
      name: 'New',
      _id: 'a',
      organization: 'o',
      createdAt: 't1',
      updatedAt: 't1',
      version: 0,
    });
  });

  it('removes a record with a pending delete, and ignores updates of a missing record', () => {
    expect(overlayPending(base, [row(1, 'delete')], 'o')).toBeUndefined();
    expect(overlayPending(undefined, [row(1, 'update', { name: 'x' })], 'o')).toBeUndefined();
  });
});
