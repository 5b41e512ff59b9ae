import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

const emeka = {
  name: 'Emeka Okafor',
  email: 'emeka.okafor@example.com',
  phone: '647-555-0119',
  relationship: 'Son',
  address: { line1: '36 Kingknoll Drive', city: 'Brampton', region: 'ON', postalCode: 'L6Y 4K8' },
};

/** Adaeze Okafor's address for service, in Ottawa. */
const adaezeAddress = { line1: '88 Fourth Avenue', city: 'Ottawa', region: 'ON', postalCode: 'K1S 2L1' };

/** Two estates in one file: Samuel Okafor's awaits court approval of its accounts; his wife Grace died since. */
export function okaforFile(now: Date): FilePlan {
  const samuelDeath = daysAgo(now, 410);
  const graceDeath = daysAgo(now, 150);
  return {
    name: 'Okafor Family Estates',
    serial: '087',
    description:
      "Samuel Okafor's estate and, since her death, Grace Okafor's; Emeka Okafor is estate trustee of both.",
    status: 'active',
    openedOn: shiftDays(samuelDeath, 25),
    estates: [
      {
        estateName: 'Estate of Samuel Okafor',
        deceased: 'Samuel Okafor',
        status: 'pending_court_approval',
        dateOfDeath: samuelDeath,
        openedOn: shiftDays(samuelDeath, 25),
        certificateIssued: shiftDays(samuelDeath, 120),
        courtDeadline: daysAgo(now, -30),
        executor: emeka,
        notes:
          "Application to pass accounts issued in Brampton; hearing date set. Grace Okafor's share is payable to her estate.",
        accounts: [
          { name: 'Estate chequing — Scotiabank', bank: 'scotiabank' },
          { name: 'CIBC high-interest savings', bank: 'cibc' },
        ],
        assets: [
          {
            name: 'House, 27 Sandalwood Parkway',
            assetClass: 'real_property',
            fmvDoD: 98_000_000,
            acb: 32_500_000,
            status: 'disposed',
            dispositionDate: shiftDays(samuelDeath, 240),
            proceeds: 101_500_000,
            details: {
              address: '27 Sandalwood Parkway, Brampton, ON L6Z 1Y5',
              legalDesc: 'LT 41, PLAN 43M-1021, CITY OF BRAMPTON',
            },
          },
          {
            name: 'Okafor Logistics Inc. — all issued shares',
            assetClass: 'business_interest',
            fmvDoD: 27_500_000,
            notes: 'Two trucks and a Mississauga warehouse lease; being wound up.',
            details: { entityName: 'Okafor Logistics Inc.', ownershipPercent: 100 },
          },
          {
            name: 'Scotia iTRADE RRIF — BMO Aggregate Bond ETF',
            assetClass: 'security_investment',
            fmvDoD: 18_640_000,
            details: { identifier: 'ZAG', quantityDoD: 13_400 },
          },
          {
            name: '2017 Ford F-150 XLT',
            assetClass: 'vehicle',
            fmvDoD: 2_300_000,
            status: 'disposed',
            dispositionDate: shiftDays(samuelDeath, 120),
            proceeds: 2_150_000,
            details: { year: 2017, make: 'Ford', model: 'F-150 XLT' },
          },
          {
            name: 'Personal chequing account, Scotiabank',
            assetClass: 'other',
            fmvDoD: 4_466_901,
            notes: 'Balance at the date of death; closed and paid into the estate account.',
            details: { details: 'Scotiabank chequing account ending 7710, in the deceased’s sole name.' },
          },
          {
            name: 'Workshop tools and equipment',
            assetClass: 'personal_property',
            fmvDoD: 480_000,
            details: { category: 'tools' },
          },
          {
            name: 'Loan to Chinedu Okafor',
            assetClass: 'receivable',
            fmvDoD: 1_500_000,
            notes: 'Promissory note; repayable at $500 a month.',
            details: {
              receivableType: 'loan_receivable',
              counterparty: 'Chinedu Okafor',
              expectedAmount: 1_500_000,
            },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Estate of Grace Okafor',
            relationshipToDeceased: 'Spouse',
            shareOfEstate: 5000,
            // Emeka, the applicant here, is also Grace's estate trustee and cannot be served on himself
            // (r. 74.18(3)): Grace's estate is served on Adaeze, her co-trustee, at her address.
            representative: { name: 'Adaeze Okafor', capacity: 'estate trustee', address: adaezeAddress },
          },
          { role: 'beneficiary', name: 'Emeka Okafor', relationshipToDeceased: 'Child', shareOfEstate: 2500 },
          {
            role: 'beneficiary',
            name: 'Adaeze Okafor',
            relationshipToDeceased: 'Child',
            shareOfEstate: 2500,
            contactInfo: 'adaeze.okafor@example.com',
            address: adaezeAddress,
          },
          {
            role: 'creditor',
            name: 'Capital One Mastercard',
            contactInfo: 'Card ending 2283',
            address: {
              line1: 'P.O. Box 501, Station Don Mills',
              city: 'Toronto',
              region: 'ON',
              postalCode: 'M3C 2T3',
            },
            notes: 'Credit card balance at the date of death.',
          },
          {
            role: 'other',
            name: 'Osei & Partners Chartered Accountants',
            notes: 'Final returns of Okafor Logistics Inc.',
          },
        ],
        statementsEntered: true,
        liabilities: [
          {
            creditor: 'Capital One Mastercard',
            description: 'Credit card balance at the date of death',
            amountAtDeath: 128_457,
            // Paid once the deceased's chequing balance has reached the estate account.
            paidOn: shiftDays(samuelDeath, 78),
          },
        ],
        activity: {
          deceasedBank: 'Scotiabank',
          deceasedAccount: 'Personal chequing account, Scotiabank',
          chequing: 0,
          savings: 1,
          beneficiaries: ['Emeka Okafor', 'Adaeze Okafor'],
          funeralHome: 'Ward Funeral Home, Brampton',
          municipality: 'City of Brampton',
        },
      },
      {
        estateName: 'Estate of Grace Okafor',
        deceased: 'Grace Okafor',
        status: 'open',
        dateOfDeath: graceDeath,
        openedOn: shiftDays(graceDeath, 18),
        courtDeadline: daysAgo(now, -60),
        executor: emeka,
        notes: 'Application for a certificate of appointment being prepared (Form 74A).',
        accounts: [{ name: 'Estate chequing — Scotia', bank: 'scotiabank' }],
        assets: [
          {
            name: 'Household furniture',
            assetClass: 'personal_property',
            fmvDoD: 350_000,
            details: { category: 'furniture' },
          },
          {
            name: 'Share of the Estate of Samuel Okafor',
            assetClass: 'receivable',
            fmvDoD: 69_000_000,
            details: { receivableType: 'other', counterparty: 'Estate of Samuel Okafor' },
          },
          {
            name: 'Tangerine 5-year GIC',
            assetClass: 'security_investment',
            fmvDoD: 4_000_000,
            details: { identifier: 'GIC-5Y-2290', quantityDoD: 1 },
          },
        ],
        parties: [
          { role: 'beneficiary', name: 'Emeka Okafor', relationshipToDeceased: 'Child', shareOfEstate: 5000 },
          {
            role: 'beneficiary',
            name: 'Adaeze Okafor',
            relationshipToDeceased: 'Child',
            shareOfEstate: 5000,
            address: adaezeAddress,
          },
        ],
        transactions: [
          {
            kind: 'receipt',
            type: 'bank_deposit',
            date: shiftDays(graceDeath, 30),
            amount: 1_184_250,
            to: 0,
            payee: 'Scotiabank',
            purpose: "Closing balance of the deceased's account",
          },
          {
            kind: 'disbursement',
            type: 'cheque',
            date: shiftDays(graceDeath, 34),
            amount: 864_000,
            from: 0,
            payee: 'Ward Funeral Home, Brampton',
            purpose: 'Funeral expenses',
          },
          {
            kind: 'receipt',
            type: 'cheque',
            date: shiftDays(graceDeath, 61),
            amount: 250_000,
            to: 0,
            payee: 'Service Canada',
            purpose: 'CPP death benefit',
          },
        ],
      },
    ],
  };
}
