import fc from 'fast-check';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { BODY_SCHEMAS, referencesIn } from '../../domain/schemas/index.ts';
import { buildExportZip } from './build-export.ts';
import {
  csvPath,
  EXPORT_ENTITIES,
  type ExportedContent,
  type ExportedRecord,
  type ExportRecords,
} from './format.ts';
import { planImport } from './plan-import.ts';
import { readExportZip } from './read-export.ts';

/**
 * Issue 31: any generated estate (parties, accounts, documents with and without content,
 * transactions linking accounts, documents and advances, liabilities paid by transactions; names
 * with commas, quotes, line breaks and formula characters) goes through the export zip and back
 * unchanged, its CSV tables hold every record, and an import with new ids renames every reference
 * while one with kept ids changes nothing.
 */
const NOW = new Date('2026-11-26T15:00:00Z');
const name = fc
  .oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('=SUM(A1)', 'a, "quoted"\nname', 'Émile Tremblay', '+1 416'),
  )
  .map((s) => `N ${s}`.slice(0, 200));
const pick = <T>(list: readonly T[], index: number | null): T | undefined =>
  index === null || list.length === 0 ? undefined : list[index % list.length];

const estateArb = fc.record({
  estateName: name,
  withFile: fc.boolean(),
  parties: fc.array(name, { maxLength: 4 }),
  accounts: fc.array(name, { maxLength: 3 }),
  documents: fc.array(fc.record({ title: name, content: fc.option(fc.uint8Array({ maxLength: 3000 })) }), {
    maxLength: 3,
  }),
  transactions: fc.array(
    fc.record({
      receipt: fc.boolean(),
      amount: fc.integer({ min: 1, max: 1_000_000_000 }),
      day: fc.integer({ min: 1, max: 28 }),
      payee: name,
      account: fc.option(fc.nat()),
      document: fc.option(fc.nat()),
      advance: fc.option(fc.nat()),
    }),
    { maxLength: 8 },
  ),
  liabilities: fc.array(
    fc.record({
      creditor: name,
      amount: fc.integer({ min: 0, max: 100_000_000 }),
      party: fc.option(fc.nat()),
      paidBy: fc.array(fc.nat(), { maxLength: 2 }),
    }),
    { maxLength: 3 },
  ),
});

type Generated = typeof estateArb extends fc.Arbitrary<infer T> ? T : never;

function recordsOf(g: Generated): { records: ExportRecords; contents: ExportedContent[] } {
  const records = Object.fromEntries(EXPORT_ENTITIES.map((e) => [e, []])) as unknown as ExportRecords;
  const file = g.withFile ? { _id: uuidv7(), name: `File ${g.estateName}`, status: 'active' } : undefined;
  if (file) records.files.push(file);
  const estate = {
    _id: uuidv7(),
    estateName: g.estateName,
    status: 'open',
    ...(file ? { file: file._id } : {}),
  };
  records.estates.push(estate);
  const under = { estate: estate._id };
  records.parties = g.parties.map((n) => ({ _id: uuidv7(), ...under, name: n, role: 'beneficiary' }));
  records.accounts = g.accounts.map((n) => ({ _id: uuidv7(), ...under, name: n, currency: 'CAD' }));
  const contents: ExportedContent[] = [];
  records.documents = g.documents.map((d) => {
    const id = uuidv7();
    if (d.content)
      contents.push({
        documentId: id,
        fileName: `${d.title}.pdf`,
        mimeType: 'application/pdf',
        bytes: d.content,
      });
    return {
      _id: id,
      ...under,
      title: d.title,
      type: 'Other',
      ...(d.content ? { hasContent: true, size: d.content.length } : {}),
    };
  });
  records.transactions = g.transactions.map((t) => {
    const account = pick(records.accounts, t.account);
    const document = pick(records.documents, t.document);
    const advance = t.receipt ? undefined : pick(records.parties, t.advance);
    return {
      _id: uuidv7(),
      ...under,
      kind: t.receipt ? 'receipt' : 'disbursement',
      type: 'cheque',
      date: `2026-02-${String(t.day).padStart(2, '0')}`,
      amount: t.amount,
      ledger: 'capital',
      payee: t.payee,
      ...(account ? { [t.receipt ? 'toAccount' : 'fromAccount']: account._id } : {}),
      ...(document ? { document: document._id } : {}),
      ...(advance ? { advanceTo: advance._id } : {}),
    };
  });
  records.liabilities = g.liabilities.map((l) => {
    const party = pick(records.parties, l.party);
    const paidBy = [...new Set(l.paidBy.map((i) => pick(records.transactions, i)?._id).filter((id) => !!id))];
    return {
      _id: uuidv7(),
      ...under,
      creditor: l.creditor,
      amountAtDeath: l.amount,
      paidBy,
      ...(party ? { party: party._id } : {}),
    };
  });
  for (const entity of EXPORT_ENTITIES)
    for (const { _id, ...body } of records[entity])
      expect(
        v.safeParse(BODY_SCHEMAS[entity] as v.GenericSchema, body).success,
        `${entity} ${JSON.stringify(body)}`,
      ).toBe(true);
  return { records, contents };
}

const withoutServerFields = (entity: string, r: ExportedRecord) => {
  const { hasContent: _, ...rest } = r;
  return entity === 'documents' ? rest : r;
};

describe('export and import of generated estates', () => {
  it('round-trips every record, every content and every CSV row; new ids rename every reference', async () => {
    await fc.assert(
      fc.asyncProperty(estateArb, async (g) => {
        const { records, contents } = recordsOf(g);
        const zip = await buildExportZip({
          scope: { kind: 'estate', estateId: records.estates[0]!._id, estateName: g.estateName },
          records,
          contents,
          documentsWithoutContent: [],
          now: NOW,
        });
        const read = await readExportZip(zip);
        expect(read.records).toEqual(records);
        expect([...read.contents.values()].map((c) => [c.documentId, [...c.bytes]])).toEqual(
          contents.map((c) => [c.documentId, [...c.bytes]]),
        );

        const files = unzipSync(zip);
        for (const entity of EXPORT_ENTITIES) {
          const table = Papa.parse<string[]>(
            new TextDecoder().decode(files[csvPath(entity)]!).replace(/^\uFEFF/, ''),
            {
              skipEmptyLines: true,
            },
          ).data;
          expect(table.slice(1).map((row) => row[0])).toEqual(records[entity].map((r) => r._id));
          // No cell a spreadsheet would run as a formula.
          for (const row of table) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
        }

        const originals = new Set(EXPORT_ENTITIES.flatMap((e) => records[e].map((r) => r._id)));
        const fresh = planImport(read, { ids: 'new', newId: uuidv7 });
        expect(fresh.missing).toEqual([]);
        const planned = new Set(fresh.records.map((r) => r.id));
        for (const [index, record] of fresh.records.entries()) {
          expect(originals.has(record.id)).toBe(false);
          const text = JSON.stringify(record.fields);
          for (const old of originals) expect(text.includes(old)).toBe(false);
          for (const ref of referencesIn(record.entity, record.fields, Object.keys(record.fields))) {
            expect(planned.has(ref.id)).toBe(true);
            expect(originals.has(ref.id)).toBe(false);
          }
          const source = EXPORT_ENTITIES.flatMap((e) => records[e].map((r) => ({ e, r })))[index]!;
          expect(record.entity).toBe(source.e);
          expect(fresh.ids.get(source.r._id)).toBe(record.id);
        }
        expect(fresh.contents.map((c) => c.documentId)).toEqual(
          contents.map((c) => fresh.ids.get(c.documentId)),
        );

        const kept = planImport(read, { ids: 'keep', newId: uuidv7 });
        expect(kept.records.map((r) => ({ _id: r.id, ...r.fields }))).toEqual(
          EXPORT_ENTITIES.flatMap((e) => records[e].map((r) => withoutServerFields(e, r))),
        );
      }),
      { numRuns: 100 },
    );
  });
});
