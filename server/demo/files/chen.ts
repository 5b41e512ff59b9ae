import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

/** Spec sample account 1: Margaret Chen's estate, open, with a year of activity. */
export function chenFile(now: Date): FilePlan {
  const death = daysAgo(now, 425);
  return {
    name: 'Estate of Margaret Chen',
    serial: '014',
    description:
      'Will probated; house in the Annex listed for sale, securities being transferred to beneficiaries.',
    status: 'active',
    openedOn: shiftDays(death, 12),
    estates: [
      {
        estateName: 'Estate of Margaret Chen',
        deceased: 'Margaret Chen',
        status: 'open',
        dateOfDeath: death,
        openedOn: shiftDays(death, 12),
        certificateIssued: shiftDays(death, 131),
        courtDeadline: daysAgo(now, -45),
        executor: {
          name: 'David Chen',
          email: 'david.chen@example.com',
          phone: '416-555-0142',
          relationship: 'Son',
          address: { line1: '212 Palmerston Avenue', city: 'Toronto', region: 'ON', postalCode: 'M6J 2J4' },
        },
        notes:
          'Certificate of appointment issued. Estate Information Return filed. House to be sold before distribution.',
        accounts: [
          { name: 'Estate chequing — RBC', bank: 'rbc' },
          { name: 'EQ Bank savings (estate)', bank: 'eq-bank' },
        ],
        assets: [
          {
            name: 'Family home, 48 Albany Avenue',
            assetClass: 'real_property',
            fmvDoD: 125_000_000,
            acb: 18_500_000,
            notes: 'Principal residence since 1989; appraisal by Harbour Appraisals.',
            details: {
              address: '48 Albany Avenue, Toronto, ON M5R 3C3',
              legalDesc: 'PT LT 112, PLAN 1958, CITY OF TORONTO; PIN 21302-0145 (LT)',
            },
          },
          {
            name: 'Royal Bank of Canada common shares',
            assetClass: 'security_investment',
            fmvDoD: 11_934_000,
            acb: 6_210_000,
            details: { identifier: 'RY', quantityDoD: 850 },
          },
          {
            name: 'TD Canadian Index Fund — e-Series',
            assetClass: 'security_investment',
            fmvDoD: 8_216_430,
            acb: 5_400_000,
            details: { identifier: 'TDB900', quantityDoD: 1_843.217 },
          },
          {
            name: '2019 Toyota RAV4 LE',
            assetClass: 'vehicle',
            fmvDoD: 2_450_000,
            status: 'disposed',
            dispositionDate: shiftDays(death, 95),
            proceeds: 2_380_000,
            details: { year: 2019, make: 'Toyota', model: 'RAV4 LE' },
          },
          {
            name: 'Jewellery: diamond ring and pearl necklace',
            assetClass: 'personal_property',
            fmvDoD: 1_850_000,
            notes: 'Specific bequest to Emily Chen.',
            details: { category: 'jewelry' },
          },
          {
            name: 'Sun Life term life policy no. 7731-204',
            assetClass: 'receivable',
            fmvDoD: 15_000_000,
            details: {
              receivableType: 'insurance_proceeds',
              counterparty: 'Sun Life Assurance Company of Canada',
              expectedAmount: 15_000_000,
            },
          },
          {
            name: 'Personal chequing account, Royal Bank of Canada',
            assetClass: 'other',
            fmvDoD: 2_951_051,
            notes: 'Balance at the date of death; closed and paid into the estate account.',
            details: { details: 'RBC chequing account ending 2231, in the deceased’s sole name.' },
          },
          {
            name: 'Safety deposit box contents',
            assetClass: 'other',
            fmvDoD: 120_000,
            details: {
              details: 'RBC Bloor & Spadina branch, box 4417: papers and a small coin collection.',
            },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'David Chen',
            relationshipToDeceased: 'Child',
            shareOfEstate: 4000,
            contactInfo: 'david.chen@example.com',
            address: { line1: '212 Palmerston Avenue', city: 'Toronto', region: 'ON', postalCode: 'M6J 2J4' },
          },
          {
            role: 'beneficiary',
            name: 'Emily Chen',
            relationshipToDeceased: 'Child',
            shareOfEstate: 4000,
            contactInfo: 'emily.chen@example.com',
            // Outside Ontario: 75 days' notice (r. 74.18), read from the province.
            address: {
              line1: '1207 Beach Avenue',
              line2: 'Suite 804',
              city: 'Vancouver',
              region: 'BC',
              postalCode: 'V6E 1V3',
              country: 'Canada',
            },
          },
          {
            role: 'beneficiary',
            name: 'SickKids Foundation',
            relationshipToDeceased: 'Charity',
            shareOfEstate: 2000,
            address: {
              line1: '525 University Avenue',
              line2: '14th Floor',
              city: 'Toronto',
              region: 'ON',
              postalCode: 'M5G 2L3',
            },
            notes: 'Charitable gift; donation receipt to the T3.',
          },
          {
            role: 'creditor',
            name: 'RBC Visa',
            contactInfo: 'Card ending 4410',
            address: {
              line1: 'P.O. Box 4016, Station A',
              city: 'Toronto',
              region: 'ON',
              postalCode: 'M5W 2E6',
            },
            notes: 'Credit card balance at the date of death.',
          },
          {
            role: 'other',
            name: 'Baird & Kwan CPA',
            relationshipToDeceased: 'Other',
            notes: 'Estate accountant (T1 terminal and T3 returns).',
          },
        ],
        statementsEntered: true,
        liabilities: [
          {
            creditor: 'RBC Visa',
            description: 'Credit card balance at the date of death',
            amountAtDeath: 341_218,
            // Paid once the deceased's chequing balance has reached the estate account (about 11
            // months before the demo's day), never from an account with nothing in it yet.
            paidOn: shiftDays(death, 93),
          },
        ],
        activity: {
          deceasedBank: 'Royal Bank of Canada',
          deceasedAccount: 'Personal chequing account, Royal Bank of Canada',
          chequing: 0,
          savings: 1,
          beneficiaries: ['David Chen', 'Emily Chen'],
          funeralHome: 'Arbor Memorial — Humber Funeral Centre',
          municipality: 'City of Toronto',
          insurer: {
            name: 'Sun Life Assurance Company of Canada',
            amount: 15_000_000,
            asset: 'Sun Life term life policy no. 7731-204',
          },
          dividendPayer: 'RBC Direct Investing',
        },
      },
    ],
  };
}
