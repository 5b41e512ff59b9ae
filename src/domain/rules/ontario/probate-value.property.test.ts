import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountsAsset, AccountsParty } from './accounts-input.ts';
import { courtAccounts } from './court-accounts.ts';
import type { CourtAccountsInput, LiabilityRecord } from './court-inputs.ts';
import { TEST_ESTATE, TEST_PERIOD } from './court-test-records.fixture.ts';
import { probateValue } from './probate-value.ts';

/**
 * The value of the estate over generated estates, checked against the definitions rather than the
 * code's steps: Estate Administration Tax Act, 1998, s. 1 (the property of the deceased at death
 * less the encumbrances on its real property; nothing that passes outside the estate; no real
 * property outside Ontario), s. 2 (nothing on the first $50,000, $15 for each $1,000 or part of
 * $1,000 above it), and the small-estate limit of $150,000 (O. Reg. 110/21).
 */
const cents = fc.oneof(
  fc.integer({ min: 0, max: 300_000_00 }),
  fc.integer({ min: 0, max: 3_000_000_00 }),
  fc.constantFrom(0, 1, 50_000_00, 50_000_01, 150_000_00, 150_000_01),
);
const outside = fc.option(
  fc.record({
    how: fc.constantFrom('survivorship' as const, 'designation' as const),
    to: fc.constant('Jane Doe'),
  }),
  { freq: 3 },
);
const asset = fc.record({
  assetClass: fc.constantFrom(
    'real_property',
    'bank_account',
    'registered_plan',
    'security_investment',
    'vehicle',
  ),
  fmvDoD: cents,
  inOntario: fc.boolean(),
  passesOutside: outside,
  disposed: fc.boolean(),
  /** Mortgages and liens on it, when it is real property. */
  mortgages: fc.array(cents, { maxLength: 2 }),
});
const estate = fc.record({
  assets: fc.array(asset, { maxLength: 8 }),
  applicants: fc.integer({ min: 1, max: 3 }),
});

type Generated = typeof estate extends fc.Arbitrary<infer E> ? E : never;

function recordsOf(generated: Generated): CourtAccountsInput {
  const assets: AccountsAsset[] = generated.assets.map((a, i) => ({
    _id: `asset-${i}`,
    name: `Asset ${i}`,
    assetClass: a.assetClass,
    fmvDoD: a.fmvDoD,
    valuationDate: TEST_ESTATE.deceased.dateOfDeath,
    status: a.disposed ? 'disposed' : 'active',
    ...(a.disposed ? { dispositionDate: '2024-06-01', proceeds: a.fmvDoD + 1_00 } : {}),
    details: a.assetClass === 'real_property' ? { address: `${i} Main St`, inOntario: a.inOntario } : {},
    passesOutside: a.passesOutside,
  }));
  const liabilities: LiabilityRecord[] = generated.assets.flatMap((a, i) =>
    a.assetClass === 'real_property'
      ? a.mortgages.map((amount, j) => ({
          _id: `mortgage-${i}-${j}`,
          creditor: 'Bank',
          amountAtDeath: amount,
          encumbers: `asset-${i}`,
        }))
      : [],
  );
  const parties: AccountsParty[] = Array.from({ length: generated.applicants }, (_, i) => ({
    _id: `executor-${i}`,
    role: 'executor',
    name: `Executor ${i}`,
  }));
  return {
    estate: TEST_ESTATE,
    assets,
    accounts: [{ _id: 'a1', name: 'Chequing' }],
    transactions: [],
    parties,
    period: TEST_PERIOD,
    liabilities,
  };
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
/** s. 2 of the Act, counted by its words. */
const taxByTheAct = (value: number) => {
  const above = Math.max(0, value - 50_000_00);
  let bands = 0;
  while (bands * 1_000_00 < above) bands += 1;
  return bands * 15_00;
};

describe('probateValue over generated estates', () => {
  it('is the statement’s original assets less what passes outside, real property outside Ontario and its encumbrances', () => {
    fc.assert(
      fc.property(estate, (generated) => {
        const input = recordsOf(generated);
        const accounts = courtAccounts(input);
        const value = probateValue(input, accounts);
        const inEstate = generated.assets.filter((a) => !a.passesOutside);
        // The statement's original assets are the estate's: what passes outside is listed apart.
        expect(accounts.originalAssets.total).toBe(sum(inEstate.map((a) => a.fmvDoD)));
        expect(accounts.passingOutside.total).toBe(
          sum(generated.assets.filter((a) => a.passesOutside).map((a) => a.fmvDoD)),
        );
        const ontarioReal = inEstate.filter((a) => a.assetClass === 'real_property' && a.inOntario);
        const foreignReal = inEstate.filter((a) => a.assetClass === 'real_property' && !a.inOntario);
        const encumbrances = sum(ontarioReal.map((a) => Math.min(a.fmvDoD, sum(a.mortgages))));
        const expected = accounts.originalAssets.total - sum(foreignReal.map((a) => a.fmvDoD)) - encumbrances;
        expect(value.total).toBe(expected);
        expect(value.total).toBeGreaterThanOrEqual(0);
        expect(value.realProperty.net + value.personalProperty.total).toBe(value.total);
        for (const r of value.realProperty.rows) expect(r.net).toBeGreaterThanOrEqual(0);
        // Everything the deceased held is accounted for: in the value, deducted, or left out with why.
        expect(value.total + value.realProperty.encumbrances + value.leftOut.total).toBe(
          sum(generated.assets.map((a) => a.fmvDoD)),
        );
        for (const r of value.leftOut.rows) expect(r.why).not.toBe('');
        expect(value.tax.tax).toBe(taxByTheAct(value.total));
        expect(value.smallEstate).toBe(value.total <= 150_000_00);
      }),
      { numRuns: 300 },
    );
  });

  it('offers the small-estate route exactly at $150,000 or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 149_990_00, max: 150_010_00 }), fc.boolean(), (total, split) => {
        const parts = split ? [Math.floor(total / 2), total - Math.floor(total / 2)] : [total];
        const input = recordsOf({
          applicants: 1,
          assets: parts.map((fmvDoD) => ({
            assetClass: 'bank_account',
            fmvDoD,
            inOntario: true,
            passesOutside: null,
            disposed: false,
            mortgages: [],
          })),
        });
        expect(probateValue(input).smallEstate).toBe(total <= 150_000_00);
      }),
    );
  });
});
