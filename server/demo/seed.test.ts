import { extractText } from 'unpdf';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { courtLawyerOf, lawyerOfRecordChecks } from '../../src/domain/rules/ontario/index.ts';
import {
  ALL_ROLES,
  ASSET_CLASSES,
  ESTATE_STATUSES,
  FILE_STATUSES,
  OrganizationBody,
} from '../../src/domain/schemas/index.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Db } from '../store/db.ts';
import { seedDemo, seedIfEmpty, shouldSeed } from './seed.ts';
import { Writer } from './writer.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const embedded = { demo: 'auto', databaseUrl: undefined, production: false } as const;

let db: Db;
let seeded: Awaited<ReturnType<typeof seedDemo>>;

type Row = { id: string; organization: string; data: Record<string, unknown>; created_at: unknown };
const records = (entity: string, organization: string) =>
  db.query<Row>(
    'select id, organization, data, created_at from records where entity = $1 and organization = $2',
    [entity, organization],
  );

beforeAll(async () => {
  db = await openTestDb();
  expect(await shouldSeed(db, embedded)).toBe(true);
  seeded = await seedDemo(db, NOW);
});

afterAll(async () => {
  await db.close();
});

describe('demo data', () => {
  it('has files and estates in every status, each estate in a file of the firm', async () => {
    const files = await records('files', seeded.organizationId);
    const estates = await records('estates', seeded.organizationId);
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(estates.length).toBeGreaterThanOrEqual(8);
    expect(new Set(files.map((f) => f.data.status))).toEqual(new Set(FILE_STATUSES));
    expect(new Set(estates.map((e) => e.data.status))).toEqual(new Set(ESTATE_STATUSES));
    const fileIds = new Set(files.map((f) => f.id));
    for (const estate of estates) expect(fileIds.has(estate.data.file as string)).toBe(true);
    expect(files.some((f) => estates.filter((e) => e.data.file === f.id).length > 1)).toBe(true);
    for (const status of ['open', 'under_review', 'pending_court_approval']) {
      const estate = estates.find((e) => e.data.status === status)!;
      expect(estate.data.executor).toMatchObject({
        name: expect.any(String),
        phone: expect.stringMatching(/^\d{3}-555-\d{4}$/),
      });
      expect(estate.data.keyDates).toMatchObject({
        dateOfDeath: expect.any(String),
        courtDeadline: expect.any(String),
      });
    }
  });

  it('has the court details and reserves of the estate whose accounts are before the court', async () => {
    const estates = await records('estates', seeded.organizationId);
    const okafor = estates.find((e) => e.data.estateName === 'Estate of Samuel Okafor')!;
    expect(okafor.data.status).toBe('pending_court_approval');
    const court = (await records('courtAccounts', seeded.organizationId)).filter(
      (c) => c.data.estate === okafor.id,
    );
    expect(court).toHaveLength(1);
    expect(court[0]!.data).toMatchObject({
      courtOffice: 'Brampton',
      courtAddress: '7755 Hurontario Street, Brampton',
      courtFileNumber: expect.any(String),
      accountsKind: 'interim',
      reserves: [
        expect.objectContaining({ kind: 'costs-of-passing', amount: 450_000 }),
        expect.objectContaining({ kind: 'clearance-certificate-holdback', amount: 1_500_000 }),
      ],
    });
  });

  it('has the firm’s table of court offices, naming every office its estates’ court details name', async () => {
    const [firm] = await db.query<{ data: { courtOffices?: { name: string; address: string }[] } }>(
      'select data from records where entity = $1 and id = $2',
      ['organizations', seeded.organizationId],
    );
    const offices = firm!.data.courtOffices ?? [];
    const court = await records('courtAccounts', seeded.organizationId);
    expect(court.length).toBeGreaterThan(0);
    for (const c of court)
      expect(offices).toContainEqual({ name: c.data.courtOffice, address: c.data.courtAddress });
  });

  it('both firms have a complete record, and every estate names one of its lawyers as lawyer of record', async () => {
    for (const organization of [seeded.organizationId, seeded.secondOrganizationId]) {
      const [firm] = await db.query<{ data: Record<string, unknown> }>(
        'select data from records where entity = $1 and id = $2',
        ['organizations', organization],
      );
      const body = v.parse(OrganizationBody, firm!.data);
      const facts = { firm: body };
      expect(body.address).toMatchObject({
        line1: expect.any(String),
        city: expect.any(String),
        postalCode: expect.stringMatching(/^[A-Z]\d[A-Z] \d[A-Z]\d$/),
      });
      expect(body.telephone).toMatch(/^\d{3}-555-\d{4}$/);
      expect(body.email).toMatch(/@/);
      expect(body.lawyers?.length).toBeGreaterThanOrEqual(2);
      // The demo firm serves the Public Guardian and Trustee for Chen's charity: the letter names where.
      if (organization === seeded.organizationId)
        expect(body.officialAddresses?.['public-guardian-and-trustee']).toMatch(/Toronto, ON {2}M5G 2M6$/);
      for (const l of body.lawyers ?? []) expect(l.lsoNumber).toMatch(/^\d{5}[A-Z]$/);
      const estates = await records('estates', organization);
      expect(estates.length).toBeGreaterThan(0);
      for (const estate of estates) {
        const lawyerId = estate.data.lawyerOfRecord as string;
        // What generating the court documents requires: nothing for the checks to stop.
        expect(lawyerOfRecordChecks({ ...facts, lawyerId }), String(estate.data.estateName)).toEqual([]);
        expect(courtLawyerOf({ ...facts, lawyerId })?.addressLines.length).toBe(2);
      }
    }
  });

  it('has accounts at real banks, assets of every class and shares that add up', async () => {
    const org = seeded.organizationId;
    const [estates, accounts, assets, parties] = await Promise.all(
      ['estates', 'accounts', 'assets', 'parties'].map((e) => records(e, org)),
    );
    for (const estate of estates!) expect(accounts!.some((a) => a.data.estate === estate.id)).toBe(true);
    expect(new Set(accounts!.map((a) => (a.data.bank as { slug: string }).slug)).size).toBe(10);
    expect(accounts!.some((a) => a.data.currency === 'USD')).toBe(true);
    expect(new Set(assets!.map((a) => a.data.assetClass))).toEqual(new Set(ASSET_CLASSES));
    expect(
      assets!.some((a) => a.data.status === 'disposed' && a.data.proceeds && a.data.dispositionDate),
    ).toBe(true);
    expect(new Set(parties!.map((p) => p.data.role))).toEqual(
      new Set(['beneficiary', 'executor', 'creditor', 'other']),
    );
    for (const estate of estates!) {
      const shares = parties!.filter((p) => p.data.estate === estate.id && p.data.role === 'beneficiary');
      expect(shares.reduce((sum, p) => sum + (p.data.shareOfEstate as number), 0)).toBe(10000);
    }
  });

  it('has a year of transactions in both ledgers, none after now', async () => {
    const transactions = await records('transactions', seeded.organizationId);
    const months = new Set(transactions.map((t) => (t.data.date as string).slice(0, 7)));
    const lastYear = [...months].filter((m) => m > '2025-03');
    expect(lastYear.length).toBeGreaterThanOrEqual(12);
    expect(new Set(transactions.map((t) => t.data.kind))).toEqual(
      new Set(['receipt', 'disbursement', 'transfer']),
    );
    expect(new Set(transactions.map((t) => t.data.ledger))).toEqual(new Set(['capital', 'revenue']));
    for (const t of transactions) {
      expect((t.data.date as string) <= '2026-03-15').toBe(true);
      expect(Number.isSafeInteger(t.data.amount)).toBe(true);
    }
    const perEstate = new Map<string, number>();
    for (const t of transactions)
      perEstate.set(t.data.estate as string, (perEstate.get(t.data.estate as string) ?? 0) + 1);
    expect([...perEstate.values()].filter((n) => n >= 10).length).toBeGreaterThanOrEqual(3);
  });

  it('has documents of each court type and users of each role who can sign in', async () => {
    const documents = await records('documents', seeded.organizationId);
    expect(documents.length).toBeGreaterThanOrEqual(6);
    const types = new Set(documents.map((d) => d.data.type));
    for (const type of ['Schedule A', 'Schedule B', 'Schedule C', 'Affidavit of Executor', 'Other']) {
      expect(types.has(type)).toBe(true);
    }
    const users = await records('users', seeded.organizationId);
    expect(new Set(users.map((u) => u.data.role))).toEqual(new Set(ALL_ROLES));
    // The beneficiary sees the Chen estate, where the Schedule A is shared with them.
    const access = await db.query<{ estate_id: string; party_id: string | null }>(
      'select a.estate_id, a.party_id from estate_access a join records u on u.id = a.user_id where u.data ->> $1 = $2',
      ['email', 'emily.chen@example.com'],
    );
    expect(access).toHaveLength(1);
    expect(access[0]?.party_id).toBeTruthy();
    expect(
      documents.filter((d) => d.data.shared === true && d.data.estate === access[0]?.estate_id),
    ).toHaveLength(1);
    const [credential] = await db.query<{ user_id: string; organization: string; password_hash: string }>(
      'select user_id, organization, password_hash from credentials where email = $1',
      [DEMO_CREDENTIALS.email],
    );
    expect(credential?.organization).toBe(seeded.organizationId);
    expect(users.find((u) => u.id === credential?.user_id)?.data.role).toBe('Admin');
    expect(await verifyPassword(credential!.password_hash, DEMO_CREDENTIALS.password)).toBe(true);
  });

  it('gives every document a file to open: a PDF that says what it is', async () => {
    const documents = await records('documents', seeded.organizationId);
    const contents = await db.query<{
      document_id: string;
      mime_type: string;
      size: number;
      content: Uint8Array;
    }>('select document_id, mime_type, size, content from document_contents where organization = $1', [
      seeded.organizationId,
    ]);
    expect(contents.map((c) => c.document_id).sort()).toEqual(documents.map((d) => d.id).sort());
    for (const doc of documents) {
      const content = contents.find((c) => c.document_id === doc.id)!;
      expect(doc.data).toMatchObject({ hasContent: true, size: content.size, mimeType: 'application/pdf' });
      const { text } = await extractText(new Uint8Array(content.content), { mergePages: true });
      // The title as written (dashes and all), and that it is demo data.
      expect(text).toContain(String(doc.data.title));
      expect(text).toContain('Demo data: not a filed document.');
    }
  });

  it("keeps the second firm's records in its own organization", async () => {
    const second = seeded.secondOrganizationId;
    expect(second).not.toBe(seeded.organizationId);
    const [files, estates, assets, transactions, users] = await Promise.all(
      ['files', 'estates', 'assets', 'transactions', 'users'].map((e) => records(e, second)),
    );
    expect(files!.length).toBe(2);
    expect(estates!.length).toBe(2);
    expect(assets!.length).toBeGreaterThan(0);
    expect(transactions!.length).toBeGreaterThan(0);
    expect(users!.map((u) => u.data.email)).toEqual(['second@example.com']);
    const demoEstates = new Set((await records('estates', seeded.organizationId)).map((e) => e.id));
    for (const asset of assets!) expect(demoEstates.has(asset.data.estate as string)).toBe(false);
    expect(seeded.userIds).toHaveLength(4);
  });

  it('fails loudly when a demo record is rejected', async () => {
    const actor = { userId: seeded.userIds[0]!, organization: seeded.organizationId, role: 'Admin' as const };
    const w = new Writer(db, actor, NOW);
    await expect(w.create('files', { name: 'Bad', status: 'archived' as 'active' })).rejects.toThrow(
      /files was rejected \(invalid: Invalid data\).*status/,
    );
  });

  it('seeds only when asked and only once', async () => {
    expect(await seedIfEmpty(db, embedded, NOW)).toBe(false);
    expect(await seedIfEmpty(db, { ...embedded, demo: 'off' }, NOW)).toBe(false);
    expect(await seedIfEmpty(db, { ...embedded, demo: 'on' }, NOW)).toBe(false);
  });
});

describe('when to seed an empty database', () => {
  let empty: Db;
  beforeAll(async () => {
    empty = await openTestDb();
  });
  afterAll(async () => {
    await empty.close();
  });

  it("'auto' seeds only an embedded database outside production; 'off' never; 'on' always", async () => {
    expect(await shouldSeed(empty, embedded)).toBe(true);
    expect(await shouldSeed(empty, { ...embedded, databaseUrl: 'postgres://db/estates' })).toBe(false);
    expect(await shouldSeed(empty, { ...embedded, production: true })).toBe(false);
    expect(await shouldSeed(empty, { ...embedded, demo: 'off' })).toBe(false);
    expect(
      await shouldSeed(empty, { demo: 'on', databaseUrl: 'postgres://db/estates', production: true }),
    ).toBe(true);
    expect(await seedIfEmpty(empty, { ...embedded, production: true }, NOW)).toBe(false);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await seedIfEmpty(empty, embedded, NOW)).toBe(true);
      // It says how to sign in, but never prints the password: logs are kept and shipped.
      const lines = log.mock.calls.map((args) => args.join(' '));
      expect(lines.some((line) => line.includes(DEMO_CREDENTIALS.email))).toBe(true);
      expect(lines.filter((line) => line.includes(DEMO_CREDENTIALS.password))).toEqual([]);
    } finally {
      log.mockRestore();
    }
    expect(await seedIfEmpty(empty, embedded, NOW)).toBe(false);
  });

  it('gives the same data for the same now', async () => {
    const sql = `select data - 'estate' - 'fromAccount' - 'toAccount' - 'realisesAsset' - 'advanceTo' as data from records
      where entity = 'transactions' order by data ->> 'date', data ->> 'amount', data ->> 'payee'`;
    const [a, b] = await Promise.all([db.query(sql), empty.query(sql)]);
    expect(b.length).toBeGreaterThan(50);
    expect(b).toEqual(a);
  });
});
