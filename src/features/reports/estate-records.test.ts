import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { extractText } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import type { EstateRecord } from '../../domain/schemas/index.ts';
import { buildReportModel } from '../../reports/models/index.ts';
import { createCommands } from '../../store/commands.ts';
import { LocalDb } from '../../store/db.ts';
import type { LocalRecord } from '../../store/index.ts';
import { createQueries } from '../../store/queries.ts';
import { createRepos } from '../../store/repos.ts';
import { estateRecordsFrom, loadEstateRecords, type RecordTables, reportDataFor } from './estate-records.ts';
import { generateAndSaveReport } from './generate-report.ts';
import { formPeriod } from './report-form.ts';

const meta = {
  organization: 'org',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  version: 1,
};
const rec = (fields: Record<string, unknown>): LocalRecord => ({ _id: uuidv7(), ...meta, ...fields });

const ESTATE = uuidv7();
const OTHER = uuidv7();
const estate = rec({
  _id: ESTATE,
  estateName: 'Estate of Ada Test',
  deceased: { name: 'Ada Test', dateOfDeath: '2024-05-01' },
  keyDates: { certificateIssued: '2024-08-01' },
  status: 'open',
});
const account = rec({ estate: ESTATE, name: 'Estate chequing' });
// Fixtures carry only the fields these rules read.
const tables = {
  estates: [estate, rec({ _id: OTHER, estateName: 'Estate of Someone Else' })],
  assets: [
    rec({ estate: ESTATE, name: 'House', assetClass: 'real_property', fmvDoD: 50_000_000 }),
    rec({ estate: ESTATE, name: 'Car', assetClass: 'vehicle', fmvDoD: 1_000_000, deletedAt: '2025-01-01' }),
    rec({ estate: OTHER, name: 'Cottage', assetClass: 'real_property', fmvDoD: 9_900_000 }),
  ],
  accounts: [account, rec({ estate: OTHER, name: 'Other account' })],
  transactions: [
    rec({
      estate: ESTATE,
      kind: 'receipt',
      type: 'bank_deposit',
      ledger: 'capital',
      date: '2024-06-01',
      amount: 200_000,
      toAccount: account._id,
      payee: 'Service Canada',
      purpose: 'CPP death benefit',
    }),
    rec({
      estate: OTHER,
      kind: 'receipt',
      type: 'bank_deposit',
      date: '2024-06-01',
      amount: 5,
      toAccount: 'x',
    }),
  ],
  parties: [
    rec({ estate: ESTATE, role: 'beneficiary', name: 'Bo Test', shareOfEstate: 10_000 }),
    rec({ estate: OTHER, role: 'beneficiary', name: 'Not Ours', shareOfEstate: 10_000 }),
  ],
} as unknown as RecordTables;

describe('estateRecordsFrom', () => {
  it('keeps only the live records of the estate', () => {
    const records = estateRecordsFrom(tables, ESTATE)!;
    expect(records.estate.estateName).toBe('Estate of Ada Test');
    expect(records.assets.map((a) => a.name)).toEqual(['House']);
    expect(records.accounts.map((a) => a.name)).toEqual(['Estate chequing']);
    expect(records.transactions).toHaveLength(1);
    expect(records.parties.map((p) => p.name)).toEqual(['Bo Test']);
  });

  it('is null for an estate that is not here', () => {
    expect(estateRecordsFrom(tables, uuidv7())).toBeNull();
    expect(
      estateRecordsFrom(
        { ...tables, estates: [{ ...estate, deletedAt: '2025-01-01' } as unknown as EstateRecord] },
        ESTATE,
      ),
    ).toBeNull();
  });
});

describe('reportDataFor', () => {
  it('adds the period, the day, the court office and file number, the capacity and the claim', () => {
    const records = estateRecordsFrom(tables, ESTATE)!;
    const period = { from: '2024-05-01', to: '2025-04-30' };
    expect(reportDataFor(records, { period, today: '2025-05-02', courtFileNumber: '  ' })).toMatchObject({
      period,
      today: '2025-05-02',
      courtFileNumber: null,
      courtOffice: null,
      accountsKind: 'interim',
      options: {},
    });
    const data = reportDataFor(records, {
      period,
      today: '2025-05-02',
      courtFileNumber: ' CV-25-123 ',
      courtOffice: ' Kingston ',
      accountsKind: 'final',
      trusteeCapacity: 'Estate Trustee without a Will',
      compensationOverrides: { 'capital-receipts': 100, distributions: 0 },
    });
    expect(data).toMatchObject({
      courtFileNumber: 'CV-25-123',
      courtOffice: 'Kingston',
      accountsKind: 'final',
      trusteeCapacity: 'Estate Trustee without a Will',
    });
    expect(data.options).toEqual({
      court: { compensationOverrides: { 'capital-receipts': 100, distributions: 0 } },
    });
  });

  it('takes the claim kept on the estate under its old keys into the court accounts', () => {
    const records = estateRecordsFrom(tables, ESTATE)!;
    const kept = {
      ...records,
      estate: { ...records.estate, compensationClaim: { 'care-and-management': 12_345 } },
    };
    const data = reportDataFor(kept, {
      period: { from: '2024-05-01', to: '2025-04-30' },
      today: '2025-05-02',
    });
    const items = buildReportModel('estate-accounts', data).sections.find((x) => x.id === 'compensation')
      ?.tables[0]?.rows;
    expect(items?.at(-1)?.cells.claimed).toBe(12_345);
    // The CPP benefit of 2,000.00 and the house at 500,000.00: 2.5% of 502,000.00 = 12,550.00, claimed as computed.
    expect(items?.[0]?.cells).toMatchObject({ base: 50_200_000, computed: 1_255_000, claimed: 1_255_000 });
  });

  it('gives the Add Report form its period from the estate’s date of death', () => {
    expect(formPeriod('', estate as never, '2025-05-02').choice.period).toEqual({
      from: '2024-05-01',
      to: '2025-05-02',
    });
    expect(formPeriod('2024', estate as never, '2025-05-02').choice.used).toBe('year');
  });
});

describe('loading and saving on the device', () => {
  let db: LocalDb;
  let store: { queries: ReturnType<typeof createQueries>; commands: ReturnType<typeof createCommands> };
  beforeEach(async () => {
    db = new LocalDb(`reports-${uuidv7()}`, { indexedDB, IDBKeyRange });
    await db.session.put({
      key: 'current',
      token: 't',
      user: {
        _id: 'u',
        id: 'u',
        name: 'U',
        email: 'u@example.com',
        role: 'Admin',
        organization: { _id: 'org', name: 'F' },
      },
    });
    for (const [name, rows] of Object.entries(tables)) await db.table(name).bulkPut(rows);
    store = { queries: createQueries(db), commands: createCommands({ db, repos: createRepos({ db }) }) };
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('reads one estate’s records in one snapshot', async () => {
    const records = (await loadEstateRecords(store.queries, ESTATE))!;
    expect(records.assets.map((a) => a.name)).toEqual(['House']);
    expect(records.parties).toHaveLength(1);
    expect(records.deadlineClosures).toEqual({});
    expect(await loadEstateRecords(store.queries, uuidv7())).toBeNull();
  });

  it('lists the deadlines the firm closed as closed in the Tax Summary', async () => {
    await store.commands.repos.deadlines.create({
      estate: ESTATE,
      key: 'terminal-t1-return',
      state: 'done',
      on: '2025-04-28',
      by: 'Jordan Lee',
    });
    const records = (await loadEstateRecords(store.queries, ESTATE))!;
    expect(records.deadlineClosures).toEqual({
      'terminal-t1-return': { state: 'done', on: '2025-04-28', by: 'Jordan Lee' },
    });
    const data = reportDataFor(records, {
      period: { from: '2024-05-01', to: '2025-04-30' },
      today: '2030-01-01',
    });
    const rows = buildReportModel('tax-summary', data).sections.find((x) => x.id === 'deadlines')?.tables[0]
      ?.rows;
    expect(rows?.find((r) => r.cells.title === 'Final (terminal) T1 return')?.cells.status).toBe('Done');
  });

  it('puts the estate’s liability records in the Estate Accounts, outstanding from the disbursements that paid them', async () => {
    const { repos } = store.commands;
    const visa = await repos.parties.create({ estate: ESTATE, role: 'creditor', name: 'Visa' });
    await repos.parties.create({ estate: ESTATE, role: 'creditor', name: 'Hydro One' });
    const payment = await repos.transactions.create({
      estate: ESTATE,
      kind: 'disbursement',
      type: 'cheque',
      ledger: 'capital',
      date: '2024-07-01',
      amount: 100_000,
      fromAccount: account._id,
      payee: 'Visa',
    });
    await repos.liabilities.create({
      estate: ESTATE,
      creditor: 'Visa',
      party: visa._id,
      description: 'Card balance',
      amountAtDeath: 123_456,
      paidBy: [payment._id],
    });
    const gone = await repos.liabilities.create({ estate: ESTATE, creditor: 'Deleted', amountAtDeath: 5 });
    await repos.liabilities.remove(gone._id);
    const records = (await loadEstateRecords(store.queries, ESTATE))!;
    expect(records.liabilities?.map((l) => l.creditor)).toEqual(['Visa']);
    const data = reportDataFor(records, {
      period: { from: '2024-05-01', to: '2025-04-30' },
      today: '2025-05-02',
    });
    const rows = buildReportModel('estate-accounts', data).sections.find((x) => x.id === 'liabilities')
      ?.tables[0]?.rows;
    // The Visa record speaks for the Visa party; Hydro One, with no record, keeps its amount unknown.
    expect(rows?.map((r) => [r.cells.creditor, r.cells.owing, r.cells.paid, r.cells.outstanding])).toEqual([
      ['Visa', 123_456, 100_000, 23_456],
      ['Hydro One', null, 0, null],
    ]);
  });

  it('puts the estate’s court-accounts record and realisation links in the Estate Accounts', async () => {
    const { repos } = store.commands;
    const house = tables.assets[0]!;
    const sale = await repos.transactions.create({
      estate: ESTATE,
      kind: 'receipt',
      type: 'cheque',
      ledger: 'capital',
      date: '2024-08-01',
      amount: 48_000_000,
      toAccount: account._id,
      realisesAsset: house._id,
      costsOfSale: 2_500_000,
    });
    await repos.courtAccounts.create({
      estate: ESTATE,
      courtOffice: 'Kingston',
      courtFileNumber: 'CV-24-777',
      accountsKind: 'final',
      reserves: [{ id: uuidv7(), kind: 'costs-of-passing', amount: 750_000, basis: 'Lawyers’ estimate' }],
    });
    const records = (await loadEstateRecords(store.queries, ESTATE))!;
    expect(records.court?.courtFileNumber).toBe('CV-24-777');
    const data = reportDataFor(records, {
      period: { from: '2024-05-01', to: '2025-04-30' },
      today: '2025-05-02',
    });
    // Court details the request leaves out come from the stored record.
    expect(data).toMatchObject({
      courtOffice: 'Kingston',
      courtFileNumber: 'CV-24-777',
      accountsKind: 'final',
    });
    const model = buildReportModel('estate-accounts', data);
    expect(model.sections.find((x) => x.id === 'cover')?.paragraphs?.join(' ')).toMatch(
      /Court office: Kingston\. Court File No\. CV-24-777\./,
    );
    const reserves = model.sections
      .flatMap((x) => x.tables)
      .find((t) => t.title === 'Reserves held back')
      ?.rows.map((r) => [r.cells.label, r.cells.amount]);
    expect(reserves).toEqual([['Costs of the passing of accounts', 750_000]]);
    const sold = model.sections
      .find((x) => x.id === 'original-assets')
      ?.tables.flatMap((t) => t.rows)
      .find((r) => String(r.cells.name).startsWith('House'));
    // Net $480,000.00 received + $25,000.00 costs of sale = $505,000.00 gross; a gain of $5,000.00.
    expect(sold?.cells).toMatchObject({ gross: 50_500_000, gain: 500_000 });
    expect(sale.realisesAsset).toBe(house._id);
  });

  it('saves the generated report as a document with its file queued for upload', async () => {
    const records = (await loadEstateRecords(store.queries, ESTATE))!;
    const data = reportDataFor(records, {
      period: { from: '2024-05-01', to: '2025-04-30' },
      today: '2025-05-02',
    });
    const report = await generateAndSaveReport(store.commands, 'tax-summary', 'pdf', data);
    expect(report.title).toBe('Tax Summary — 2024-05-01 to 2025-04-30');
    expect(report.document).toMatchObject({
      estate: ESTATE,
      title: report.title,
      type: 'Report',
      fileName: 'estate-of-ada-test-tax-summary-2024-05-01-to-2025-04-30.pdf',
      mimeType: 'application/pdf',
      size: report.file.size,
      date: '2025-05-02',
    });
    expect(report.shared).toBe(false);
    expect(report.document.shared).toBeUndefined();
    const blob = await db.blobs.get(report.document._id);
    expect(blob).toMatchObject({
      state: 'pending',
      fileName: report.document.fileName,
      size: report.file.size,
    });
    expect(await db.outbox.where('entityId').equals(report.document._id).count()).toBe(1);
    const { text } = await extractText(new Uint8Array(await report.file.arrayBuffer()), { mergePages: true });
    // $500,000 at death: $15 × 450 bands above $50,000.
    expect(text.replace(/\s+/g, ' ')).toContain('$6,750.00');
  });

  it('shares the saved report with the estate’s beneficiaries only when asked', async () => {
    const records = (await loadEstateRecords(store.queries, ESTATE))!;
    const data = reportDataFor(records, {
      period: { from: '2024-05-01', to: '2025-04-30' },
      today: '2025-05-02',
    });
    const report = await generateAndSaveReport(store.commands, 'tax-summary', 'pdf', data, { shared: true });
    expect(report.shared).toBe(true);
    expect((await db.documents.get(report.document._id))?.shared).toBe(true);
    const row = await db.outbox.where('entityId').equals(report.document._id).first();
    expect(row?.patch).toMatchObject({ shared: true, type: 'Report' });
  });
});
