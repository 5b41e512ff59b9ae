import type { FilePlan } from './builders.ts';
import { daysAgo, shiftDays } from './prng.ts';

/** The rest of the main firm's files: closed, completed, a trust under review and a newly opened estate. */
export function otherFiles(now: Date): FilePlan[] {
  const tremblayDeath = daysAgo(now, 900);
  const patelDeath = daysAgo(now, 730);
  const williamsDeath = daysAgo(now, 800);
  const macdonaldDeath = daysAgo(now, 35);
  const anjali = { name: 'Anjali Patel', email: 'anjali.patel@example.com', phone: '905-555-0163', relationship: 'Spouse' };
  return [
    {
      name: 'Estate of Jean-Luc Tremblay',
      serial: '112',
      description: 'Administration complete; releases signed and the file closed.',
      status: 'closed',
      openedOn: shiftDays(tremblayDeath, 15),
      estates: [
        {
          estateName: 'Estate of Jean-Luc Tremblay',
          deceased: 'Jean-Luc Tremblay',
          status: 'closed',
          dateOfDeath: tremblayDeath,
          openedOn: shiftDays(tremblayDeath, 15),
          certificateIssued: shiftDays(tremblayDeath, 140),
          courtDeadline: shiftDays(tremblayDeath, 320),
          executor: { name: 'Marie-Claude Tremblay', email: 'mc.tremblay@example.com', phone: '613-555-0150', relationship: 'Spouse' },
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
              dispositionDate: shiftDays(tremblayDeath, 210),
              proceeds: 63_000_000,
              details: { address: '14 Loon Lake Road, Huntsville, ON P1H 2J6' },
            },
            {
              name: 'Bank of Nova Scotia common shares',
              assetClass: 'security_investment',
              fmvDoD: 3_690_000,
              status: 'disposed',
              dispositionDate: shiftDays(tremblayDeath, 180),
              proceeds: 3_755_000,
              details: { identifier: 'BNS', quantityDoD: 500 },
            },
            { name: 'Canoe and cottage contents', assetClass: 'personal_property', fmvDoD: 420_000, details: { category: 'other' } },
          ],
          parties: [
            { role: 'beneficiary', name: 'Marie-Claude Tremblay', relationshipToDeceased: 'Spouse', shareOfEstate: 6000 },
            { role: 'beneficiary', name: 'Luc Tremblay', relationshipToDeceased: 'Child', shareOfEstate: 4000 },
          ],
          transactions: [
            { kind: 'receipt', type: 'bank_deposit', date: shiftDays(tremblayDeath, 215), amount: 63_000_000, to: 0, payee: 'Muskoka Law in trust', purpose: 'Sale of the cottage' },
            { kind: 'transfer', type: 'internal', date: shiftDays(tremblayDeath, 220), amount: 30_000_000, from: 0, to: 1, purpose: 'Holdback to savings pending clearance' },
            { kind: 'disbursement', type: 'eft', date: shiftDays(tremblayDeath, 420), amount: 37_800_000, from: 0, payee: 'Marie-Claude Tremblay', purpose: 'Final distribution' },
            { kind: 'disbursement', type: 'eft', date: shiftDays(tremblayDeath, 420), amount: 25_200_000, from: 1, payee: 'Luc Tremblay', purpose: 'Final distribution' },
          ],
        },
      ],
    },
    {
      name: 'Patel Estate and Spousal Trust',
      serial: '041',
      description: "Vikram Patel's estate is distributed; the testamentary spousal trust for Anjali Patel continues.",
      status: 'active',
      openedOn: shiftDays(patelDeath, 10),
      estates: [
        {
          estateName: 'Estate of Vikram Patel',
          deceased: 'Vikram Patel',
          status: 'completed',
          dateOfDeath: patelDeath,
          openedOn: shiftDays(patelDeath, 10),
          certificateIssued: shiftDays(patelDeath, 120),
          courtDeadline: shiftDays(patelDeath, 300),
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
              dispositionDate: shiftDays(patelDeath, 260),
              proceeds: 74_000_000,
              details: { address: '112 King Street West, Hamilton, ON L8P 1A2' },
            },
          ],
          parties: [
            { role: 'beneficiary', name: 'Patel Family Spousal Trust', relationshipToDeceased: 'Other', shareOfEstate: 8000 },
            { role: 'beneficiary', name: 'Rohan Patel', relationshipToDeceased: 'Child', shareOfEstate: 1000 },
            { role: 'beneficiary', name: 'Priya Patel', relationshipToDeceased: 'Child', shareOfEstate: 1000 },
          ],
          transactions: [
            { kind: 'receipt', type: 'bank_deposit', date: shiftDays(patelDeath, 265), amount: 74_000_000, to: 0, payee: 'Hamilton Realty Law in trust', purpose: 'Sale of 112 King St. W.' },
            { kind: 'disbursement', type: 'tax', date: shiftDays(patelDeath, 330), amount: 4_120_000, from: 0, payee: 'Canada Revenue Agency', purpose: 'Capital gains tax on the rental property' },
            { kind: 'transfer', type: 'wire', date: shiftDays(patelDeath, 400), amount: 55_000_000, from: 0, payee: 'Patel Family Spousal Trust', purpose: 'Residue to the spousal trust' },
          ],
        },
        {
          estateName: 'Patel Family Spousal Trust',
          deceased: 'Vikram Patel',
          status: 'under_review',
          dateOfDeath: patelDeath,
          openedOn: shiftDays(patelDeath, 400),
          courtDeadline: daysAgo(now, -75),
          executor: { name: 'Rohan Patel', email: 'rohan.patel@example.com', phone: '289-555-0127', relationship: 'Son' },
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
          parties: [{ role: 'beneficiary', name: 'Anjali Patel', relationshipToDeceased: 'Spouse', shareOfEstate: 10000, notes: 'Life interest.' }],
          transactions: [
            { kind: 'receipt', type: 'dividend', date: daysAgo(now, 100), amount: 412_800, to: 0, payee: 'BMO InvestorLine', purpose: 'Quarterly distribution on VBAL' },
            { kind: 'disbursement', type: 'eft', date: daysAgo(now, 95), amount: 400_000, from: 0, payee: 'Anjali Patel', purpose: 'Quarterly income to the life tenant', ledger: 'revenue' },
          ],
        },
      ],
    },
    {
      name: 'Estate of Dorothy Williams',
      serial: '058',
      description: 'Small estate; bond and personal effects distributed to her brother and the diocese.',
      status: 'closed',
      openedOn: shiftDays(williamsDeath, 30),
      estates: [
        {
          estateName: 'Estate of Dorothy Williams',
          deceased: 'Dorothy Williams',
          status: 'completed',
          dateOfDeath: williamsDeath,
          openedOn: shiftDays(williamsDeath, 30),
          certificateIssued: shiftDays(williamsDeath, 110),
          executor: { name: 'Rev. Thomas Williams', email: 'thomas.williams@example.com', phone: '705-555-0134', relationship: 'Brother' },
          notes: 'Small estate certificate (Form 74.1A). Distribution complete.',
          accounts: [{ name: 'Estate account — CIBC', bank: 'cibc' }],
          assets: [
            {
              name: 'Government of Canada bond 2.75% 2030',
              assetClass: 'security_investment',
              fmvDoD: 4_850_000,
              details: { identifier: 'CA135087L930', quantityDoD: 50 },
            },
            { name: 'Heintzman upright piano', assetClass: 'personal_property', fmvDoD: 280_000, details: { category: 'furniture' } },
            {
              name: 'Pre-paid funeral contract refund',
              assetClass: 'other',
              fmvDoD: 145_000,
              details: { details: 'Surplus refunded by the funeral home after services.' },
            },
          ],
          parties: [
            { role: 'beneficiary', name: 'Rev. Thomas Williams', relationshipToDeceased: 'Sibling', shareOfEstate: 5000 },
            { role: 'beneficiary', name: 'Anglican Diocese of Toronto', relationshipToDeceased: 'Charity', shareOfEstate: 5000 },
          ],
        },
      ],
    },
    {
      name: 'Estate of Eleanor MacDonald',
      serial: '002',
      description: 'New matter: retainer signed, gathering the will and asset information.',
      status: 'pending',
      openedOn: shiftDays(macdonaldDeath, 10),
      estates: [
        {
          estateName: 'Estate of Eleanor MacDonald',
          deceased: 'Eleanor MacDonald',
          status: 'open',
          dateOfDeath: macdonaldDeath,
          openedOn: shiftDays(macdonaldDeath, 10),
          courtDeadline: daysAgo(now, -120),
          executor: { name: 'Fiona MacDonald', email: 'fiona.macdonald@example.com', phone: '519-555-0188', relationship: 'Niece' },
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
            { name: '2015 Subaru Outback', assetClass: 'vehicle', fmvDoD: 1_150_000, details: { year: 2015, make: 'Subaru', model: 'Outback 2.5i' } },
            { name: 'Computer and television', assetClass: 'personal_property', fmvDoD: 90_000, details: { category: 'electronics' } },
            {
              name: 'Manulife group life benefit',
              assetClass: 'receivable',
              fmvDoD: 5_000_000,
              details: { receivableType: 'insurance_proceeds', counterparty: 'The Manufacturers Life Insurance Company', expectedAmount: 5_000_000 },
            },
          ],
          parties: [
            { role: 'beneficiary', name: 'Fiona MacDonald', relationshipToDeceased: 'Other', shareOfEstate: 6000 },
            { role: 'beneficiary', name: 'Callum MacDonald', relationshipToDeceased: 'Sibling', shareOfEstate: 4000 },
          ],
        },
      ],
    },
  ];
}
