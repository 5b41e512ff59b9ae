import { describe, expect, it } from 'vitest';
import { type DashboardData, dashboardSummary } from '../../domain/rules/dashboard.ts';
import { dashboardFigures } from './use-dashboard-data.ts';

const empty = dashboardSummary({ files: [], estates: [], assets: [], transactions: [], documents: [] });
const some: DashboardData = { ...empty, summary: { ...empty.summary, totalFiles: 3 } };

describe('dashboardFigures', () => {
  it('shows the live reading when not held', () => {
    expect(dashboardFigures({ status: 'ready', data: some }, null, false)).toEqual({
      read: { status: 'ready', data: some },
      waitingForPull: false,
    });
    expect(dashboardFigures({ status: 'error', error: 'x' }, some, false).read.status).toBe('error');
    expect(dashboardFigures({ status: 'loading' }, null, false)).toEqual({
      read: { status: 'loading' },
      waitingForPull: false,
    });
  });

  it('holds the last figures during a large pull, and says it is preparing when there are none', () => {
    expect(dashboardFigures({ status: 'ready', data: null }, some, true)).toEqual({
      read: { status: 'ready', data: some },
      waitingForPull: false,
    });
    // A first sync: the only earlier reading is of the empty store, which would show zeros.
    expect(dashboardFigures({ status: 'ready', data: null }, empty, true)).toEqual({
      read: { status: 'loading' },
      waitingForPull: true,
    });
    expect(dashboardFigures({ status: 'loading' }, null, true).waitingForPull).toBe(true);
  });

  it('shows the last figures while the reading after a pull is on its way', () => {
    expect(dashboardFigures({ status: 'ready', data: null }, some, false).read).toEqual({
      status: 'ready',
      data: some,
    });
  });
});
