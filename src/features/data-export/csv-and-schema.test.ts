import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ENTITY_FIELDS } from '../../domain/schemas/index.ts';
import { recordsCsv } from './csv.ts';
import { EXPORT_ENTITIES } from './format.ts';
import { exportJsonSchema } from './json-schema.ts';

const ID = '0190f5a0-0000-7000-8000-000000000001';
const ESTATE = '0190f5a0-0000-7000-8000-000000000002';

describe('CSV tables for an accountant', () => {
  it('has the fields’ words as headers, amounts in dollars, nested fields flattened, and no formulas', () => {
    const csv = recordsCsv('transactions', [
      {
        _id: ID,
        estate: ESTATE,
        kind: 'receipt',
        type: 'cheque',
        date: '2026-02-01',
        amount: 123_456,
        ledger: 'capital',
        payee: '=HYPERLINK("http://x")',
        notes: 'Line one\nline "two", three',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const [header, row] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(header![0]).toBe('Id');
    expect(cell('Amount ($)')).toBe('1234.56');
    expect(cell('Payee')).toBe(`'=HYPERLINK("http://x")`);
    expect(cell('Notes')).toBe('Line one\nline "two", three');
    expect(cell('Date')).toBe('2026-02-01');

    const estates = recordsCsv('estates', [
      { _id: ESTATE, estateName: 'Estate of A', deceased: { name: 'A', dateOfDeath: '2026-01-15' } },
    ]);
    const [estateHeader] = Papa.parse<string[]>(estates.slice(1)).data;
    expect(estateHeader).toEqual(['Id', 'Estate/Trust Name', 'Deceased – Name', 'Deceased – Date of death']);
  });
});

describe('the JSON Schema shipped in every export', () => {
  it('defines each exported entity from its valibot schema, with its id required', () => {
    const schema = exportJsonSchema() as {
      $defs: Record<string, { properties: Record<string, unknown>; required: string[] }>;
      properties: Record<string, { items: { $ref: string } }>;
    };
    for (const entity of EXPORT_ENTITIES) {
      const def = schema.$defs[entity]!;
      expect(def.required).toContain('_id');
      expect(Object.keys(def.properties).sort()).toEqual(
        [
          '_id',
          ...(entity === 'assets'
            ? Object.keys(def.properties).filter((k) => k !== '_id')
            : ENTITY_FIELDS[entity]),
        ].sort(),
      );
      expect(schema.properties[entity]!.items.$ref).toBe(`#/$defs/${entity}`);
    }
    expect(schema.$defs.estates!.required).toContain('estateName');
    expect(schema.$defs.transactions!.properties.amount).toMatchObject({ type: 'integer', minimum: 1 });
  });
});
