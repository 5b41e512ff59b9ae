import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

/** A closed file: the estate was distributed and the trustee released. */
export function tremblayFile(now: Date): FilePlan {
  const death = daysAgo(now, 900);
  return {
    name: 'Estate of Jean-Luc Tremblay',
    serial: '112',
    description: 'Administration complete; releases signed and the file closed.',
    status: 'closed',
    openedOn: shiftDays(death, 15),
    estates: [
      {
        estateName: 'Estate of Jean-Luc Tremblay',
        deceased: 'Jean-Luc Tremblay',
        status: 'closed',
        dateOfDeath: death,
        openedOn: shiftDays(death, 15),
        certificateIssued: shiftDays(death, 140),
        courtDeadline: shiftDays(death, 320),
        executor: {
          name: 'Marie-Claude Tremblay',
          email: 'mc.tremblay@example.com',
          phone: '613-555-0150',
          relationship: 'Spouse',
        },
        notes: 'Final distribution made; clearance certificate received.',
        accounts: [
          { name: 'Compte de succession — Banque Nationale', bank: 'national-bank' },
          { name: 'Laurentian Bank savings', bank: 'laurentian' },
        ],
        assets: [
          {
            name: 'Cottage, 14 Loon Lake Road',
            assetClass: 'real_property',
            fmvDoD: 61_500_000,
            acb: 14_000_000,
            status: 'disposed',
            dispositionDate: shiftDays(death, 210),
            proceeds: 63_000_000,
            details: { address: '14 Loon Lake Road, Huntsville, ON P1H 2J6' },
          },
          {
            name: 'Bank of Nova Scotia common shares',
            assetClass: 'security_investment',
            fmvDoD: 3_690_000,
            status: 'disposed',
            dispositionDate: shiftDays(death, 180),
            proceeds: 3_755_000,
            details: { identifier: 'BNS', quantityDoD: 500 },
          },
          {
            name: 'Canoe and cottage contents',
            assetClass: 'personal_property',
            fmvDoD: 420_000,
            details: { category: 'other' },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Marie-Claude Tremblay',
            address: {
              line1: '1250 rue Sherbrooke Ouest',
              city: 'Montréal',
              region: 'QC',
              postalCode: 'H3G 1H6',
            },
            relationshipToDeceased: 'Spouse',
            shareOfEstate: 6000,
          },
          {
            role: 'beneficiary',
            name: 'Luc Tremblay',
            address: { line1: '212 Lisgar Street', city: 'Ottawa', region: 'ON', postalCode: 'K2P 0E1' },
            relationshipToDeceased: 'Child',
            shareOfEstate: 4000,
          },
        ],
        transactions: [
          {
            kind: 'receipt',
            type: 'bank_deposit',
            date: shiftDays(death, 215),
            amount: 63_000_000,
            to: 0,
            payee: 'Muskoka Law in trust',
            purpose: 'Sale of the cottage',
          },
          {
            kind: 'transfer',
            type: 'internal',
            date: shiftDays(death, 220),
            amount: 30_000_000,
            from: 0,
            to: 1,
            purpose: 'Holdback to savings pending clearance',
          },
          {
            kind: 'disbursement',
            type: 'eft',
            date: shiftDays(death, 420),
            amount: 37_800_000,
            from: 0,
            payee: 'Marie-Claude Tremblay',
            purpose: 'Final distribution',
          },
          {
            kind: 'disbursement',
            type: 'eft',
            date: shiftDays(death, 420),
            amount: 25_200_000,
            from: 1,
            payee: 'Luc Tremblay',
            purpose: 'Final distribution',
          },
        ],
      },
    ],
  };
}
