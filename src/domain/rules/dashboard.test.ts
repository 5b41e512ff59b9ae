import { describe, expect, it } from 'vitest';
import {
  type DashboardAsset,
  type DashboardDocument,
  type DashboardEstate,
  type DashboardFile,
  type DashboardTransaction,
  dashboardSummary,
  estateValue,
  fileEstates,
} from './dashboard.ts';

const DELETED = '2026-01-01T00:00:00.000Z';
const file = (
  _id: string,
  status: DashboardFile['status'],
  updatedAt: string,
  extra: Partial<DashboardFile> = {},
) =>
  ({
    _id,
    name: `File ${_id}`,
    description: `About ${_id}`,
    status,
    updatedAt,
    ...extra,
  }) satisfies DashboardFile;
const estate = (
  _id: string,
  fileId: string | null,
  status: DashboardEstate['status'],
  createdAt: string,
  extra: Partial<DashboardEstate> = {},
) =>
  ({ _id, estateName: `Estate ${_id}`, file: fileId, status, createdAt, ...extra }) satisfies DashboardEstate;
const asset = (
  estateId: string,
  assetClass: DashboardAsset['assetClass'],
  fmvDoD: number,
  extra: Partial<DashboardAsset> = {},
): DashboardAsset => ({ estate: estateId, assetClass, fmvDoD, ...extra });
const tx = (
  date: string,
  amount: number,
  extra: Partial<DashboardTransaction> = {},
): DashboardTransaction => ({
  date,
  amount,
  ...extra,
});
const doc = (_id: string, createdAt: string, hasContent?: boolean, extra: Partial<DashboardDocument> = {}) =>
  ({ _id, title: `Doc ${_id}`, type: 'Other', createdAt, hasContent, ...extra }) satisfies DashboardDocument;

const assets: DashboardAsset[] = [
  asset('e1', 'real_property', 50_000_000),
  asset('e1', 'security_investment', 1_234_56),
  asset('e1', 'vehicle', 999, { deletedAt: DELETED }),
  asset('e2', 'personal_property', 250_00),
  asset('e3', 'real_property', 1),
];

describe('estateValue', () => {
  it('sums live assets of that estate in cents, disposed included', () => {
    expect(estateValue('e1', assets)).toBe(50_123_456);
    expect(estateValue('e2', [...assets, asset('e2', 'other', 100, {})])).toBe(25_100);
    expect(estateValue('nobody', assets)).toBe(0);
  });
});

describe('fileEstates', () => {
  it('lists a file’s live estates oldest first with their values', () => {
    const estates = [
      estate('e2', 'f1', 'open', '2025-03-01T00:00:00.000Z'),
      estate('e1', 'f1', 'open', '2025-01-01T00:00:00.000Z'),
      estate('e3', 'f2', 'open', '2024-01-01T00:00:00.000Z'),
      estate('e4', 'f1', 'open', '2024-01-01T00:00:00.000Z', { deletedAt: DELETED }),
    ];
    expect(fileEstates('f1', estates, assets)).toEqual([
      { _id: 'e1', name: 'Estate e1', value: 50_123_456 },
      { _id: 'e2', name: 'Estate e2', value: 25_000 },
    ]);
    expect(fileEstates('none', estates, assets)).toEqual([]);
  });
});

describe('dashboardSummary', () => {
  const files = [
    file('f1', 'active', '2025-05-01T10:00:00.000Z'),
    file('f2', 'closed', '2025-06-01T10:00:00.000Z'),
    file('f3', 'pending', '2025-04-01T10:00:00.000Z'),
    file('f4', 'active', '2025-03-01T10:00:00.000Z'),
    file('f5', 'active', '2025-07-01T10:00:00.000Z', { deletedAt: DELETED }),
  ];
  const estates = [
    estate('e1', 'f1', 'completed', '2025-01-01T00:00:00.000Z'),
    estate('e2', 'f1', 'open', '2025-02-01T00:00:00.000Z'),
    estate('e3', 'f3', 'completed', '2025-01-01T00:00:00.000Z'),
    estate('e4', null, 'under_review', '2025-01-01T00:00:00.000Z'),
    estate('e5', 'f2', 'completed', '2025-01-01T00:00:00.000Z', { deletedAt: DELETED }),
  ];
  const transactions = [
    tx('2025-02-10', 1000),
    tx('2024-12-31', 5),
    tx('2025-02-28', 2345),
    tx('2025-01-01', 100),
    tx('2025-01-15', 7, { deletedAt: DELETED }),
  ];
  const documents = [
    doc('d1', '2025-01-01T00:00:00.000Z', true),
    doc('d2', '2025-01-06T00:00:00.000Z'),
    doc('d3', '2025-01-03T00:00:00.000Z', false),
    doc('d4', '2025-01-04T00:00:00.000Z', true),
    doc('d5', '2025-01-05T00:00:00.000Z', true),
    doc('d6', '2025-01-02T00:00:00.000Z', true),
    doc('d7', '2025-01-09T00:00:00.000Z', true, { deletedAt: DELETED }),
  ];
  const data = dashboardSummary({ files, estates, assets, transactions, documents });

  it('counts live files and estates, every active file and completed estates', () => {
    expect(data.summary).toEqual({ totalFiles: 4, totalEstates: 4, activeFiles: 2, completedEstates: 2 });
  });

  it('shows the three most recently updated files with their first estate’s value', () => {
    expect(data.recentFiles).toEqual([
      {
        _id: 'f2',
        name: 'File f2',
        description: 'About f2',
        status: 'closed',
        updatedAt: files[1]!.updatedAt,
        value: 0,
      },
      {
        _id: 'f1',
        name: 'File f1',
        description: 'About f1',
        status: 'active',
        updatedAt: files[0]!.updatedAt,
        value: 50_123_456,
      },
      {
        _id: 'f3',
        name: 'File f3',
        description: 'About f3',
        status: 'pending',
        updatedAt: files[2]!.updatedAt,
        value: 1,
      },
    ]);
  });

  it('counts estates per status, most frequent first', () => {
    expect(data.estateStatusCounts).toEqual([
      { _id: 'completed', count: 2 },
      { _id: 'open', count: 1 },
      { _id: 'under_review', count: 1 },
    ]);
  });

  it('totals transactions per month in cents, in calendar order', () => {
    expect(data.monthlyTransactions).toEqual([
      { _id: { year: 2024, month: 12 }, totalAmount: 5 },
      { _id: { year: 2025, month: 1 }, totalAmount: 100 },
      { _id: { year: 2025, month: 2 }, totalAmount: 3345 },
    ]);
  });

  it('counts live assets per class, ties by name', () => {
    expect(data.assetDistribution).toEqual([
      { _id: 'real_property', count: 2 },
      { _id: 'personal_property', count: 1 },
      { _id: 'security_investment', count: 1 },
    ]);
  });

  it('lists the five newest documents with their upload state', () => {
    expect(data.recentDocuments.map((d) => [d._id, d.status])).toEqual([
      ['d2', 'Pending upload'],
      ['d5', 'Uploaded'],
      ['d4', 'Uploaded'],
      ['d3', 'Pending upload'],
      ['d6', 'Uploaded'],
    ]);
    expect(data.recentDocuments[0]).toEqual({
      _id: 'd2',
      title: 'Doc d2',
      type: 'Other',
      createdAt: '2025-01-06T00:00:00.000Z',
      status: 'Pending upload',
    });
  });

  it('orders equal timestamps by id, newest UUIDv7 first', () => {
    const same = '2025-01-01T00:00:00.000Z';
    const result = dashboardSummary({
      files: [file('0190-a', 'active', same), file('0190-c', 'active', same), file('0190-b', 'active', same)],
      estates: [],
      assets: [],
      transactions: [],
      documents: [],
    });
    expect(result.recentFiles.map((f) => f._id)).toEqual(['0190-c', '0190-b', '0190-a']);
  });

  it('is all zeros and empty lists for an empty firm', () => {
    expect(dashboardSummary({ files: [], estates: [], assets: [], transactions: [], documents: [] })).toEqual(
      {
        summary: { totalFiles: 0, totalEstates: 0, activeFiles: 0, completedEstates: 0 },
        recentFiles: [],
        estateStatusCounts: [],
        monthlyTransactions: [],
        assetDistribution: [],
        recentDocuments: [],
      },
    );
  });
});
