import { describe, expect, it } from 'vitest';
import { courtOffices } from '../court-accounts/index.ts';
import { missingFromTable, newRow, officesToSave } from './court-offices.ts';

const BRAMPTON = { name: 'Brampton', address: '7755 Hurontario Street, Brampton, Ontario' };

describe('the court offices editor', () => {
  it('saves the rows by name, trimmed, leaving blank rows out', () => {
    const rows = [
      newRow({ name: ' Toronto ', address: '330 University Avenue, Toronto ' }),
      newRow(),
      newRow(BRAMPTON),
    ];
    expect(officesToSave(rows)).toEqual({
      ok: true,
      offices: [BRAMPTON, { name: 'Toronto', address: '330 University Avenue, Toronto' }],
    });
  });

  it('refuses an office without its address, pointing at its row, and one listed twice', () => {
    const rows = [newRow(BRAMPTON), newRow({ name: 'Milton', address: ' ' })];
    expect(officesToSave(rows)).toEqual({
      ok: false,
      message: 'Court office address is required (Milton).',
      row: 1,
    });
    const twice = officesToSave([newRow(BRAMPTON), newRow({ ...BRAMPTON, name: 'BRAMPTON' })]);
    expect(twice).toMatchObject({ ok: false, message: 'Each court office is listed once.' });
  });

  it('offers the offices the estates name that the table lacks', () => {
    expect(
      missingFromTable(
        [BRAMPTON],
        [
          { ...BRAMPTON, name: 'brampton' },
          { name: 'Milton', address: 'x' },
        ],
      ),
    ).toEqual([{ name: 'Milton', address: 'x' }]);
  });
});

describe('the offices an estate’s court details start from', () => {
  const estate = (courtOffice: string, courtAddress: string, updatedAt: string) => ({
    courtOffice,
    courtAddress,
    updatedAt,
    deletedAt: null,
  });

  it('take the firm’s table over an address typed on an estate, and keep the estates’ other offices', () => {
    const records = [
      estate('Brampton', 'an old address typed once', '2027-01-02'),
      estate('Milton', '491 Steeles Avenue East, Milton', '2027-01-01'),
    ];
    expect(courtOffices(records, [BRAMPTON])).toEqual([
      BRAMPTON,
      { name: 'Milton', address: '491 Steeles Avenue East, Milton' },
    ]);
    expect(courtOffices(records)[0]?.address).toBe('an old address typed once');
  });
});
