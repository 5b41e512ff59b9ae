import fc from 'fast-check';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { ENTITY_LIST } from '../../domain/registry.ts';
import { BODY_SCHEMAS, COURT_ACCOUNTS_REFERENCES, referencesIn } from '../../domain/schemas/index.ts';
import { buildExportZip } from './build-export.ts';
import {
  csvPath,
  EXPORT_ENTITIES,
  type ExportEntity,
  type ExportedContent,
  type ExportedRecord,
  type ExportRecords,
} from './format.ts';
import { planImport } from './plan-import.ts';
import { readExportZip } from './read-export.ts';

/**
 * Issue 31, issue 43: any generated estate goes through the export zip and back unchanged, its CSV
 * tables hold every record, and an import with new ids renames every reference while one with kept
 * ids changes nothing. The estate holds a record of every entity the export carries (the list is the
 * registry's: an entity added to the registry with no generator here fails), each valid by its
 * schema, naming the others by id wherever its schema has a reference (nested ones included); names
 * carry commas, quotes, line breaks and formula characters.
 */
const NOW = new Date('2026-11-26T15:00:00Z');
const name = fc
  .oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('=SUM(A1)', 'a, "quoted"\nname', 'Émile Tremblay', '+1 416'),
  )
  .map((s) => `N ${s}`.slice(0, 200));
const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const date = fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`);
const index = fc.option(fc.nat(), { freq: 3 });

/** What a record is built with: ids of records generated before it, its estate, its file's bytes. */
interface Context {
  /** The id of an earlier generated record of `entity`, by index, if there is one. */
  ref: (entity: ExportEntity, at: number | null) => string | undefined;
  estate: string;
  /** A document's content, exported beside its record. */
  attach: (bytes: Uint8Array) => void;
}
/** One record's fields, built once the records it may name exist; printed as its generated data. */
type Maker = ((c: Context) => Record<string, unknown>) & { [fc.toStringMethod]: () => string };

const some = <T>(
  item: fc.Arbitrary<T>,
  body: (t: T, c: Context) => Record<string, unknown>,
  maxLength = 3,
): fc.Arbitrary<Maker[]> =>
  fc
    .array(item, { maxLength })
    .map((items) =>
      items.map((t) =>
        Object.assign((c: Context) => body(t, c), { [fc.toStringMethod]: () => fc.stringify(t) }),
      ),
    );

/** Only the fields that have a value: an absent reference is left out, never `undefined`. */
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * A generator per entity the export carries, typed by that list, so an entity added to it without
 * one does not compile. `files` and `estates` are the scope's own (one estate, maybe in a file).
 */
const MAKERS: { [E in Exclude<ExportEntity, 'estates'>]: fc.Arbitrary<Maker[]> } = {
  files: some(
    fc.record({ name, fileNumber: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }) }),
    (f) => defined({ name: f.name, status: 'active', fileNumber: f.fileNumber }),
    1,
  ),
  accounts: some(fc.record({ name, balance: fc.option(cents) }), (a, { estate }) =>
    defined({
      estate,
      name: a.name,
      currency: 'CAD',
      ...(a.balance === null ? {} : { statementBalance: a.balance, statementDate: '2026-02-28' }),
    }),
  ),
  documents: some(
    fc.record({
      title: name,
      content: fc.option(fc.uint8Array({ maxLength: 3000 })),
      file: index,
      replacedBy: index,
    }),
    (d, { ref, estate, attach }) => {
      if (d.content) attach(d.content);
      return defined({
        estate,
        file: ref('files', d.file),
        // A version kept under another (the ids resolve whichever way round the two were made).
        replacedBy: ref('documents', d.replacedBy),
        title: d.title,
        type: 'Other',
        ...(d.content ? { hasContent: true, size: d.content.length } : {}),
      });
    },
  ),
  parties: some(
    fc.record({ name, role: fc.constantFrom('beneficiary', 'executor', 'creditor', 'other') }),
    (p, { estate }) => ({
      estate,
      name: p.name,
      role: p.role,
    }),
  ),
  assets: some(
    fc.record({ name, fmv: cents, inKind: index, proceeds: cents, onAccount: fc.boolean() }),
    (a, { ref, estate }) => {
      const to = ref('parties', a.inKind);
      return {
        estate,
        name: a.name,
        assetClass: 'other',
        details: {},
        fmvDoD: a.fmv,
        valuationDate: '2026-02-01',
        ...(to
          ? {
              status: 'disposed',
              dispositionDate: '2026-02-20',
              proceeds: a.proceeds,
              distributedTo: to,
              onAccountOfShare: a.onAccount,
            }
          : { status: 'active' }),
      };
    },
  ),
  transactions: some(
    fc.record({
      kind: fc.constantFrom('receipt', 'disbursement'),
      amount: fc.integer({ min: 1, max: 1_000_000_000 }),
      date,
      payee: name,
      account: index,
      document: index,
      asset: index,
      costs: fc.option(cents),
      party: index,
    }),
    (t, { ref, estate }) => {
      const receipt = t.kind === 'receipt';
      const realises = receipt ? ref('assets', t.asset) : undefined;
      const advanceTo = receipt ? undefined : ref('parties', t.party);
      return defined({
        estate,
        kind: t.kind,
        type: 'cheque',
        date: t.date,
        amount: t.amount,
        ledger: 'capital',
        payee: t.payee,
        [receipt ? 'toAccount' : 'fromAccount']: ref('accounts', t.account),
        document: ref('documents', t.document),
        realisesAsset: realises,
        costsOfSale: realises && t.costs !== null ? t.costs : undefined,
        advanceTo,
        // A disbursement is an advance or a purchase, never both.
        purchasesAsset: receipt || advanceTo ? undefined : ref('assets', t.asset),
      });
    },
    6,
  ),
  liabilities: some(
    fc.record({
      creditor: name,
      amount: cents,
      party: index,
      paidBy: fc.array(fc.nat(), { maxLength: 2 }),
      encumbers: index,
    }),
    (l, { ref, estate }) =>
      defined({
        estate,
        creditor: l.creditor,
        amountAtDeath: l.amount,
        party: ref('parties', l.party),
        encumbers: ref('assets', l.encumbers),
        paidBy: [...new Set(l.paidBy.map((i) => ref('transactions', i)).filter((id) => id !== undefined))],
      }),
  ),
  // One court-accounts record per estate at most.
  courtAccounts: some(
    fc.record({
      office: name,
      reserve: fc.option(cents),
      passedAsset: index,
      coTrustee: index,
      taken: fc.record({ amount: fc.integer({ min: 1, max: 1_000_000 }), trustee: index, paidBy: index }),
      notice: fc.record({ party: index, document: index }),
      certificate: index,
      judgment: index,
    }),
    (c, { ref, estate }) => {
      const asset = ref('assets', c.passedAsset);
      const coTrustee = ref('parties', c.coTrustee);
      const from = ref('parties', c.notice.party);
      return defined({
        estate,
        courtOffice: c.office,
        reserves: c.reserve === null ? [] : [{ id: uuidv7(), kind: 'other', amount: c.reserve }],
        passedAccounts: {
          passedTo: '2026-01-31',
          capitalCash: 0,
          revenueCash: 0,
          assets: asset ? [{ asset, value: 100 }] : [],
        },
        coTrustees: coTrustee ? [{ party: coTrustee, numerator: 1, denominator: 2 }] : [],
        compensationTaken: [
          defined({
            id: uuidv7(),
            date: '2026-02-15',
            amount: c.taken.amount,
            ledger: 'capital',
            authority: 'consent',
            trustee: ref('parties', c.taken.trustee),
            transaction: ref('transactions', c.taken.paidBy),
          }),
        ],
        noticesReceived: [
          defined({
            id: uuidv7(),
            kind: 'no-objection',
            ...(from ? { party: from } : { official: 'childrens-lawyer' }),
            received: '2026-02-20',
            document: ref('documents', c.notice.document),
          }),
        ],
        certificateDocument: ref('documents', c.certificate),
        priorJudgmentDocument: ref('documents', c.judgment),
      });
    },
    1,
  ),
  deadlines: some(
    fc.record({
      key: fc.constantFrom('probate-application', 'notice-to-beneficiaries'),
      on: date,
      document: index,
    }),
    (d, { ref, estate }) =>
      defined({ estate, key: d.key, state: 'done', on: d.on, document: ref('documents', d.document) }),
  ),
};

/**
 * The registry's entities an export leaves behind (src/features/data-export/format.ts): the firm's
 * people (users, organizations), the beneficiaries' approvals and the conflict log.
 */
const STAY_WITH_THE_FIRM = ['users', 'organizations', 'approvals', 'conflicts'];

/** Records generated per entity, and ids named per reference field (`entity.field`), over all runs. */
const seen = { records: new Map<string, number>(), references: new Map<string, number>() };
const count = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

const estateArb = fc.record({
  estateName: name,
  children: fc.record(MAKERS),
});

type Generated = typeof estateArb extends fc.Arbitrary<infer T> ? T : never;

function recordsOf(g: Generated): { records: ExportRecords; contents: ExportedContent[] } {
  const records = Object.fromEntries(EXPORT_ENTITIES.map((e) => [e, []])) as unknown as ExportRecords;
  const contents: ExportedContent[] = [];
  const ref: Context['ref'] = (entity, at) => {
    const list = records[entity];
    return at === null || list.length === 0 ? undefined : list[at % list.length]?._id;
  };
  const estate = uuidv7();
  for (const entity of EXPORT_ENTITIES) {
    if (entity === 'estates') {
      records.estates.push(
        defined({
          _id: estate,
          estateName: g.estateName,
          status: 'open',
          file: ref('files', 0),
        }) as ExportedRecord,
      );
      continue;
    }
    for (const make of g.children[entity]) {
      const _id = uuidv7();
      const attach = (bytes: Uint8Array) =>
        contents.push({ documentId: _id, fileName: 'content.pdf', mimeType: 'application/pdf', bytes });
      records[entity].push({ _id, ...make({ ref, estate, attach }) });
    }
  }
  for (const entity of EXPORT_ENTITIES) {
    count(seen.records, entity, records[entity].length);
    for (const { _id, ...body } of records[entity]) {
      expect(
        v.safeParse(BODY_SCHEMAS[entity] as v.GenericSchema, body).success,
        `${entity} ${JSON.stringify(body)}`,
      ).toBe(true);
      // Every id a record names is a generated record of the entity the field points at.
      for (const named of referencesIn(entity, body, Object.keys(body))) {
        const target = records[named.target as ExportEntity] ?? [];
        expect(
          target.some((r) => r._id === named.id),
          `${entity}.${named.field}`,
        ).toBe(true);
        count(seen.references, `${entity}.${named.field}`);
      }
    }
  }
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
    console.log(
      `export round trip, records per entity: ${JSON.stringify(Object.fromEntries(seen.records))};`,
      `ids named per reference: ${JSON.stringify(Object.fromEntries(seen.references))}`,
    );
    // The export carries every entity of the registry but those it leaves with the firm...
    expect([...EXPORT_ENTITIES].sort()).toEqual(
      ENTITY_LIST.map((e) => e.name)
        .filter((e) => !STAY_WITH_THE_FIRM.includes(e))
        .sort(),
    );
    // ...and every one of them, and every reference of each, was generated in the runs.
    for (const entity of EXPORT_ENTITIES) {
      expect(seen.records.get(entity) ?? 0, entity).toBeGreaterThan(0);
      const fields = [
        ...Object.keys(ENTITY_LIST.find((e) => e.name === entity)?.references ?? {}),
        ...(entity === 'courtAccounts' ? Object.keys(COURT_ACCOUNTS_REFERENCES) : []),
      ];
      for (const field of fields)
        expect(seen.references.get(`${entity}.${field}`) ?? 0, `${entity}.${field}`).toBeGreaterThan(0);
    }
  });
});
