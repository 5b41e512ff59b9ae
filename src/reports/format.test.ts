import { describe, expect, it } from 'vitest';
import { courtHeadingLines, formatBasisPoints, formatCell, sheetNames } from './render/format.ts';

describe('report formatting', () => {
  it('formats money en-CA and shares from basis points', () => {
    expect(formatCell(123_456, 'money')).toBe('$1,234.56');
    expect(formatCell(-5, 'money')).toBe('-$0.05');
    expect(formatCell(3334, 'percent')).toBe('33.34%');
    expect(formatBasisPoints(10_000)).toBe('100.00%');
    expect(formatCell(null, 'money')).toBe('');
    expect(formatCell('Unrealised', 'money')).toBe('Unrealised');
  });

  it('sets the court heading on two lines, as the forms do', () => {
    expect(courtHeadingLines('Ontario Superior Court of Justice')).toEqual([
      'ONTARIO',
      'SUPERIOR COURT OF JUSTICE',
    ]);
    expect(courtHeadingLines('Superior Court of Justice')).toEqual(['SUPERIOR COURT OF JUSTICE']);
  });

  it('makes worksheet names Excel accepts', () => {
    const names = sheetNames(
      [
        { id: 'a', title: 'Schedule A: Original assets at the date of death', tables: [] },
        { id: 'b', title: 'x', sheetName: 'Notes', tables: [] },
      ],
      ['Notes'],
    );
    expect(names[0]).toBe('Schedule A Original assets at t');
    expect(names[0]?.length).toBeLessThanOrEqual(31);
    expect(names.slice(1)).toEqual(['Notes', 'Notes 2']);
  });
});
