import { describe, expect, it } from 'vitest';
import { dashboardSummary } from '../../domain/rules/dashboard.ts';
import { dashboardPhase, hasAnyData, welcomeIdentity } from './dashboard-view.ts';

const empty = dashboardSummary({ files: [], estates: [], assets: [], transactions: [], documents: [] });
const withFile = dashboardSummary({
  files: [{ _id: 'f1', name: 'Chen', description: '', status: 'active', updatedAt: '2026-01-01T00:00:00Z' }],
  estates: [],
  assets: [],
  transactions: [],
  documents: [],
});

describe('dashboardPhase', () => {
  it('is loading until the local read answers, and an error when it fails', () => {
    expect(dashboardPhase({ read: { status: 'loading' }, firstSyncDone: true, online: true })).toBe(
      'loading',
    );
    expect(
      dashboardPhase({
        read: { status: 'error', error: new Error('blocked') },
        firstSyncDone: false,
        online: true,
      }),
    ).toBe('error');
  });

  it('says the offline copy is being prepared instead of showing zeros before the first pull', () => {
    const read = { status: 'ready' as const, data: empty };
    expect(dashboardPhase({ read, firstSyncDone: false, online: true })).toBe('preparing');
    expect(dashboardPhase({ read, firstSyncDone: false, online: false })).toBe('waiting-offline');
  });

  it('shows what is already local even if the first pull has not finished', () => {
    expect(
      dashboardPhase({ read: { status: 'ready', data: withFile }, firstSyncDone: false, online: true }),
    ).toBe('ready');
  });

  it('shows real zeros for a firm that truly has nothing yet', () => {
    expect(
      dashboardPhase({ read: { status: 'ready', data: empty }, firstSyncDone: true, online: true }),
    ).toBe('ready');
  });

  it('counts any synced record as data', () => {
    expect(hasAnyData(empty)).toBe(false);
    expect(hasAnyData(withFile)).toBe(true);
    expect(
      hasAnyData({ ...empty, monthlyTransactions: [{ _id: { year: 2026, month: 1 }, totalAmount: 1 }] }),
    ).toBe(true);
  });
});

describe('welcomeIdentity', () => {
  const session = {
    name: 'Alex Morgan',
    role: 'Admin',
    organization: { name: 'Harbourview Estates Law LLP' },
  };

  it('uses the copy saved at sign-in until the synced records are local', () => {
    expect(welcomeIdentity(session, undefined, null)).toEqual({
      name: 'Alex Morgan',
      firm: 'Harbourview Estates Law LLP',
      role: 'Admin',
    });
  });

  it('prefers the synced records, so a renamed firm or new role shows at once', () => {
    expect(
      welcomeIdentity(
        session,
        { name: 'Alex Morgan-Lee', role: 'Estate Attorney' },
        { name: 'Harbourview LLP' },
      ),
    ).toEqual({ name: 'Alex Morgan-Lee', firm: 'Harbourview LLP', role: 'Estate Attorney' });
  });

  it('ignores blank or non-text values and copes without a session', () => {
    expect(welcomeIdentity(session, { name: '  ', role: 42 }, { name: '' })).toEqual({
      name: 'Alex Morgan',
      firm: 'Harbourview Estates Law LLP',
      role: 'Admin',
    });
    expect(welcomeIdentity(null, null, null)).toEqual({ name: '', firm: '', role: '' });
  });
});
