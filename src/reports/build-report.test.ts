import { describe, expect, it } from 'vitest';
import { WORKED_INPUT, WORKED_TODAY } from '../domain/rules/ontario/worked-example.fixture.ts';
import { buildReport, MIME_TYPES } from './build-report.ts';
import { REPORT_FORMATS, REPORT_KINDS } from './model.ts';

const data = { ...WORKED_INPUT, today: WORKED_TODAY };

describe('buildReport', () => {
  it('builds every kind in every format', async () => {
    for (const kind of REPORT_KINDS) {
      for (const format of REPORT_FORMATS) {
        const file = await buildReport(kind, format, data);
        expect(file.mimeType).toBe(MIME_TYPES[format]);
        expect(file.fileName).toBe(`estate-of-eleanor-ramsay-${kind}-2024-03-15-to-2025-03-14.${format}`);
        expect(file.bytes).toBeInstanceOf(Uint8Array);
        // PDF starts %PDF; xlsx and docx are zip files (PK)
        const magic = String.fromCharCode(...file.bytes.slice(0, 2));
        expect(magic).toBe(format === 'pdf' ? '%P' : 'PK');
      }
    }
  });

  it('refuses an unknown format', async () => {
    await expect(buildReport('tax-summary', 'odt' as never, data)).rejects.toThrow(RangeError);
  });

  it('builds for an estate with no records yet', async () => {
    const empty = {
      estate: { _id: 'e', estateName: 'Estate of Nobody' },
      assets: [],
      accounts: [],
      transactions: [],
      parties: [],
      period: { from: '2025-01-01', to: '2025-01-31' },
      today: '2025-02-01',
    };
    for (const format of REPORT_FORMATS) {
      const file = await buildReport('estate-accounts', format, empty);
      expect(file.bytes.length).toBeGreaterThan(1000);
    }
  });
});
