import { describe, expect, it } from 'vitest';
import type { AccountsAsset } from './accounts-input.ts';
import { courtAccounts } from './court-accounts.ts';
import type { CourtAccountsInput, LiabilityRecord } from './court-inputs.ts';
import { TEST_ESTATE, TEST_PERIOD, testAsset } from './court-test-records.fixture.ts';
import { probateValue, SMALL_ESTATE_LIMIT_CENTS } from './probate-value.ts';

const input = (assets: AccountsAsset[], liabilities: LiabilityRecord[] = []): CourtAccountsInput => ({
  estate: TEST_ESTATE,
  assets,
  accounts: [{ _id: 'a1', name: 'Chequing' }],
  transactions: [],
  parties: [],
  period: TEST_PERIOD,
  liabilities,
});
const house = (over: Partial<AccountsAsset> = {}) =>
  testAsset({
    _id: 'house',
    name: '12 Elm Street, Kingston',
    assetClass: 'real_property',
    fmvDoD: 600_000_00,
    details: { address: '12 Elm Street, Kingston' },
    ...over,
  });
const bank = (over: Partial<AccountsAsset> = {}) =>
  testAsset({ _id: 'bank', name: 'RBC chequing', assetClass: 'bank_account', fmvDoD: 40_000_00, ...over });
const mortgage = (amount: number, over: Partial<LiabilityRecord> = {}): LiabilityRecord => ({
  _id: 'mortgage',
  creditor: 'TD Bank',
  amountAtDeath: amount,
  encumbers: 'house',
  ...over,
});

describe('probateValue: the value of the estate for the application and the tax', () => {
  it('counts a house net of its mortgage, and personal property at its value at death', () => {
    const v = probateValue(input([house(), bank()], [mortgage(250_000_00)]));
    expect(v.realProperty).toMatchObject({ gross: 600_000_00, encumbrances: 250_000_00, net: 350_000_00 });
    expect(v.realProperty.rows[0]?.liabilityIds).toEqual(['mortgage']);
    expect(v.personalProperty.total).toBe(40_000_00);
    expect(v.total).toBe(390_000_00);
    // 340 bands of $1,000 above $50,000 at $15: $5,100.00
    expect(v.tax.tax).toBe(5_100_00);
    expect(v.smallEstate).toBe(false);
  });

  it('never takes a house below zero: a mortgage larger than the house counts only up to its value', () => {
    const v = probateValue(input([house({ fmvDoD: 200_000_00 }), bank()], [mortgage(260_000_00)]));
    expect(v.realProperty).toMatchObject({ gross: 200_000_00, encumbrances: 200_000_00, net: 0 });
    // The rest of the debt is not set against personal property (s. 1: encumbrances on real property only).
    expect(v.total).toBe(40_000_00);
    expect(v.tax.tax).toBe(0);
  });

  it('ignores a deleted liability and one not registered against real property', () => {
    const car = testAsset({ _id: 'car', assetClass: 'vehicle', fmvDoD: 20_000_00 });
    const v = probateValue(
      input(
        [house(), car],
        [
          mortgage(100_000_00, { deletedAt: '2024-05-01' }),
          mortgage(5_000_00, { _id: 'lien', encumbers: 'car' }),
        ],
      ),
    );
    expect(v.realProperty.encumbrances).toBe(0);
    expect(v.total).toBe(620_000_00);
  });

  it('leaves out an account passing by survivorship, and says to whom and why', () => {
    const joint = bank({ _id: 'joint', passesOutside: { how: 'survivorship', to: 'Jane Doe' } });
    const rrif = testAsset({
      _id: 'rrif',
      name: 'RRIF',
      assetClass: 'registered_plan',
      fmvDoD: 90_000_00,
      passesOutside: { how: 'designation', to: 'Sam Doe' },
    });
    const i = input([house(), bank(), joint, rrif]);
    const accounts = courtAccounts(i);
    expect(accounts.originalAssets.total).toBe(640_000_00);
    expect(accounts.passingOutside.total).toBe(130_000_00);
    expect(accounts.notes).toContain(
      'RBC chequing ($40,000.00 at death) is not an original asset of the estate: passes to Jane Doe by right of survivorship.',
    );
    const v = probateValue(i, accounts);
    expect(v.total).toBe(640_000_00);
    expect(v.leftOut.rows.map((r) => [r.assetId, r.why])).toEqual([
      ['joint', 'Passes to Jane Doe by right of survivorship'],
      ['rrif', 'Passes to Sam Doe as the designated beneficiary'],
    ]);
  });

  it('leaves out real property outside Ontario, which stays in the accounts as the estate’s', () => {
    const florida = house({
      _id: 'condo',
      name: 'Condo, Naples FL',
      details: { address: 'Naples', inOntario: false },
    });
    const i = input([house(), florida], [mortgage(100_000_00, { _id: 'fl-mortgage', encumbers: 'condo' })]);
    const v = probateValue(i);
    expect(courtAccounts(i).originalAssets.total).toBe(1_200_000_00);
    expect(v.realProperty).toMatchObject({ gross: 600_000_00, encumbrances: 0, net: 600_000_00 });
    expect(v.leftOut.rows).toMatchObject([
      { assetId: 'condo', reason: 'real-property-outside-ontario', to: null, valueAtDeath: 600_000_00 },
    ]);
    expect(v.total).toBe(600_000_00);
  });

  it('opens the small-estate route at exactly $150,000.00 and not one cent more', () => {
    expect(SMALL_ESTATE_LIMIT_CENTS).toBe(150_000_00);
    const at = probateValue(input([bank({ fmvDoD: 150_000_00 })]));
    expect(at).toMatchObject({ total: 150_000_00, smallEstate: true, tax: { tax: 1_500_00 } });
    const above = probateValue(input([bank({ fmvDoD: 150_000_01 })]));
    expect(above).toMatchObject({ total: 150_000_01, smallEstate: false, tax: { tax: 1_515_00 } });
  });
});
