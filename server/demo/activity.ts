import type { ActivityPlan, CreatedEstate, TransactionPlan } from './builders.ts';
import { monthDay, type Rng } from './prng.ts';

/**
 * A year of receipts and disbursements ending now, one or more in each of the last 12 months:
 * the shape of a typical Ontario administration from the first deposit to the interim distribution.
 */
export function yearOfActivity(
  rng: Rng,
  now: Date,
  estate: CreatedEstate,
  plan: ActivityPlan,
  firmName: string,
  /** What already went through the chequing account (the sales, the debts paid): date and signed amount. */
  earlier: readonly ChequingFlow[] = [],
): TransactionPlan[] {
  const { chequing, savings } = plan;
  const on = (monthsBack: number) => monthDay(now, monthsBack, rng.int(2, 27));
  const link = (name: string | undefined, ids: ReadonlyMap<string, string>) => {
    if (name === undefined) return undefined;
    const found = ids.get(name);
    if (!found) throw new Error(`Demo data: ${estate.plan.estateName} has no record named ${name}`);
    return found;
  };
  // Drawn even when the account is an original asset with its own balance, so every later amount
  // of the seeded sequence stays what it was.
  const drawnBalance = rng.cents(18_000, 65_000);
  const account = plan.deceasedAccount
    ? estate.plan.assets.find((a) => a.name === plan.deceasedAccount)
    : undefined;
  const out: TransactionPlan[] = [
    {
      kind: 'receipt',
      type: 'bank_deposit',
      date: on(11),
      amount: account?.fmvDoD ?? drawnBalance,
      to: chequing,
      payee: plan.deceasedBank,
      purpose: "Closing balance of the deceased's personal chequing account",
      // The account was the deceased's at death: its balance realises that original asset rather
      // than adding to the estate (docs/behaviour.md#court-accounts-figures).
      ...(account ? { realisesAsset: link(account.name, estate.assetIds) } : {}),
    },
    {
      kind: 'disbursement',
      type: 'cheque',
      date: on(11),
      amount: rng.cents(9_000, 16_000),
      from: chequing,
      payee: plan.funeralHome,
      purpose: 'Funeral, burial and reception expenses',
    },
    {
      kind: 'disbursement',
      type: 'tax',
      date: on(10),
      amount: Math.max(estateAdministrationTax(estate.value), 1_500),
      from: chequing,
      payee: 'Minister of Finance (Ontario)',
      purpose: 'Estate Administration Tax on the application for a certificate of appointment',
    },
    {
      kind: 'receipt',
      type: 'cheque',
      date: on(10),
      amount: 250_000,
      to: chequing,
      payee: 'Service Canada',
      purpose: 'CPP death benefit',
    },
    {
      kind: 'transfer',
      type: 'internal',
      date: on(9),
      amount: rng.cents(15_000, 30_000),
      from: chequing,
      to: savings,
      payee: 'Estate accounts',
      purpose: 'Surplus cash moved to high-interest savings',
    },
    {
      kind: 'disbursement',
      type: 'tax',
      date: on(8),
      amount: rng.cents(3_500, 14_000),
      from: chequing,
      payee: 'Canada Revenue Agency',
      purpose: 'Balance owing on the terminal T1 return',
    },
    {
      kind: 'disbursement',
      type: 'cheque',
      date: on(6),
      amount: rng.cents(1_800, 4_200),
      from: chequing,
      payee: plan.municipality,
      purpose: 'Property taxes, final instalment',
    },
    {
      kind: 'disbursement',
      type: 'fee',
      date: on(4),
      amount: rng.cents(6_000, 12_000),
      from: chequing,
      payee: firmName,
      purpose: 'Interim account for legal fees and disbursements',
    },
    {
      kind: 'disbursement',
      type: 'eft',
      date: on(3),
      amount: rng.cents(900, 2_400),
      from: chequing,
      payee: 'Intact Insurance',
      purpose: 'Vacant-home insurance premium',
    },
    {
      kind: 'disbursement',
      type: 'fee',
      date: on(0),
      amount: rng.cents(1_500, 3_500),
      from: chequing,
      payee: 'Baird & Kwan CPA Professional Corporation',
      purpose: 'Preparation of the T3 trust return',
    },
  ];
  for (const monthsBack of [9, 7, 5, 3, 1]) {
    out.push({
      kind: 'receipt',
      type: 'interest',
      date: monthDay(now, monthsBack, 28),
      amount: rng.cents(60, 320),
      to: savings,
      payee: 'High-interest savings',
      purpose: 'Interest earned',
    });
  }
  if (plan.insurer) {
    out.push({
      kind: 'receipt',
      type: 'eft',
      date: on(9),
      amount: plan.insurer.amount,
      to: chequing,
      payee: plan.insurer.name,
      purpose: 'Life insurance proceeds payable to the estate',
      ...(plan.insurer.asset ? { realisesAsset: link(plan.insurer.asset, estate.assetIds) } : {}),
    });
  }
  if (plan.sale) {
    out.push({ kind: 'receipt', type: 'bank_deposit', date: on(5), to: chequing, ...plan.sale });
  }
  if (plan.dividendPayer) {
    for (const monthsBack of [8, 2]) {
      out.push({
        kind: 'receipt',
        type: 'dividend',
        date: on(monthsBack),
        amount: rng.cents(700, 1_900),
        to: chequing,
        payee: plan.dividendPayer,
        purpose: 'Quarterly dividend',
      });
    }
  }
  for (const name of plan.beneficiaries.slice(0, 2)) {
    out.push({
      kind: 'disbursement',
      type: 'eft',
      date: on(2),
      amount: 2_500_000,
      from: chequing,
      payee: name,
      purpose: 'Interim distribution on account of residue',
      // An advance on account of the beneficiary's share, brought into the proposed distribution.
      advanceTo: link(name, estate.partyIds),
    });
  }
  return keepTransfersFunded(
    out.sort((a, b) => a.date.localeCompare(b.date)),
    chequing,
    earlier,
  );
}

/** A movement of the chequing account: its date and its amount, positive in and negative out. */
export interface ChequingFlow {
  date: string;
  delta: number;
}

/** What the demo's trustee leaves in the chequing account after moving the surplus to savings. */
const FLOAT = 100_000;

/**
 * The "surplus" moved to savings is at most what the chequing account can spare: what it holds
 * at its lowest from that day on, less a float, in whole hundreds of dollars. Otherwise the bills
 * paid after the move (the terminal return, the property taxes) would overdraw it while the money
 * sat in savings, which a clerk reading the accounts would question. A move that nothing can fund
 * is left out.
 */
export function keepTransfersFunded(
  flows: TransactionPlan[],
  chequing: number,
  earlier: readonly ChequingFlow[],
): TransactionPlan[] {
  const deltaOf = (t: TransactionPlan): number =>
    (t.to === chequing && t.kind !== 'disbursement' ? t.amount : 0) -
    (t.from === chequing && t.kind !== 'receipt' ? t.amount : 0);
  const out: TransactionPlan[] = [];
  for (const transfer of flows) {
    if (transfer.kind !== 'transfer' || transfer.from !== chequing) {
      out.push(transfer);
      continue;
    }
    // Every other movement, in date order, what comes in before what goes out on the same day.
    const movements = [
      ...earlier,
      ...flows.filter((t) => t !== transfer).map((t) => ({ date: t.date, delta: deltaOf(t) })),
    ].sort((a, b) => a.date.localeCompare(b.date) || b.delta - a.delta);
    let balance = 0;
    let lowest = Number.POSITIVE_INFINITY;
    for (const m of movements) {
      balance += m.delta;
      if (m.date >= transfer.date) lowest = Math.min(lowest, balance);
    }
    if (lowest === Number.POSITIVE_INFINITY) lowest = balance;
    const spare = Math.floor((lowest - FLOAT) / 10_000) * 10_000;
    if (spare <= 0) continue;
    out.push({ ...transfer, amount: Math.min(transfer.amount, spare) });
  }
  return out;
}

/** Ontario Estate Administration Tax since 2020: nothing on the first $50,000, $15 per $1,000 or part above. */
export function estateAdministrationTax(valueCents: number): number {
  const above = valueCents - 5_000_000;
  return above <= 0 ? 0 : Math.ceil(above / 100_000) * 1_500;
}
