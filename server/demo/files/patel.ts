import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

/** A completed estate and the spousal trust it funded, under review, in one file. */
export function patelFile(now: Date): FilePlan {
  const death = daysAgo(now, 730);
  const anjali = {
    name: 'Anjali Patel',
    email: 'anjali.patel@example.com',
    phone: '905-555-0163',
    relationship: 'Spouse',
  };
  return {
    name: 'Patel Estate and Spousal Trust',
    serial: '041',
    description:
      "Vikram Patel's estate is distributed; the testamentary spousal trust for Anjali Patel continues.",
    status: 'active',
    openedOn: shiftDays(death, 10),
    estates: [
      {
        estateName: 'Estate of Vikram Patel',
        deceased: 'Vikram Patel',
        status: 'completed',
        dateOfDeath: death,
        openedOn: shiftDays(death, 10),
        certificateIssued: shiftDays(death, 120),
        courtDeadline: shiftDays(death, 300),
        executor: anjali,
        notes: 'Residue transferred to the spousal trust; children paid their legacies.',
        accounts: [{ name: 'Estate chequing — HSBC', bank: 'hsbc' }],
        assets: [
          {
            name: 'Patel Pharmacy Inc. — 50% of common shares',
            assetClass: 'business_interest',
            fmvDoD: 52_000_000,
            details: { entityName: 'Patel Pharmacy Inc.', ownershipPercent: 50 },
          },
          {
            name: 'Rental property, 112 King Street West',
            assetClass: 'real_property',
            fmvDoD: 72_500_000,
            acb: 39_000_000,
            status: 'disposed',
            dispositionDate: shiftDays(death, 260),
            proceeds: 74_000_000,
            details: { address: '112 King Street West, Hamilton, ON L8P 1A2' },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Patel Family Spousal Trust',
            address: { line1: '71 Heath Street West', city: 'Toronto', region: 'ON', postalCode: 'M4V 1T3' },
            relationshipToDeceased: 'Other',
            shareOfEstate: 8000,
          },
          {
            role: 'beneficiary',
            name: 'Rohan Patel',
            address: { line1: '71 Heath Street West', city: 'Toronto', region: 'ON', postalCode: 'M4V 1T3' },
            relationshipToDeceased: 'Child',
            shareOfEstate: 1000,
          },
          {
            role: 'beneficiary',
            name: 'Priya Patel',
            address: {
              line1: '310 Bloor Street West',
              line2: 'Apt. 1203',
              city: 'Toronto',
              region: 'ON',
              postalCode: 'M5S 1W4',
            },
            relationshipToDeceased: 'Child',
            shareOfEstate: 1000,
          },
        ],
        transactions: [
          {
            kind: 'receipt',
            type: 'bank_deposit',
            date: shiftDays(death, 265),
            amount: 74_000_000,
            to: 0,
            payee: 'Hamilton Realty Law in trust',
            purpose: 'Sale of 112 King St. W.',
          },
          {
            kind: 'disbursement',
            type: 'tax',
            date: shiftDays(death, 330),
            amount: 4_120_000,
            from: 0,
            payee: 'Canada Revenue Agency',
            purpose: 'Capital gains tax on the rental property',
          },
          {
            kind: 'transfer',
            type: 'wire',
            date: shiftDays(death, 400),
            amount: 55_000_000,
            from: 0,
            payee: 'Patel Family Spousal Trust',
            purpose: 'Residue to the spousal trust',
          },
        ],
      },
      {
        estateName: 'Patel Family Spousal Trust',
        deceased: 'Vikram Patel',
        status: 'under_review',
        dateOfDeath: death,
        openedOn: shiftDays(death, 400),
        courtDeadline: daysAgo(now, -75),
        executor: {
          name: 'Rohan Patel',
          email: 'rohan.patel@example.com',
          phone: '289-555-0127',
          relationship: 'Son',
        },
        notes: 'Trustee reviewing the annual trust accounts; income paid quarterly to Anjali Patel.',
        accounts: [{ name: 'Trust account — BMO', bank: 'bmo' }],
        assets: [
          {
            name: 'Vanguard Balanced ETF Portfolio',
            assetClass: 'security_investment',
            fmvDoD: 55_000_000,
            acb: 55_000_000,
            details: { identifier: 'VBAL', quantityDoD: 17_460 },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Anjali Patel',
            address: { line1: '4 Whitney Place', city: 'Brampton', region: 'ON', postalCode: 'L6S 2H6' },
            relationshipToDeceased: 'Spouse',
            shareOfEstate: 10000,
            notes: 'Life interest.',
          },
        ],
        transactions: [
          {
            kind: 'receipt',
            type: 'dividend',
            date: daysAgo(now, 100),
            amount: 412_800,
            to: 0,
            payee: 'BMO InvestorLine',
            purpose: 'Quarterly distribution on VBAL',
          },
          {
            kind: 'disbursement',
            type: 'eft',
            date: daysAgo(now, 95),
            amount: 400_000,
            from: 0,
            payee: 'Anjali Patel',
            purpose: 'Quarterly income to the life tenant',
            ledger: 'revenue',
          },
        ],
      },
    ],
  };
}
