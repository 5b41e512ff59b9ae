import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { Db } from '../store/db.ts';
import { createFile, type FilePlan } from './builders.ts';
import { createFirm, type SeededFirm } from './demo-firm.ts';
import { daysAgo, Rng, shiftDays } from './prng.ts';
import { Writer } from './writer.ts';

export const SECOND_FIRM = {
  name: 'Lakeshore Trust & Estates',
  description: 'Trust company in Mississauga acting as estate trustee and attorney for property.',
  // Its address for service and its in-house lawyers (docs/behaviour.md#firm-details).
  details: {
    address: {
      line1: '1 City Centre Drive',
      line2: 'Suite 900',
      city: 'Mississauga',
      region: 'ON',
      postalCode: 'L5B 1M2',
    },
    telephone: '905-555-0100',
    email: 'estates@lakeshoretrust.example',
    lawyers: [
      { id: uuidv7(), name: 'Priya Raman', lsoNumber: '61327T' },
      {
        id: uuidv7(),
        name: 'Daniel Okoro',
        lsoNumber: '69015D',
        email: 'daniel.okoro@lakeshoretrust.example',
      },
    ],
  },
};

export const SECOND_USER = { name: 'Priya Raman', email: 'second@example.com', role: 'Admin' } as const;
export const SECOND_PASSWORD = DEMO_CREDENTIALS.password;

function files(now: Date): FilePlan[] {
  const kowalskiDeath = daysAgo(now, 280);
  const parkDeath = daysAgo(now, 700);
  return [
    {
      name: 'Estate of Walter Kowalski',
      serial: '007',
      description: 'Corporate estate trustee appointed under the will; house being prepared for sale.',
      status: 'active',
      openedOn: shiftDays(kowalskiDeath, 14),
      estates: [
        {
          estateName: 'Estate of Walter Kowalski',
          deceased: 'Walter Kowalski',
          status: 'open',
          dateOfDeath: kowalskiDeath,
          openedOn: shiftDays(kowalskiDeath, 14),
          certificateIssued: shiftDays(kowalskiDeath, 120),
          courtDeadline: daysAgo(now, -90),
          executor: {
            name: 'Lakeshore Trust & Estates',
            email: 'trust.officer@example.com',
            phone: '905-555-0101',
            relationship: 'Other',
          },
          notes: 'Estate Information Return due 180 days after the certificate.',
          accounts: [
            { name: 'Estate chequing — RBC', bank: 'rbc' },
            { name: 'Tangerine savings', bank: 'tangerine' },
          ],
          assets: [
            {
              name: 'House, 2150 Lakeshore Road West',
              assetClass: 'real_property',
              fmvDoD: 112_000_000,
              details: { address: '2150 Lakeshore Road West, Mississauga, ON L5J 1J9' },
            },
            {
              name: 'Enbridge Inc. common shares',
              assetClass: 'security_investment',
              fmvDoD: 5_520_000,
              details: { identifier: 'ENB', quantityDoD: 1_000 },
            },
            {
              name: '2020 Chevrolet Equinox',
              assetClass: 'vehicle',
              fmvDoD: 1_900_000,
              details: { year: 2020, make: 'Chevrolet', model: 'Equinox LT' },
            },
          ],
          parties: [
            {
              role: 'beneficiary',
              name: 'Anna Kowalski',
              address: {
                line1: '2150 Lakeshore Road West',
                city: 'Mississauga',
                region: 'ON',
                postalCode: 'L5J 1K1',
              },
              relationshipToDeceased: 'Child',
              shareOfEstate: 5000,
            },
            {
              role: 'beneficiary',
              name: 'Peter Kowalski',
              address: { line1: '48 Hazelton Avenue', city: 'Toronto', region: 'ON', postalCode: 'M5R 2E2' },
              relationshipToDeceased: 'Child',
              shareOfEstate: 5000,
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
            },
          ],
          transactions: [
            {
              kind: 'receipt',
              type: 'bank_deposit',
              date: shiftDays(kowalskiDeath, 40),
              amount: 2_236_400,
              to: 0,
              payee: 'Royal Bank of Canada',
              purpose: "Closing balance of the deceased's account",
            },
            {
              kind: 'disbursement',
              type: 'cheque',
              date: shiftDays(kowalskiDeath, 45),
              amount: 1_120_000,
              from: 0,
              payee: 'Glendale Funeral Home',
              purpose: 'Funeral expenses',
            },
            {
              kind: 'receipt',
              type: 'dividend',
              date: daysAgo(now, 60),
              amount: 91_500,
              to: 1,
              payee: 'RBC Direct Investing',
              purpose: 'Quarterly dividend on ENB',
            },
          ],
        },
      ],
    },
    {
      name: 'Estate of Helen Park',
      serial: '003',
      description: 'Administration completed; awaiting the final clearance certificate before closing.',
      status: 'closed',
      openedOn: shiftDays(parkDeath, 20),
      estates: [
        {
          estateName: 'Estate of Helen Park',
          deceased: 'Helen Park',
          status: 'completed',
          dateOfDeath: parkDeath,
          openedOn: shiftDays(parkDeath, 20),
          certificateIssued: shiftDays(parkDeath, 130),
          executor: {
            name: 'Daniel Park',
            email: 'daniel.park@example.com',
            phone: '289-555-0166',
            relationship: 'Son',
          },
          notes: 'Distributed in full.',
          accounts: [{ name: 'Estate account — RBC', bank: 'rbc' }],
          assets: [
            {
              name: 'Jade collection',
              assetClass: 'personal_property',
              fmvDoD: 760_000,
              details: { category: 'art' },
            },
            {
              name: 'Canada Life RRIF',
              assetClass: 'security_investment',
              fmvDoD: 21_300_000,
              details: { identifier: 'RRIF-88213', quantityDoD: 1 },
            },
          ],
          parties: [
            {
              role: 'beneficiary',
              name: 'Daniel Park',
              relationshipToDeceased: 'Child',
              shareOfEstate: 10000,
            },
          ],
          transactions: [
            {
              kind: 'disbursement',
              type: 'eft',
              date: shiftDays(parkDeath, 400),
              amount: 18_900_000,
              from: 0,
              payee: 'Daniel Park',
              purpose: 'Final distribution',
            },
          ],
        },
      ],
    },
  ];
}

/** A second firm with its own files, so tenancy is visible: none of this is readable by the demo firm. */
export async function seedSecondFirm(db: Db, now: Date, passwordHash: string): Promise<SeededFirm> {
  return db.transaction(async (tx) => {
    const firm = await createFirm(
      tx,
      { ...SECOND_FIRM, type: 'trust_company' },
      [SECOND_USER],
      passwordHash,
      now,
    );
    const w = new Writer(tx, firm.actors[0]!, now);
    const ctx = { prefix: 'LTE', firmName: SECOND_FIRM.name, rng: new Rng(0x1a4e5), now };
    // Priya Raman, the trust company's counsel, is the lawyer of record on its estates.
    const lawyerOfRecord = SECOND_FIRM.details.lawyers[0]!.id;
    for (const plan of files(now)) await createFile(w, plan, { ...ctx, lawyerOfRecord });
    return { organizationId: firm.organizationId, userIds: firm.userIds };
  });
}
