import { describe, expect, it } from 'vitest';
import type { StoredCourtAccounts } from '../../domain/rules/ontario/index.ts';
import { WORKED_INPUT } from '../../domain/rules/ontario/worked-example.fixture.ts';
import type { ReportData } from '../model.ts';
import { courtAccountsFor, courtInputFor, equalSplitAssumed } from './court-data.ts';
import { estateAccountsModel } from './estate-accounts.ts';

const EXEC2 = {
  _id: 'p-exec2',
  estate: 'estate-ramsay',
  role: 'executor' as const,
  name: 'Thomas Ramsay',
};

/** The worked example with the house sale (r2) linked to the house, costs of sale $32,775.50. */
const withLinks = (): ReportData => ({
  ...WORKED_INPUT,
  transactions: WORKED_INPUT.transactions.map((t) =>
    t._id === 'r2' ? { ...t, realisesAsset: 'asset-house', costsOfSale: 3_277_550 } : t,
  ),
  parties: [...WORKED_INPUT.parties, EXEC2],
  today: '2025-03-20',
});

const STORED: StoredCourtAccounts = {
  estate: 'estate-ramsay',
  courtOffice: 'Kingston',
  courtFileNumber: 'CV-25-0001',
  reserves: [
    { id: 'r-a', kind: 'terminal-t1-tax', amount: 1_200_000, basis: 'Accountant, 2025-02-03' },
    { id: 'r-b', kind: 'costs-of-passing', amount: 500_000 },
  ],
  passedAccounts: {
    passedTo: '2024-03-14',
    judgmentDate: '2024-03-30',
    capitalCash: 0,
    revenueCash: 0,
    assets: [
      { asset: 'asset-house', value: 60_000_000 },
      { asset: 'asset-shares', value: 8_500_000 },
      { asset: 'asset-car', value: 1_235_000 },
    ],
  },
  coTrustees: [
    { party: 'p-exec', numerator: 2, denominator: 3 },
    { party: 'p-exec2', numerator: 1, denominator: 3 },
  ],
  compensationTaken: [
    {
      id: 'c-1',
      date: '2024-12-01',
      amount: 300_000,
      ledger: 'capital',
      authority: 'consent',
      reference: 'All beneficiaries',
      trustee: 'p-exec',
    },
  ],
  compensationReasons: { 'time-occupied': 'Weekly visits for six months', 'skill-and-ability': '  ' },
};

describe('courtInputFor reads the stored records', () => {
  it('builds the realisation link from the receipt, with its costs of sale', () => {
    const input = courtInputFor(withLinks());
    expect(input.links).toEqual([
      { transactionId: 'r2', kind: 'realisation', assetId: 'asset-house', costsOfSale: 3_277_550 },
    ]);
    const house = courtAccountsFor(withLinks()).originalAssets.rows.find((r) => r.assetId === 'asset-house');
    // Net $630,000.00 received + $32,775.50 costs = $662,775.50 gross.
    expect(house).toMatchObject({ costsOfSale: 3_277_550, gross: 66_277_550 });
  });

  it('reads an asset recorded as distributed in kind: a distribution to the named beneficiary, not a loss', () => {
    // The car given to Tom under the will, at $11,000.00 on 2024-08-01 (carried at $12,350.00).
    const data = withLinks();
    const given: ReportData = {
      ...data,
      assets: data.assets.map((a) =>
        a._id === 'asset-car'
          ? {
              ...a,
              status: 'disposed' as const,
              dispositionDate: '2024-08-01',
              proceeds: 1_100_000,
              distributedTo: 'p-tom',
            }
          : a,
      ),
    };
    expect(courtInputFor(given).inKind).toEqual([
      {
        assetId: 'asset-car',
        beneficiaryId: 'p-tom',
        date: '2024-08-01',
        value: 1_100_000,
        onAccountOfShare: false,
      },
    ]);
    const accounts = courtAccountsFor(given);
    const car = accounts.originalAssets.rows.find((r) => r.assetId === 'asset-car');
    // 11,000.00 - 12,350.00 = -1,350.00: the fall in value before it was handed over.
    expect(car).toMatchObject({
      outcome: 'distributed-in-kind',
      gross: 1_100_000,
      gainLoss: -135_000,
      beneficiaryId: 'p-tom',
    });
    const entry = accounts.schedules.capitalDisbursements.entries.find((e) => e.assetId === 'asset-car');
    expect(entry).toMatchObject({
      kind: 'distribution-in-kind',
      amount: 1_100_000,
      beneficiaryId: 'p-tom',
      payee: 'Thomas Ramsay',
      description: '2018 Honda Civic, distributed in kind (specific bequest)',
    });
    expect(accounts.capitalAccount.isBalanced).toBe(true);
    // A specific bequest is not brought into account against Tom's share of the residue.
    expect(accounts.distribution.rows.find((r) => r.partyId === 'p-tom')?.advances ?? 0).toBe(0);
    // Without the beneficiary it is an ordinary disposal again, with no distribution to anyone.
    const sold = { ...given, assets: given.assets.map((a) => ({ ...a, distributedTo: null })) };
    expect(courtInputFor(sold).inKind).toBeUndefined();
  });

  it('takes the reserves, the accounts passed, the co-trustees’ shares, the compensation taken and the reasons', () => {
    const data = { ...withLinks(), courtRecord: STORED };
    const input = courtInputFor(data);
    expect(input.reserves).toEqual([
      { kind: 'terminal-t1-tax', amount: 1_200_000, basis: 'Accountant, 2025-02-03' },
      { kind: 'costs-of-passing', amount: 500_000 },
    ]);
    expect(input.passedAccounts).toMatchObject({
      passedTo: '2024-03-14',
      assets: [{ assetId: 'asset-house', value: 60_000_000 }, expect.anything(), expect.anything()],
    });
    expect(input.trustees).toEqual([
      { id: 'p-exec', name: 'Anne Ramsay', share: { numerator: 2, denominator: 3 } },
      { id: 'p-exec2', name: 'Thomas Ramsay', share: { numerator: 1, denominator: 3 } },
    ]);
    expect(input.compensationTaken).toEqual([
      {
        date: '2024-12-01',
        amount: 300_000,
        ledger: 'capital',
        authority: 'consent',
        reference: 'All beneficiaries',
        transactionId: null,
        trusteeId: 'p-exec',
      },
    ]);
    expect(input.compensationReasons).toEqual({ 'time-occupied': 'Weekly visits for six months' });

    const a = courtAccountsFor(data);
    expect(a.reserves.total).toBe(1_700_000);
    expect(a.distribution.available.reserves).toBe(1_700_000);
    expect(a.passedAccounts?.passedTo).toBe('2024-03-14');
    expect(a.compensation.takenTotal).toBe(300_000);
    const [anne, thomas] = a.compensation.trustees;
    expect(anne?.taken).toBe(300_000);
    // Two thirds and one third of the claim, to the cent.
    expect((anne?.claimed ?? 0) + (thomas?.claimed ?? 0)).toBe(a.compensation.claimedTotal);
    expect(Math.abs((anne?.claimed ?? 0) - 2 * (thomas?.claimed ?? 0))).toBeLessThanOrEqual(2);
    expect(equalSplitAssumed(data)).toBe(false);
  });

  it('lets the options override a stored field, and ignores a deleted record', () => {
    const data = { ...withLinks(), courtRecord: STORED, options: { court: { reserves: [] } } };
    expect(courtInputFor(data).reserves).toEqual([]);
    expect(courtInputFor(data).passedAccounts?.passedTo).toBe('2024-03-14');
    const deleted = { ...withLinks(), courtRecord: { ...STORED, deletedAt: '2025-01-01T00:00:00.000Z' } };
    expect(courtInputFor(deleted).reserves).toBeUndefined();
  });

  it('states the equal split when two trustees entered no shares', () => {
    const data = withLinks();
    expect(equalSplitAssumed(data)).toBe(true);
    const section = estateAccountsModel(data).sections.find((s) => s.id === 'compensation');
    expect(section?.paragraphs?.join(' ')).toMatch(/assumed to be divided between them equally/);
    const agreed = estateAccountsModel({ ...data, courtRecord: STORED }).sections.find(
      (s) => s.id === 'compensation',
    );
    expect(agreed?.paragraphs?.join(' ')).not.toMatch(/equally/);
  });
});
