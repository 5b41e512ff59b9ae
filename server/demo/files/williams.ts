import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

/** A small estate, completed; the file is closed. */
export function williamsFile(now: Date): FilePlan {
  const death = daysAgo(now, 800);
  return {
    name: 'Estate of Dorothy Williams',
    serial: '058',
    description: 'Small estate; bond and personal effects distributed to her brother and the diocese.',
    status: 'closed',
    openedOn: shiftDays(death, 30),
    estates: [
      {
        estateName: 'Estate of Dorothy Williams',
        deceased: 'Dorothy Williams',
        status: 'completed',
        dateOfDeath: death,
        openedOn: shiftDays(death, 30),
        certificateIssued: shiftDays(death, 110),
        executor: {
          name: 'Rev. Thomas Williams',
          email: 'thomas.williams@example.com',
          phone: '705-555-0134',
          relationship: 'Brother',
        },
        notes: 'Small estate certificate (Form 74.1A). Distribution complete.',
        accounts: [{ name: 'Estate account — CIBC', bank: 'cibc' }],
        assets: [
          {
            name: 'Government of Canada bond 2.75% 2030',
            assetClass: 'security_investment',
            fmvDoD: 4_850_000,
            details: { identifier: 'CA135087L930', quantityDoD: 50 },
          },
          {
            name: 'Heintzman upright piano',
            assetClass: 'personal_property',
            fmvDoD: 280_000,
            details: { category: 'furniture' },
          },
          {
            name: 'Pre-paid funeral contract refund',
            assetClass: 'other',
            fmvDoD: 145_000,
            details: { details: 'Surplus refunded by the funeral home after services.' },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Rev. Thomas Williams',
            address: {
              line1: '9 Ravensbourne Crescent',
              city: 'Etobicoke',
              region: 'ON',
              postalCode: 'M9A 2A8',
            },
            relationshipToDeceased: 'Sibling',
            shareOfEstate: 5000,
          },
          {
            role: 'beneficiary',
            name: 'Anglican Diocese of Toronto',
            address: {
              line1: '135 Adelaide Street East',
              city: 'Toronto',
              region: 'ON',
              postalCode: 'M5C 1L8',
            },
            relationshipToDeceased: 'Charity',
            shareOfEstate: 5000,
          },
        ],
      },
    ],
  };
}
