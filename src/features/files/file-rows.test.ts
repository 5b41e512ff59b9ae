import { describe, expect, it } from 'vitest';
import { filterRows } from '../../ui/list-query.ts';
import { buildFileRows, fileDocuments, fileSearchFields } from './file-rows.ts';

type Files = Parameters<typeof buildFileRows>[0];
type Estates = Parameters<typeof buildFileRows>[1];
type Assets = Parameters<typeof buildFileRows>[2];

const files: Files = [
  {
    _id: 'f1',
    name: 'Estate of Margaret Chen',
    fileNumber: 'EST-2025-014',
    status: 'active',
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'f2',
    name: 'Okafor Family Estates',
    fileNumber: 'EST-2024-087',
    status: 'closed',
    createdAt: '2024-01-01T00:00:00Z',
  },
  { _id: 'f3', name: 'New matter', status: 'pending', createdAt: '2026-01-01T00:00:00Z' },
];
const estates: Estates = [
  {
    _id: 'e2',
    file: 'f2',
    estateName: 'Estate of Grace Okafor',
    status: 'open',
    createdAt: '2024-03-01T00:00:00Z',
  },
  {
    _id: 'e1',
    file: 'f2',
    estateName: 'Estate of Samuel Okafor',
    status: 'open',
    createdAt: '2024-02-01T00:00:00Z',
  },
  {
    _id: 'e3',
    file: 'f1',
    estateName: 'Estate of Margaret Chen',
    status: 'open',
    createdAt: '2025-01-02T00:00:00Z',
  },
  {
    _id: 'e4',
    file: 'f1',
    estateName: 'Gone',
    status: 'open',
    createdAt: '2025-01-03T00:00:00Z',
    deletedAt: '2025-02-01T00:00:00Z',
  },
];
const assets: Assets = [
  { _id: 'a1', estate: 'e1', fmvDoD: 100_000 },
  { _id: 'a2', estate: 'e1', fmvDoD: 50 },
  { _id: 'a3', estate: 'e2', fmvDoD: 25_00 },
  { _id: 'a4', estate: 'e3', fmvDoD: 1_234_56 },
];

describe('buildFileRows', () => {
  it('gives each file its live estates, oldest first, with values and a total in cents', () => {
    const rows = buildFileRows(files, estates, assets);
    expect(rows[1]?.estates).toEqual([
      { _id: 'e1', name: 'Estate of Samuel Okafor', value: 100_050 },
      { _id: 'e2', name: 'Estate of Grace Okafor', value: 2500 },
    ]);
    expect(rows[1]?.value).toBe(102_550);
    expect(rows[0]?.estates.map((e) => e.name)).toEqual(['Estate of Margaret Chen']);
    expect(rows[0]?.value).toBe(123_456);
  });

  it('shows a file without estates or file number as empty, worth nothing', () => {
    const row = buildFileRows(files, estates, assets)[2];
    expect(row).toMatchObject({
      fileNumber: '',
      estates: [],
      value: 0,
      status: 'pending',
      restricted: false,
    });
    const walled = buildFileRows([{ ...files[2]!, restricted: true }], estates, assets)[0];
    expect(walled?.restricted).toBe(true);
  });

  it('handles 10,000 files with thousands of estates quickly', () => {
    const many: Files = Array.from({ length: 10_000 }, (_, i) => ({
      _id: `f${i}`,
      name: `F${i}`,
      status: 'active',
      createdAt: '',
    }));
    const est: Estates = Array.from({ length: 5000 }, (_, i) => ({
      _id: `e${i}`,
      file: `f${i * 2}`,
      estateName: 'E',
      status: 'open',
      createdAt: '',
    }));
    const as = Array.from({ length: 20_000 }, (_, i) => ({
      _id: `a${i}`,
      estate: `e${i % 5000}`,
      fmvDoD: 1,
    }));
    const rows = buildFileRows(many, est, as);
    expect(rows).toHaveLength(10_000);
    expect(rows[0]?.value).toBe(4);
    expect(rows[1]?.estates).toEqual([]);
  });
});

describe('file search', () => {
  it('matches name, file number or status case-insensitively, and nothing else', () => {
    const rows = buildFileRows(files, estates, assets);
    expect(filterRows(rows, 'CLOSED', fileSearchFields).map((r) => r._id)).toEqual(['f2']);
    expect(filterRows(rows, 'est-2025', fileSearchFields).map((r) => r._id)).toEqual(['f1']);
    expect(filterRows(rows, 'chen', fileSearchFields).map((r) => r._id)).toEqual(['f1']);
    expect(filterRows(rows, 'samuel', fileSearchFields)).toEqual([]);
  });
});

describe('fileDocuments', () => {
  const documents: Parameters<typeof fileDocuments>[2] = [
    { _id: 'd1', file: 'f1', title: 'Engagement letter', type: 'Other', createdAt: '2025-01-05T10:00:00Z' },
    {
      _id: 'd2',
      estate: 'e3',
      title: 'Schedule A',
      type: 'Schedule A',
      date: '2025-03-01',
      createdAt: '2025-01-01T00:00:00Z',
      shared: true,
    },
    { _id: 'd3', estate: 'e1', title: 'Other file', type: 'Other', createdAt: '2025-01-01T00:00:00Z' },
    { _id: 'd4', estate: 'e4', title: 'Deleted estate', type: 'Other', createdAt: '2025-01-01T00:00:00Z' },
  ];

  it("lists the file's own documents and its estates', newest first, with the estate named", () => {
    expect(fileDocuments('f1', estates, documents)).toEqual([
      {
        _id: 'd2',
        title: 'Schedule A',
        type: 'Schedule A',
        date: '2025-03-01',
        shared: true,
        estate: { _id: 'e3', name: 'Estate of Margaret Chen' },
        file: { _id: 'd2', title: 'Schedule A' },
        earlierCount: 0,
      },
      {
        _id: 'd1',
        title: 'Engagement letter',
        type: 'Other',
        date: '2025-01-05T10:00:00Z',
        shared: false,
        estate: null,
        file: { _id: 'd1', title: 'Engagement letter' },
        earlierCount: 0,
      },
    ]);
    expect(fileDocuments('f3', estates, documents)).toEqual([]);
  });

  it('lists the current version of a document, counting its earlier ones', () => {
    const versions: Parameters<typeof fileDocuments>[2] = [
      { ...documents[0]!, replacedBy: 'd1b' },
      {
        _id: 'd1b',
        file: 'f1',
        title: 'Engagement letter',
        type: 'Other',
        createdAt: '2025-02-05T10:00:00Z',
      },
    ];
    expect(fileDocuments('f1', [], versions).map((r) => [r._id, r.earlierCount])).toEqual([['d1b', 1]]);
  });
});
