import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { UserRole } from '../../src/domain/schemas/index.ts';
import { createOrganization, createUser } from '../accounts.ts';
import type { Actor } from '../store/apply.ts';
import type { Db } from '../store/db.ts';
import { type CreatedEstate, createFile } from './builders.ts';
import { demoPdf } from './demo-pdf.ts';
import { chenFile } from './files/chen.ts';
import { macdonaldFile } from './files/macdonald.ts';
import { okaforFile } from './files/okafor.ts';
import { patelFile } from './files/patel.ts';
import { thompsonFile } from './files/thompson.ts';
import { tremblayFile } from './files/tremblay.ts';
import { williamsFile } from './files/williams.ts';
import { enteredAt, isoDate, Rng, shiftDays } from './prng.ts';
import { type Input, Writer } from './writer.ts';

/**
 * The court houses the demo's estates before the court name (the Toronto Region Estates List
 * practice direction places its Estates Office at 330 University Avenue); one place for the firm's
 * table and the estates' court details.
 */
const BRAMPTON = { name: 'Brampton', address: '7755 Hurontario Street, Brampton' };
const TORONTO = { name: 'Toronto', address: '330 University Avenue, Toronto' };

export const DEMO_FIRM = {
  name: 'Harbourview Estates Law LLP',
  description:
    'Estates and trusts boutique on Toronto’s waterfront: probate applications, estate administration, ' +
    'passing of accounts and estate litigation across Ontario.',
  // The firm's table of court offices (docs/behaviour.md#court-offices): the two its estates before
  // the court name; the firm corrects or adds to it in Profile → Organization.
  courtOffices: [BRAMPTON, TORONTO],
  // The firm's address for service and its lawyers (docs/behaviour.md#firm-details): every
  // backsheet, the notice, the lawyer's certificate and the letters print them.
  details: {
    address: {
      line1: '200 Queens Quay West',
      line2: 'Suite 1400',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5J 2Y5',
    },
    telephone: '416-555-0140',
    email: 'estates@harbourviewlaw.example',
    lawyers: [
      { id: uuidv7(), name: 'Jordan Lee', lsoNumber: '65432P', email: 'jordan.lee@harbourviewlaw.example' },
      { id: uuidv7(), name: 'Alex Morgan', lsoNumber: '58213M', email: 'alex.morgan@harbourviewlaw.example' },
      {
        id: uuidv7(),
        name: 'Nadia Haddad',
        lsoNumber: '71904K',
        email: 'nadia.haddad@harbourviewlaw.example',
        telephone: '416-555-0147',
      },
    ],
    // Where the firm serves the Public Guardian and Trustee (Chen's and Williams's charities): its
    // head office, as the Ministry of the Attorney General lists the office's locations.
    officialAddresses: { 'public-guardian-and-trustee': '595 Bay Street, Suite 800, Toronto, ON  M5G 2M6' },
  },
};

/** Who acts on each file: Jordan Lee on most; Nadia Haddad on the Okafor and Tremblay files. */
const lawyerOfFile = (fileName: string): string => {
  const [lee, , haddad] = DEMO_FIRM.details.lawyers;
  return (/Okafor|Tremblay/.test(fileName) ? haddad : lee)!.id;
};

/** Everyone signs in with the demo password; the first is the account the login page fills in. */
export const DEMO_USERS: readonly { name: string; email: string; role: UserRole }[] = [
  { name: 'Alex Morgan', email: DEMO_CREDENTIALS.email, role: 'Admin' },
  { name: 'Jordan Lee', email: 'jordan.lee@example.com', role: 'Estate Attorney' },
  { name: 'Sam Rivera', email: 'sam.rivera@example.com', role: 'Staff' },
];

/** A beneficiary of the Chen estate with a portal account (docs/behaviour.md#portal). */
export const DEMO_BENEFICIARY = { name: 'Emily Chen', email: 'emily.chen@example.com' } as const;

/** Margaret Chen and Robert Thompson are the spec's two sample accounts (open, under review). */
const FILES = [chenFile, thompsonFile, okaforFile, tremblayFile, patelFile, williamsFile, macdonaldFile];

export interface SeededFirm {
  organizationId: string;
  userIds: string[];
}

/** Creates a firm and its users; the first user is its Admin and creates the others. */
export async function createFirm(
  tx: Db,
  firm: {
    name: string;
    description: string;
    type: 'law_firm' | 'trust_company';
    courtOffices?: { name: string; address: string }[];
    details?: Parameters<typeof createOrganization>[1]['details'];
  },
  users: readonly { name: string; email: string; role: UserRole }[],
  passwordHash: string,
  now: Date,
): Promise<{ organizationId: string; userIds: string[]; actors: Actor[] }> {
  const adminId = uuidv7(now.getTime());
  const organization = await createOrganization(tx, firm, adminId);
  const admin: Actor = { userId: adminId, organization: organization._id, role: 'Admin' };
  const actors: Actor[] = [];
  for (const [index, user] of users.entries()) {
    const id = index === 0 ? adminId : uuidv7(now.getTime());
    await createUser(tx, admin, { ...user, id, password: DEMO_CREDENTIALS.password, passwordHash });
    actors.push({ userId: id, organization: organization._id, role: user.role });
  }
  return { organizationId: organization._id, userIds: actors.map((a) => a.userId), actors };
}

/** The demo firm: users of each role, seven files, nine estates in every status and their documents. */
export async function seedDemoFirm(db: Db, now: Date, passwordHash: string): Promise<SeededFirm> {
  return db.transaction(async (tx) => {
    const firm = await createFirm(tx, { ...DEMO_FIRM, type: 'law_firm' }, DEMO_USERS, passwordHash, now);
    // The estate attorney opens the files; records show who entered them.
    const w = new Writer(tx, firm.actors[1]!, now);
    const ctx = { prefix: 'EST', firmName: DEMO_FIRM.name, rng: new Rng(0x5eed2026), now };
    const estates: CreatedEstate[] = [];
    const files: Record<string, string> = {};
    for (const plan of FILES.map((file) => file(now))) {
      const created = await createFile(w, plan, { ...ctx, lawyerOfRecord: lawyerOfFile(plan.name) });
      estates.push(...created);
      files[plan.name] = created[0]!.file;
    }
    await createDocuments(new Writer(tx, firm.actors[2]!, now), estates, files, ctx.rng, now);
    const chen = estates.find((e) => e.plan.estateName === 'Estate of Margaret Chen')!;
    await addBeneficiary(tx, firm.actors[0]!, chen.id, DEMO_BENEFICIARY, passwordHash, now);
    const okafor = estates.find((e) => e.plan.estateName === 'Estate of Samuel Okafor')!;
    await createCourtRecord(w, okafor.id);
    await w.create('courtAccounts', {
      estate: chen.id,
      // The court house the notice and the judgment name; the firm corrects it in the court details.
      courtOffice: TORONTO.name,
      courtAddress: TORONTO.address,
      trusteeCapacity: 'Estate Trustee with a Will',
      accountsKind: 'interim',
      compensationReasons: CHEN_REASONS,
    });
    return { organizationId: firm.organizationId, userIds: firm.userIds };
  });
}

/** David Chen's reasons for his claim, factor by factor (Laing Estate v. Hines). */
const CHEN_REASONS = {
  'size-of-trust':
    'An estate of about $1.7 million: a Toronto house, two share holdings, a car and a policy.',
  'care-and-responsibility':
    'The house kept insured and secure while vacant; the policy and the accounts collected.',
  'time-occupied': 'About 90 hours over fourteen months, by the executor’s own log.',
  'skill-and-ability': 'A lay executor who took legal and accounting advice where it was needed.',
  'success-of-administration': 'Every debt paid, returns filed on time and interim distributions made.',
};

/** Emeka Okafor's reasons for his claim. */
const OKAFOR_REASONS = {
  'size-of-trust': 'An estate of about $1.5 million: a house, a private company, a RRIF and a loan.',
  'care-and-responsibility': 'The house sold above its value at death; the company being wound up.',
  'time-occupied': 'About 140 hours over thirteen months.',
  'skill-and-ability': 'A lay executor working with the company’s accountants and the estate’s lawyers.',
  'success-of-administration': 'Debts paid, interim distributions made, nothing lost to the estate.',
};

/**
 * The court-accounts facts of the estate whose accounts are before the court (docs/behaviour.md#court-accounts-data):
 * the Brampton court details, interim accounts (the business, the RRIF, the tools and the loan are
 * still held), and what the trustee holds back from the proposed distribution, so the demo's Estate
 * Accounts and court forms print them.
 */
async function createCourtRecord(w: Writer, estate: string): Promise<void> {
  await w.create('courtAccounts', {
    estate,
    courtOffice: BRAMPTON.name,
    courtAddress: BRAMPTON.address,
    courtFileNumber: 'CV-26-00418-00ES',
    trusteeCapacity: 'Estate Trustee with a Will',
    accountsKind: 'interim',
    compensationReasons: OKAFOR_REASONS,
    reserves: [
      {
        id: uuidv7(),
        kind: 'costs-of-passing',
        amount: 450_000,
        basis: 'Lawyers’ estimate of the costs of the passing of accounts',
      },
      {
        id: uuidv7(),
        kind: 'clearance-certificate-holdback',
        amount: 1_500_000,
        basis: 'Held until the clearance certificate is issued, on the accountant’s advice',
      },
    ],
  });
}

/** Court schedules, affidavits and reports, filed by the staff member on the dates they were prepared. */
async function createDocuments(
  w: Writer,
  estates: CreatedEstate[],
  files: Record<string, string>,
  rng: Rng,
  now: Date,
): Promise<void> {
  const estate = (name: string) => {
    const found = estates.find((e) => e.plan.estateName === name);
    if (!found) throw new Error(`Demo data: no estate named ${name}`);
    return found;
  };
  const chen = estate('Estate of Margaret Chen');
  const thompson = estate('Estate of Robert Thompson');
  const okafor = estate('Estate of Samuel Okafor');
  const tremblay = estate('Estate of Jean-Luc Tremblay');
  const trust = estate('Patel Family Spousal Trust');
  const court = 'Ontario Superior Court of Justice';
  const today = isoDate(now);
  const estateNames = new Map(
    [chen, thompson, okafor, tremblay, trust].map((e) => [e.id, e.plan.estateName] as const),
  );
  const docs: (Input<'documents'> & { date: string })[] = [
    {
      file: files['Estate of Margaret Chen'],
      title: 'Last Will and Testament of Margaret Chen (notarial copy)',
      type: 'Other',
      date: chen.plan.openedOn,
    },
    {
      estate: chen.id,
      title: 'Schedule A — Assets at the date of death',
      type: 'Schedule A',
      // Shared with the estate's beneficiaries: Emily Chen reads it in her portal.
      shared: true,
      keyDates: `Date of death ${chen.plan.dateOfDeath}`,
      date: shiftDays(chen.plan.openedOn, 30),
    },
    {
      estate: chen.id,
      title: 'Affidavit of Executor — David Chen',
      type: 'Affidavit of Executor',
      courtDetails: `${court}, Toronto — application for a certificate of appointment (Form 74A)`,
      date: shiftDays(chen.plan.openedOn, 34),
    },
    {
      estate: thompson.id,
      title: 'Schedule B — Capital receipts and disbursements',
      type: 'Schedule B',
      date: shiftDays(today, -40),
    },
    {
      estate: thompson.id,
      title: 'Schedule C — Revenue receipts and disbursements',
      type: 'Schedule C',
      date: shiftDays(today, -38),
    },
    {
      estate: okafor.id,
      title: 'Notice of application to pass accounts (Form 74.44)',
      type: 'Other',
      courtDetails: `${court}, Brampton — hearing on ${okafor.plan.courtDeadline}`,
      keyDates: `Hearing ${okafor.plan.courtDeadline}`,
      date: shiftDays(today, -55),
    },
    {
      estate: okafor.id,
      title: 'Affidavit verifying estate accounts (Form 74.43)',
      type: 'Affidavit of Executor',
      courtDetails: `${court}, Brampton`,
      date: shiftDays(today, -56),
    },
    {
      estate: tremblay.id,
      title: 'Release and discharge of the estate trustee',
      type: 'Other',
      date: shiftDays(tremblay.plan.dateOfDeath, 430),
    },
    {
      estate: trust.id,
      title: 'Annual trust accounts — financial overview',
      type: 'Report',
      date: shiftDays(today, -10),
    },
    // The copy of the return as filed, which shows that deadline met (Chen's notes say it was filed);
    // last, so the sizes drawn for the documents above stay what they were.
    {
      estate: chen.id,
      title: 'Estate Information Return (as filed)',
      type: 'Estate Information Return',
      keyDates: `Certificate issued ${chen.plan.certificateIssued}`,
      date: shiftDays(chen.plan.certificateIssued ?? chen.plan.openedOn, 45),
    },
  ];
  for (const doc of docs) {
    const fileName = `${doc.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.pdf`;
    const at = enteredAt(doc.date, now, 16);
    const id = await w.create(
      'documents',
      { ...doc, fileName, mimeType: 'application/pdf', size: rng.int(60_000, 900_000) },
      at,
    );
    // A real file to open: the document's title and what it belongs to, marked as demo data.
    const owner = doc.estate ? estateNames.get(doc.estate) : 'the file of the Estate of Margaret Chen';
    const lines = [
      `Demo document of ${owner ?? 'the firm'}, dated ${doc.date}.`,
      ...(doc.keyDates ? [doc.keyDates] : []),
      ...(doc.courtDetails ? [doc.courtDetails] : []),
      'Demo data: not a filed document.',
    ];
    await w.attachContent(id, demoPdf(doc.title, lines), 'application/pdf', at);
  }
}

/** A Beneficiary account with access to one estate, tied to their party record there. */
async function addBeneficiary(
  tx: Db,
  admin: Actor,
  estate: string,
  person: { name: string; email: string },
  passwordHash: string,
  now: Date,
): Promise<void> {
  const id = uuidv7(now.getTime());
  await createUser(tx, admin, {
    ...person,
    id,
    role: 'Beneficiary',
    password: DEMO_CREDENTIALS.password,
    passwordHash,
  });
  const parties = await tx.query<{ id: string }>(
    `select id from records where entity = 'parties' and data ->> 'estate' = $1 and data ->> 'name' = $2`,
    [estate, person.name],
  );
  await tx.query(
    `insert into estate_access (organization, user_id, estate_id, party_id, granted_by, granted_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [admin.organization, id, estate, parties[0]?.id ?? null, admin.userId, now],
  );
}
