import { describe, expect, it } from 'vitest';
import type { AccountsTransaction } from './accounts-input.ts';
import { courtAccounts } from './court-accounts.ts';
import { COURT_ASSETS, COURT_INPUT, COURT_TRANSACTIONS } from './court-example.fixture.ts';
import {
  inKindFromAssets,
  linksFromTransactions,
  marketValuesFromAssets,
  storedCourtExtras,
} from './court-records.ts';

/** The court example's links, written as the app stores them: on the transactions and the car. */
const LINKED: AccountsTransaction[] = COURT_TRANSACTIONS.map((t) =>
  t._id === 'r2'
    ? { ...t, realisesAsset: 'asset-house', costsOfSale: 3_277_550 }
    : t._id === 'p1'
      ? { ...t, purchasesAsset: 'asset-gic' }
      : t._id === 'd7'
        ? { ...t, advanceTo: 'p-tom' }
        : t,
);
const CAR_GIVEN = COURT_ASSETS.map((a) =>
  a._id === 'asset-car' ? { ...a, distributedTo: 'p-tom', proceeds: a.fmvDoD } : a,
);

describe('the court accounts read the links stored on the records', () => {
  it('turns each stored link into the engine’s link, and a deleted transaction into none', () => {
    expect(linksFromTransactions(LINKED)).toEqual([
      { transactionId: 'r2', kind: 'realisation', assetId: 'asset-house', costsOfSale: 3_277_550 },
      { transactionId: 'p1', kind: 'investment-purchase', assetId: 'asset-gic' },
      { transactionId: 'd7', kind: 'distribution', beneficiaryId: 'p-tom', onAccountOfShare: true },
    ]);
    expect(linksFromTransactions(LINKED.map((t) => ({ ...t, deletedAt: '2025-01-01T00:00:00Z' })))).toEqual(
      [],
    );
    expect(inKindFromAssets(CAR_GIVEN)).toEqual([
      {
        assetId: 'asset-car',
        beneficiaryId: 'p-tom',
        date: '2024-08-01',
        value: 1_235_000,
        onAccountOfShare: false,
      },
    ]);
  });

  it('reads the market values entered on assets still held into the statement of assets on hand', () => {
    const valued = COURT_ASSETS.map((a) =>
      a._id === 'asset-shares'
        ? { ...a, marketValue: 9_125_000, marketValueAsOf: '2025-03-14', marketValueSource: 'TSX close' }
        : a,
    );
    expect(marketValuesFromAssets(valued)).toEqual([
      { assetId: 'asset-shares', value: 9_125_000, asOf: '2025-03-14', source: 'TSX close' },
    ]);
    expect(marketValuesFromAssets(valued.map((a) => ({ ...a, deletedAt: '2025-01-01T00:00:00Z' })))).toEqual(
      [],
    );
    const { marketValues: _given, ...rest } = COURT_INPUT;
    const accounts = courtAccounts({
      ...rest,
      ...storedCourtExtras(null, [], [], valued),
      links: COURT_INPUT.links,
    });
    const shares = accounts.unrealisedAssets.rows.find((r) => r.assetId === 'asset-shares');
    expect(shares).toMatchObject({ marketValue: 9_125_000, marketValueAsOf: '2025-03-14' });
    expect(accounts.unrealisedAssets).toEqual(courtAccounts(COURT_INPUT).unrealisedAssets);
  });

  it('gives the same accounts as the example’s explicit links: no fee on the GIC, the house net of costs, the car to Tom', () => {
    const { links: _given, inKind: _car, ...rest } = COURT_INPUT;
    const stored = courtAccounts({
      ...rest,
      assets: CAR_GIVEN,
      transactions: LINKED,
      ...storedCourtExtras(null, LINKED, COURT_INPUT.parties, CAR_GIVEN),
    });
    const explicit = courtAccounts(COURT_INPUT);
    expect(stored.compensation).toEqual(explicit.compensation);
    expect(stored.schedules).toEqual(explicit.schedules);
    expect(stored.distribution).toEqual(explicit.distribution);
  });

  it('charges no compensation on a purchase linked to its investment, where an unlinked one is taken as spent', () => {
    // A GIC whose cost does not match the payment to the cent: only the link says it was bought.
    const assets = COURT_ASSETS.map((a) =>
      a._id === 'asset-gic' ? { ...a, acb: 10_000_100, fmvDoD: 10_000_100 } : a,
    );
    const { links: given, ...rest } = COURT_INPUT;
    const others = (given ?? []).filter((l) => l.transactionId !== 'p1');
    const unlinked = courtAccounts({ ...rest, assets, links: others });
    const linked = courtAccounts({
      ...rest,
      assets,
      links: [...others, ...linksFromTransactions(LINKED.filter((t) => t._id === 'p1'))],
    });
    expect(linked.compensation.claimedTotal).toBeLessThan(unlinked.compensation.claimedTotal);
    expect(linked.investmentAccount.holdings.rows.map((r) => r.assetId)).toContain('asset-gic');
  });
});
