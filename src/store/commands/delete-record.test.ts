import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import type { LocalDb } from '../db.ts';
import { createRepos } from '../repos.ts';
import { signedInDb } from '../signed-in-db.ts';
import { deleteDocument, deleteRecord, linksTo } from './delete-record.ts';
import { keepDocumentContent } from './document-content.ts';

let db: LocalDb;

beforeEach(async () => {
  db = await signedInDb(
    'delete-record',
    { indexedDB, IDBKeyRange },
    { organization: { _id: uuidv7(), name: 'F' } },
  );
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** An estate whose asset, beneficiary and payment are each named by other records. */
async function linkedEstate() {
  const repos = createRepos({ db });
  const estate = await repos.estates.create({ estateName: 'Estate of A' });
  const house = await repos.assets.create({
    estate: estate._id,
    name: 'House',
    assetClass: 'real_property',
    fmvDoD: 50_000_000,
    valuationDate: '2026-01-02',
    details: { address: '1 Main St' },
  });
  const heir = await repos.parties.create({ estate: estate._id, name: 'Heir', role: 'beneficiary' });
  const ring = await repos.assets.create({
    estate: estate._id,
    name: 'Ring',
    assetClass: 'personal_property',
    fmvDoD: 300_000,
    valuationDate: '2026-01-02',
    details: { category: 'jewelry' },
    status: 'disposed',
    dispositionDate: '2026-04-01',
    proceeds: 300_000,
    distributedTo: heir._id,
  });
  const sale = await repos.transactions.create({
    estate: estate._id,
    kind: 'receipt',
    type: 'eft',
    date: '2026-03-01',
    amount: 48_000_000,
    realisesAsset: house._id,
    costsOfSale: 2_000_000,
  });
  const advance = await repos.transactions.create({
    estate: estate._id,
    kind: 'disbursement',
    type: 'cheque',
    date: '2026-03-02',
    amount: 100_000,
    advanceTo: heir._id,
  });
  const visa = await repos.liabilities.create({
    estate: estate._id,
    creditor: 'Visa',
    party: heir._id,
    amountAtDeath: 100_000,
    paidBy: [advance._id],
  });
  const court = await repos.courtAccounts.create({
    estate: estate._id,
    passedAccounts: {
      passedTo: '2026-02-01',
      capitalCash: 0,
      revenueCash: 0,
      assets: [{ asset: house._id, value: 50_000_000 }],
    },
    coTrustees: [{ party: heir._id, numerator: 1, denominator: 2 }],
    compensationTaken: [
      {
        id: uuidv7(),
        date: '2026-03-03',
        amount: 500,
        ledger: 'capital',
        authority: 'consent',
        trustee: heir._id,
        transaction: advance._id,
      },
    ],
  });
  return { repos, estate, house, heir, ring, sale, advance, visa, court };
}

describe('deleteRecord', () => {
  it('deletes an asset and takes it out of the receipt that realised it and of the accounts passed', async () => {
    const { house, sale, court } = await linkedEstate();
    expect(await linksTo(db, 'assets', house._id)).toEqual({
      assets: 0,
      transactions: 1,
      liabilities: 0,
      courtAccounts: 1,
    });
    const before = (await db.outbox.count()) as number;
    await deleteRecord(db, 'assets', house._id);

    expect(await db.assets.get(house._id)).toBeUndefined();
    const receipt = await db.transactions.get(sale._id);
    expect(receipt).toMatchObject({ amount: 48_000_000, realisesAsset: null, costsOfSale: null });
    expect((await db.courtAccounts.get(court._id))?.passedAccounts?.assets).toEqual([]);
    // One action in the outbox, which the server applies whole or refuses whole: the unlinking and
    // the delete never reach it apart, so it never holds a dangling link.
    const queued = (await db.outbox.orderBy('seq').toArray()).slice(before);
    expect(queued.map((r) => r.mutator?.name)).toEqual(['deleteRecord']);
    expect(queued[0]?.mutator?.args).toEqual({ entity: 'assets', id: house._id });
    expect(Object.keys(queued[0]?.mutator?.bases ?? {}).sort()).toEqual(
      [house._id, sale._id, court._id].sort(),
    );
  });

  it('deletes a beneficiary: the advance keeps its amount; the asset given in kind, the liability and the compensation forget the party', async () => {
    const { heir, ring, advance, visa, court } = await linkedEstate();
    expect(await linksTo(db, 'parties', heir._id)).toEqual({
      assets: 1,
      transactions: 1,
      liabilities: 1,
      courtAccounts: 1,
    });
    await deleteRecord(db, 'parties', heir._id);

    expect(await db.parties.get(heir._id)).toBeUndefined();
    expect(await db.transactions.get(advance._id)).toMatchObject({ amount: 100_000, advanceTo: null });
    expect(await db.assets.get(ring._id)).toMatchObject({ status: 'disposed', distributedTo: null });
    expect(await db.liabilities.get(visa._id)).toMatchObject({ party: null, paidBy: [advance._id] });
    const record = await db.courtAccounts.get(court._id);
    expect(record?.coTrustees).toEqual([]);
    expect(record?.compensationTaken?.[0]).toMatchObject({ trustee: null, transaction: advance._id });
  });

  it('deletes a payment: the liability it paid is outstanding again and the compensation taken loses its payment', async () => {
    const { advance, visa, court, sale } = await linkedEstate();
    await deleteRecord(db, 'transactions', advance._id);

    expect(await db.transactions.get(advance._id)).toBeUndefined();
    expect(await db.transactions.get(sale._id)).toBeDefined();
    expect((await db.liabilities.get(visa._id))?.paidBy).toEqual([]);
    expect((await db.courtAccounts.get(court._id))?.compensationTaken?.[0]).toMatchObject({
      transaction: null,
    });
  });

  it('refuses the whole delete, writing nothing, when the role may not change a link (Staff and the compensation claim)', async () => {
    const { heir, advance } = await linkedEstate();
    await db.session.update('current', { 'user.role': 'Staff' });
    const before = await db.outbox.count();
    await expect(deleteRecord(db, 'parties', heir._id)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(before);
    expect(await db.parties.get(heir._id)).toBeDefined();
    expect((await db.transactions.get(advance._id))?.advanceTo).toBe(heir._id);
  });

  it('does nothing for a record that is not on the device', async () => {
    await deleteRecord(db, 'assets', uuidv7());
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes a party who sent a notice received: their notice goes with them, the others stay', async () => {
    const { repos, heir, court } = await linkedEstate();
    const notice = { id: uuidv7(), kind: 'no-objection', party: heir._id, received: '2026-05-01' };
    const pgt = {
      id: uuidv7(),
      kind: 'no-objection',
      official: 'public-guardian-and-trustee',
      received: '2026-05-02',
    };
    await repos.courtAccounts.update(court._id, { noticesReceived: [notice, pgt] });
    expect((await linksTo(db, 'parties', heir._id)).courtAccounts).toBe(1);
    await deleteRecord(db, 'parties', heir._id);
    expect((await db.courtAccounts.get(court._id))?.noticesReceived).toEqual([pgt]);
  });

  it('deletes a document by its rules: the payment, the deadline and the court record it supported forget it', async () => {
    const { repos, estate, sale, court } = await linkedEstate();
    const will = await repos.documents.create({ estate: estate._id, title: 'Will' });
    await repos.transactions.update(sale._id, { document: will._id });
    const deadline = await repos.deadlines.create({
      estate: estate._id,
      key: 'probate-filed',
      state: 'done',
      on: '2026-02-01',
      document: will._id,
    });
    const notice = {
      id: uuidv7(),
      kind: 'no-objection',
      official: 'public-guardian-and-trustee',
      received: '2026-05-01',
      document: will._id,
    };
    await repos.courtAccounts.update(court._id, { certificateDocument: will._id, noticesReceived: [notice] });
    const before = await db.outbox.count();

    // The generic remove of a record others name runs its delete action, as one outbox row.
    await repos.documents.remove(will._id);
    expect(await db.documents.get(will._id)).toBeUndefined();
    expect((await db.transactions.get(sale._id))?.document).toBeNull();
    expect((await db.deadlines.get(deadline._id))?.document).toBeNull();
    const record = await db.courtAccounts.get(court._id);
    expect(record?.certificateDocument).toBeNull();
    expect(record?.noticesReceived).toEqual([{ ...notice, document: null }]);
    const queued = (await db.outbox.orderBy('seq').toArray()).slice(before);
    expect(queued.map((r) => r.mutator?.name)).toEqual(['deleteRecord']);
  });
});

describe('deleteDocument', () => {
  it('deletes the document as one action and its content on this device', async () => {
    const repos = createRepos({ db });
    const estate = await repos.estates.create({ estateName: 'Estate of B' });
    const doc = await repos.documents.create({ estate: estate._id, title: 'Will', type: 'Other' });
    const other = await repos.documents.create({ estate: estate._id, title: 'Photo', type: 'Other' });
    for (const d of [doc, other])
      await keepDocumentContent(db, {
        documentId: d._id,
        blob: new Blob(['%PDF-1.4']),
        fileName: `${d.title}.pdf`,
        mimeType: 'application/pdf',
      });
    const before = (await db.outbox.count()) as number;
    await deleteDocument(db, doc._id);
    expect(await db.documents.get(doc._id)).toBeUndefined();
    expect(await db.blobs.get(doc._id)).toBeUndefined();
    // The other document and its content stay.
    expect(await db.blobs.get(other._id)).toBeDefined();
    const queued = (await db.outbox.orderBy('seq').toArray()).slice(before);
    expect(queued.map((r) => r.mutator?.args)).toEqual([{ entity: 'documents', id: doc._id }]);
  });
});
