import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

/** Spec sample account 2: Robert Thompson's estate, under review, with a year of activity. */
export function thompsonFile(now: Date): FilePlan {
  const death = daysAgo(now, 396);
  return {
    name: 'Estate of Robert Thompson',
    serial: '021',
    description: 'Condominium sold; accounts drafted and under review by the residuary beneficiaries.',
    status: 'active',
    openedOn: shiftDays(death, 20),
    estates: [
      {
        estateName: 'Estate of Robert Thompson',
        deceased: 'Robert Thompson',
        status: 'under_review',
        dateOfDeath: death,
        openedOn: shiftDays(death, 20),
        certificateIssued: shiftDays(death, 160),
        courtDeadline: daysAgo(now, -21),
        executor: {
          name: 'Linda Thompson-Reyes',
          email: 'linda.reyes@example.com',
          phone: '905-555-0178',
          relationship: 'Daughter',
        },
        notes:
          'Draft accounts sent to beneficiaries for approval; releases expected before the clearance certificate.',
        accounts: [
          { name: 'Estate chequing — TD', bank: 'td' },
          { name: 'Tangerine savings (estate)', bank: 'tangerine' },
          { name: 'US dollar account — TD', bank: 'td', currency: 'USD' },
        ],
        assets: [
          {
            name: 'Condominium, 1001 Bay Street, Unit 2304',
            assetClass: 'real_property',
            fmvDoD: 84_500_000,
            acb: 41_000_000,
            status: 'disposed',
            dispositionDate: shiftDays(death, 230),
            proceeds: 86_200_000,
            details: {
              address: '1001 Bay Street, Unit 2304, Toronto, ON M5S 3A6',
              legalDesc: 'UNIT 4, LEVEL 23, TORONTO STANDARD CONDOMINIUM PLAN NO. 1187',
            },
          },
          {
            name: 'Thompson Hardware Ltd. — 60% of common shares',
            assetClass: 'business_interest',
            fmvDoD: 41_000_000,
            acb: 6_000_000,
            notes: 'Valuation by a chartered business valuator; shareholder agreement buy-out clause.',
            details: { entityName: 'Thompson Hardware Ltd.', ownershipPercent: 60 },
          },
          {
            name: 'iShares S&P/TSX 60 Index ETF',
            assetClass: 'security_investment',
            fmvDoD: 14_280_000,
            acb: 9_870_000,
            details: { identifier: 'XIU', quantityDoD: 4_200 },
          },
          {
            name: '2021 Honda Civic Touring',
            assetClass: 'vehicle',
            fmvDoD: 2_100_000,
            details: { year: 2021, make: 'Honda', model: 'Civic Touring' },
          },
          {
            name: 'Oil painting, Georgian Bay landscape',
            assetClass: 'personal_property',
            fmvDoD: 650_000,
            details: { category: 'art' },
          },
          {
            name: 'Income tax refund, prior year',
            assetClass: 'receivable',
            fmvDoD: 412_300,
            details: {
              receivableType: 'tax_refund',
              counterparty: 'Canada Revenue Agency',
              expectedAmount: 412_300,
            },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Linda Thompson-Reyes',
            address: { line1: '27 Roxborough Drive', city: 'Toronto', region: 'ON', postalCode: 'M4W 1X1' },
            relationshipToDeceased: 'Child',
            shareOfEstate: 5000,
          },
          {
            role: 'beneficiary',
            name: 'Michael Thompson',
            address: {
              line1: '1420 Memorial Drive NW',
              city: 'Calgary',
              region: 'AB',
              postalCode: 'T2N 3E4',
            },
            relationshipToDeceased: 'Child',
            shareOfEstate: 3500,
            contactInfo: 'Calgary, AB',
          },
          {
            role: 'beneficiary',
            name: 'Ruth Thompson',
            address: {
              line1: '55 Erb Street West',
              line2: 'Unit 304',
              city: 'Waterloo',
              region: 'ON',
              postalCode: 'N2L 1S8',
            },
            relationshipToDeceased: 'Sibling',
            shareOfEstate: 1500,
          },
          {
            role: 'creditor',
            name: 'Canada Revenue Agency',
            address: {
              line1: 'Sudbury Tax Centre, 1050 Notre Dame Avenue',
              city: 'Sudbury',
              region: 'ON',
              postalCode: 'P3A 5C1',
            },
            notes: 'Terminal T1 and rights-or-things returns.',
          },
          {
            role: 'creditor',
            name: 'Scotiabank line of credit',
            contactInfo: 'Account ending 0912',
            address: {
              line1: 'P.O. Box 4100, Station A',
              city: 'Toronto',
              region: 'ON',
              postalCode: 'M5W 1T1',
            },
          },
        ],
        activity: {
          deceasedBank: 'TD Canada Trust',
          chequing: 0,
          savings: 1,
          beneficiaries: ['Linda Thompson-Reyes', 'Michael Thompson'],
          funeralHome: 'Turner & Porter Funeral Directors',
          municipality: 'City of Toronto',
          sale: {
            amount: 86_200_000,
            payee: 'Harris Sheaffer LLP in trust',
            purpose: 'Net proceeds of sale of 1001 Bay St., Unit 2304',
          },
          dividendPayer: 'TD Direct Investing',
        },
        // The bank's statements, which show the sale once: the duplicate cannot be dismissed away.
        statementsEntered: true,
      },
    ],
  };
}
