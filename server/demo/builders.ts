import { bankBySlug, toBankRef } from '../../src/domain/rules/banks.ts';
import {
  defaultLedger,
  type EstateStatus,
  type FileStatus,
  type PostalAddress,
} from '../../src/domain/schemas/index.ts';
import { type ChequingFlow, yearOfActivity } from './activity.ts';
import { enteredAt, isoDate, type Rng, shiftDays, yearOf } from './prng.ts';
import type { Input, Without, Writer } from './writer.ts';

export type AssetPlan = Without<Input<'assets'>, 'estate' | 'valuationDate'> & { valuationDate?: string };
export type PartyPlan = Without<Input<'parties'>, 'estate'>;
/** A transaction with its accounts named by their index in the estate's `accounts`. */
export type TransactionPlan = Without<Input<'transactions'>, 'estate' | 'fromAccount' | 'toAccount'> & {
  from?: number;
  to?: number;
};

/** What a main estate's year of activity is about (see activity.ts); accounts are indexes into its accounts. */
export interface ActivityPlan {
  /** Where the deceased banked; the closing balance arrives from there. */
  deceasedBank: string;
  chequing: number;
  savings: number;
  beneficiaries: string[];
  funeralHome: string;
  municipality: string;
  /** The insurer paying a policy payable to the estate, and the original asset (by name) the payment realises. */
  insurer?: { name: string; amount: number; asset?: string };
  /**
   * A sale receipt typed by hand besides the one the sold asset's own plan makes: the same sale
   * counted twice, kept in one estate so the checks before generating can be seen at work.
   */
  sale?: { amount: number; purpose: string; payee: string };
  /** The deceased's own bank account (an original asset, by name) whose closing balance arrives first. */
  deceasedAccount?: string;
  dividendPayer?: string;
}

export interface FilePlan {
  name: string;
  /** The serial part of the file number; the year comes from `openedOn` (EST-2025-014). */
  serial: string;
  description: string;
  status: FileStatus;
  openedOn: string;
  estates: EstatePlan[];
}

export interface EstatePlan {
  estateName: string;
  deceased: string;
  status: EstateStatus;
  dateOfDeath: string;
  /** When the firm opened the estate (its createdAt). */
  openedOn: string;
  courtDeadline?: string;
  certificateIssued?: string;
  /** The estate trustee who applies; their address for service, where the firm writes to them. */
  executor: { name: string; email: string; phone: string; relationship: string; address?: PostalAddress };
  notes: string;
  accounts: { name: string; bank: string; currency?: 'CAD' | 'USD' }[];
  assets: AssetPlan[];
  parties: PartyPlan[];
  transactions?: TransactionPlan[];
  /** Debts of the deceased by creditor party name, each paid from the first account on `paidOn` if given. */
  liabilities?: { creditor: string; description: string; amountAtDeath: number; paidOn?: string }[];
  /** A year of monthly receipts and disbursements ending now (main estates only). */
  activity?: ActivityPlan;
  /**
   * The trustee has entered each account's bank statement balance as of the day the demo is made,
   * so the court accounts reconcile to the bank (docs/behaviour.md#court-checks). The bank knows
   * nothing of a sale typed twice (`activity.sale`): its statement shows the money once.
   */
  statementsEntered?: boolean;
}

export interface CreatedEstate {
  id: string;
  file: string;
  accounts: string[];
  /** Sum of the assets' fair market value at death, in cents (the estate's derived value). */
  value: number;
  plan: EstatePlan;
  /** Ids of the estate's assets and parties by name, for links (a realisation, an advance). */
  assetIds: ReadonlyMap<string, string>;
  partyIds: ReadonlyMap<string, string>;
}

const bankRef = (slug: string) => {
  const bank = bankBySlug(slug);
  if (!bank) throw new Error(`Demo data: unknown bank ${slug}`);
  return toBankRef(bank);
};

/** An estate with its accounts, assets, executor and other parties, and any transactions of its plan. */
export async function createEstate(
  w: Writer,
  file: string,
  plan: EstatePlan,
  now: Date,
  lawyerOfRecord?: string,
): Promise<CreatedEstate> {
  const opened = enteredAt(plan.openedOn, now, 14);
  const id = await w.create(
    'estates',
    {
      estateName: plan.estateName,
      file,
      deceased: { name: plan.deceased, dateOfDeath: plan.dateOfDeath },
      jurisdiction: 'Ontario',
      status: plan.status,
      executor: { name: plan.executor.name, email: plan.executor.email, phone: plan.executor.phone },
      keyDates: {
        dateOfDeath: plan.dateOfDeath,
        courtDeadline: plan.courtDeadline ?? null,
        certificateIssued: plan.certificateIssued ?? null,
      },
      notes: plan.notes,
      ...(lawyerOfRecord ? { lawyerOfRecord } : {}),
    },
    opened,
  );
  const accounts: string[] = [];
  for (const account of plan.accounts) {
    accounts.push(
      await w.create(
        'accounts',
        {
          estate: id,
          name: account.name,
          kind: 'bank',
          currency: account.currency ?? 'CAD',
          bank: bankRef(account.bank),
        },
        opened,
      ),
    );
  }
  let value = 0;
  const sales: TransactionPlan[] = [];
  const assetIds = new Map<string, string>();
  for (const asset of plan.assets) {
    value += asset.fmvDoD;
    const assetId = await w.create(
      'assets',
      { valuationDate: plan.dateOfDeath, ...asset, estate: id } as Input<'assets'>,
      opened,
    );
    assetIds.set(asset.name, assetId);
    // A sold asset's proceeds arrive in the estate account, linked to the asset they realise, so
    // the asset leaves the statement of assets on hand and the estate accounts reconcile.
    if (asset.status === 'disposed' && asset.proceeds && asset.dispositionDate && accounts.length) {
      sales.push({
        kind: 'receipt',
        type: 'eft',
        date: asset.dispositionDate,
        amount: asset.proceeds,
        to: 0,
        payee: 'Purchaser',
        purpose: `Sale of ${asset.name}`,
        ledger: 'capital',
        realisesAsset: assetId,
      });
    }
  }
  const { executor } = plan;
  const partyIds = new Map<string, string>();
  // A beneficiary who is also the estate trustee is one party with both roles (docs/behaviour.md#parties).
  const alsoBeneficiary = plan.parties.find((p) => p.name === executor.name && p.role === 'beneficiary');
  const executorId = await w.create(
    'parties',
    {
      ...alsoBeneficiary,
      estate: id,
      role: alsoBeneficiary ? 'beneficiary' : 'executor',
      ...(alsoBeneficiary && { roles: ['beneficiary', 'executor'] as const }),
      name: executor.name,
      relationshipToDeceased: alsoBeneficiary?.relationshipToDeceased ?? executor.relationship,
      contactInfo: `${executor.email} · ${executor.phone}`,
      ...(executor.address && { address: executor.address }),
      notes: 'Named estate trustee in the will.',
    } as Input<'parties'>,
    opened,
  );
  partyIds.set(executor.name, executorId);
  for (const party of plan.parties) {
    if (party === alsoBeneficiary) continue;
    partyIds.set(party.name, await w.create('parties', { ...party, estate: id }, opened));
  }
  const created = { id, file, accounts, value, plan, assetIds, partyIds };
  const planned = [...sales, ...(plan.transactions ?? [])];
  if (planned.length) await createTransactions(w, created, planned, now);
  for (const debt of plan.liabilities ?? []) await createLiability(w, created, debt, now);
  return created;
}

/** A debt of the deceased with its creditor party, and the disbursement that paid it (linked). */
async function createLiability(
  w: Writer,
  estate: CreatedEstate,
  debt: NonNullable<EstatePlan['liabilities']>[number],
  now: Date,
): Promise<void> {
  const party = estate.partyIds.get(debt.creditor);
  if (!party) throw new Error(`Demo data: ${estate.plan.estateName} has no creditor ${debt.creditor}`);
  const paidBy: string[] = [];
  if (debt.paidOn) {
    paidBy.push(
      await w.create(
        'transactions',
        {
          estate: estate.id,
          kind: 'disbursement',
          type: 'eft',
          date: debt.paidOn,
          amount: debt.amountAtDeath,
          fromAccount: estate.accounts[0] ?? null,
          payee: debt.creditor,
          purpose: `Payment in full: ${debt.description}`,
          ledger: 'capital',
        },
        enteredAt(shiftDays(debt.paidOn, 1), now, 13),
      ),
    );
  }
  await w.create(
    'liabilities',
    {
      estate: estate.id,
      creditor: debt.creditor,
      party,
      description: debt.description,
      amountAtDeath: debt.amountAtDeath,
      paidBy,
    },
    enteredAt(estate.plan.openedOn, now, 14),
  );
}

/** Transactions of an estate, each entered on its own date, with the ledger the domain would pick. */
export async function createTransactions(
  w: Writer,
  estate: CreatedEstate,
  transactions: TransactionPlan[],
  now: Date,
): Promise<number> {
  const account = (index: number | undefined) => {
    if (index === undefined) return null;
    const id = estate.accounts[index];
    if (!id) throw new Error(`Demo data: ${estate.plan.estateName} has no account #${index}`);
    return id;
  };
  for (const { from, to, ...t } of transactions) {
    await w.create(
      'transactions',
      {
        ...t,
        estate: estate.id,
        fromAccount: account(from),
        toAccount: account(to),
        ledger: t.ledger ?? defaultLedger(t.kind, t.type),
      },
      enteredAt(shiftDays(t.date, 1), now, 13),
    );
  }
  return transactions.length;
}

export interface FileContext {
  /** File numbers read `${prefix}-${year opened}-${serial}`. */
  prefix: string;
  firmName: string;
  rng: Rng;
  now: Date;
  /** The firm's lawyer each estate of the file names as its lawyer of record (docs/behaviour.md#firm-details). */
  lawyerOfRecord?: string;
}

/** A file, its estates and everything in them; main estates also get their year of activity. */
export async function createFile(w: Writer, plan: FilePlan, ctx: FileContext): Promise<CreatedEstate[]> {
  const file = await w.create(
    'files',
    {
      name: plan.name,
      description: plan.description,
      fileNumber: `${ctx.prefix}-${yearOf(plan.openedOn)}-${plan.serial}`,
      status: plan.status,
    },
    enteredAt(plan.openedOn, ctx.now, 13),
  );
  const estates: CreatedEstate[] = [];
  for (const estatePlan of plan.estates) {
    const estate = await createEstate(w, file, estatePlan, ctx.now, ctx.lawyerOfRecord);
    if (estatePlan.activity) {
      const chequing = estate.accounts[estatePlan.activity.chequing];
      const earlier = chequing ? await accountFlows(w, estate.id, chequing) : [];
      const activity = yearOfActivity(ctx.rng, ctx.now, estate, estatePlan.activity, ctx.firmName, earlier);
      await createTransactions(w, estate, activity, ctx.now);
    }
    if (estatePlan.statementsEntered) await enterStatements(w, estate, ctx.now);
    estates.push(estate);
  }
  return estates;
}

/** What has gone through one account so far (read back from the database): each movement's date and signed amount. */
async function accountFlows(w: Writer, estate: string, account: string): Promise<ChequingFlow[]> {
  const rows = await w.query<{ data: Record<string, unknown> }>(
    `select data from records where entity = 'transactions' and deleted_at is null and data ->> 'estate' = $1`,
    [estate],
  );
  return rows.map(({ data: t }) => {
    const amount = Number(t.amount);
    const delta =
      (t.toAccount === account && t.kind !== 'disbursement' ? amount : 0) -
      (t.fromAccount === account && t.kind !== 'receipt' ? amount : 0);
    return { date: String(t.date), delta };
  });
}

/**
 * Each account's statement balance as the bank would print it today: the estate's own
 * transactions through the account, read back from the database, so the demo's accounts
 * reconcile to the bank exactly.
 */
async function enterStatements(w: Writer, estate: CreatedEstate, now: Date): Promise<void> {
  const today = isoDate(now);
  const balances = new Map<string, number>(estate.accounts.map((id) => [id, 0]));
  const rows = await w.query<{ data: Record<string, unknown> }>(
    `select data from records where entity = 'transactions' and deleted_at is null and data ->> 'estate' = $1`,
    [estate.id],
  );
  // The sale typed by hand a second time never went through the bank.
  const typedTwice = estate.plan.activity?.sale?.purpose;
  for (const { data } of rows) {
    if (typeof data.date !== 'string' || data.date > today) continue;
    if (typedTwice && data.purpose === typedTwice) continue;
    const amount = data.amount as number;
    const from = data.fromAccount as string | null;
    const to = data.toAccount as string | null;
    if (data.kind !== 'receipt' && from && balances.has(from))
      balances.set(from, (balances.get(from) ?? 0) - amount);
    if (data.kind !== 'disbursement' && to && balances.has(to))
      balances.set(to, (balances.get(to) ?? 0) + amount);
  }
  for (const [id, balance] of balances) {
    await w.update('accounts', id, { statementBalance: balance, statementDate: today });
  }
}
