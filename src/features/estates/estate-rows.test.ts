import { describe, expect, it } from 'vitest';
import { estateStatusTone, formatDate } from '../../ui/record-display.ts';
import { estateRows, filterEstateRows, formatEstateValue } from './estate-rows.ts';

const files = [{ _id: 'f1', fileNumber: 'EST-2025-014' }, { _id: 'f2' }];
const estates: Parameters<typeof estateRows>[0] = [
  {
    _id: 'e1',
    estateName: 'Estate of Margaret Chen',
    file: 'f1',
    status: 'open',
    executor: { name: 'David Chen' },
    createdAt: '2025-03-04T15:00:00.000Z',
  },
  { _id: 'e2', estateName: 'Estate of Robert Thompson', file: 'f2', status: 'under_review', executor: {} },
  { _id: 'e3', estateName: 'Another estate' },
];
const assets = [
  { estate: 'e1', fmvDoD: 125_000_000 },
  { estate: 'e1', fmvDoD: 50 },
  { estate: 'e2', fmvDoD: 0 },
];

describe('estateRows', () => {
  const rows = estateRows(estates, files, assets);
  it('joins the file number, sums asset values and labels the status, in the order given (the table sorts)', () => {
    expect(rows.map((r) => [r.name, r.fileNumber, r.value, r.statusLabel, r.executorName])).toEqual([
      ['Estate of Margaret Chen', 'EST-2025-014', 125_000_050, 'Open', 'David Chen'],
      ['Estate of Robert Thompson', null, 0, 'Under Review', ''],
      ['Another estate', null, null, 'Unknown', ''],
    ]);
  });
  it('searches name, file number, status (stored or shown) and executor, ignoring case', () => {
    const names = (term: string) => filterEstateRows(rows, term).map((r) => r.id);
    expect(names('david')).toEqual(['e1']);
    expect(names('est-2025')).toEqual(['e1']);
    expect(names('UNDER_REVIEW')).toEqual(['e2']);
    expect(names('under review')).toEqual(['e2']);
    expect(names('thompson')).toEqual(['e2']);
    expect(names('  ')).toHaveLength(3);
    expect(names('nobody')).toEqual([]);
  });
  it('finds the one row among 10,000', () => {
    const many: Parameters<typeof estateRows>[0] = Array.from({ length: 10_000 }, (_, i) => ({
      _id: `id${i}`,
      estateName: `Estate ${i}`,
      status: 'open',
      executor: { name: `Executor ${i}` },
    }));
    const big = estateRows(many, [], []);
    expect(filterEstateRows(big, 'executor 9999').map((r) => r.id)).toEqual(['id9999']);
  });
});

describe('display helpers', () => {
  it('shows N/A for no value and CAD otherwise', () => {
    expect(formatEstateValue(null)).toBe('N/A');
    expect(formatEstateValue(123456)).toBe('$1,234.56');
  });
  it('formats dates as MMM d, yyyy', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    const local = new Date(2026, 10, 21, 12).toISOString();
    expect(formatDate(local)).toBe('Nov 21, 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
  it('gives every estate status a tone', () => {
    expect(estateStatusTone('completed')).toBe('green');
    expect(estateStatusTone('open')).toBe('blue');
    expect(estateStatusTone('pending_court_approval')).toBe('yellow');
    expect(estateStatusTone('closed')).toBe('gray');
    expect(estateStatusTone(undefined)).toBe('gray');
  });
});
