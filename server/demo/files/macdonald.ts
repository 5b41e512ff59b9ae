import type { FilePlan } from '../builders.ts';
import { daysAgo, shiftDays } from '../prng.ts';

/** A new matter: the file is pending and the estate just opened. */
export function macdonaldFile(now: Date): FilePlan {
  const death = daysAgo(now, 35);
  return {
    name: 'Estate of Eleanor MacDonald',
    serial: '002',
    description: 'New matter: retainer signed, gathering the will and asset information.',
    status: 'pending',
    openedOn: shiftDays(death, 10),
    estates: [
      {
        estateName: 'Estate of Eleanor MacDonald',
        deceased: 'Eleanor MacDonald',
        status: 'open',
        dateOfDeath: death,
        openedOn: shiftDays(death, 10),
        courtDeadline: daysAgo(now, -120),
        executor: {
          name: 'Fiona MacDonald',
          email: 'fiona.macdonald@example.com',
          phone: '519-555-0188',
          relationship: 'Niece',
        },
        notes: 'Original will located at the testator’s former solicitor; valuations requested.',
        accounts: [{ name: 'Estate chequing — BMO', bank: 'bmo' }],
        assets: [
          {
            name: 'House, 9 Wortley Road',
            assetClass: 'real_property',
            fmvDoD: 68_000_000,
            notes: 'Estimate; appraisal booked.',
            details: { address: '9 Wortley Road, London, ON N6C 3N9' },
          },
          {
            name: '2015 Subaru Outback',
            assetClass: 'vehicle',
            fmvDoD: 1_150_000,
            details: { year: 2015, make: 'Subaru', model: 'Outback 2.5i' },
          },
          {
            name: 'Computer and television',
            assetClass: 'personal_property',
            fmvDoD: 90_000,
            details: { category: 'electronics' },
          },
          {
            name: 'Chequing account of the deceased, BMO',
            assetClass: 'bank_account',
            fmvDoD: 1_842_633,
            notes: 'Balance at death from the bank’s letter; the account is frozen until the certificate.',
            details: { institution: 'Bank of Montreal', accountRef: '…4417' },
          },
          {
            name: 'RRIF, RBC Royal Bank',
            assetClass: 'registered_plan',
            fmvDoD: 21_500_000,
            notes: 'Fiona is the designated beneficiary: it is paid to her, not to the estate.',
            details: { planType: 'RRIF', institution: 'RBC Royal Bank', planNumber: 'RIF-208814' },
            passesOutside: { how: 'designation', to: 'Fiona MacDonald' },
          },
          {
            name: 'Term life policy, Sun Life',
            assetClass: 'life_insurance',
            fmvDoD: 10_000_000,
            details: { insurer: 'Sun Life Assurance Company of Canada', policyNumber: 'TL-5518230' },
            passesOutside: { how: 'designation', to: 'Callum MacDonald' },
          },
          {
            name: 'OMERS pension death benefit',
            assetClass: 'pension',
            fmvDoD: 3_450_000,
            notes: 'No spouse: the commuted value is payable to the estate.',
            details: { administrator: 'OMERS Administration Corporation', memberNumber: '7712093' },
          },
          {
            name: 'Manulife group life benefit',
            assetClass: 'receivable',
            fmvDoD: 5_000_000,
            details: {
              receivableType: 'insurance_proceeds',
              counterparty: 'The Manufacturers Life Insurance Company',
              expectedAmount: 5_000_000,
            },
          },
        ],
        parties: [
          {
            role: 'beneficiary',
            name: 'Fiona MacDonald',
            address: { line1: '18 Glen Road', city: 'Toronto', region: 'ON', postalCode: 'M4W 2V3' },
            relationshipToDeceased: 'Other',
            shareOfEstate: 6000,
          },
          {
            role: 'beneficiary',
            name: 'Callum MacDonald',
            address: { line1: '2250 Oxford Street', city: 'Halifax', region: 'NS', postalCode: 'B3L 2T8' },
            relationshipToDeceased: 'Sibling',
            shareOfEstate: 4000,
          },
        ],
      },
    ],
  };
}
