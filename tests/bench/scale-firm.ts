import { createOrganization, createUser } from '../../server/accounts.ts';
import type { Db } from '../../server/store/db.ts';
import { refreshStatistics } from '../../server/store/statistics.ts';
import { uuidv7 } from '../../src/domain/ids.ts';

export const SCALE_PASSWORD = 'bench password 2026';

export interface ScaleFirm {
  email: string;
  records: number;
  estates: number;
  /** The estate with the most transactions (5,000 in firms of 10,000 records or more). */
  bigEstate: { id: string; name: string; transactions: number };
  /** An estate with 50 transactions, the baseline for the estate page. */
  smallEstate: { id: string; name: string; transactions: number };
}

/**
 * Transactions per estate, in the proportions of a real practice: many small estates, some
 * middling, a few large ones. A firm of 10,000 records or more also holds one estate of 5,000
 * transactions (the estate page and report benchmarks use it) and always one of 50.
 */
const MIX = [20, 50, 20, 100, 30, 200, 20, 500, 40, 1000];
/** What each estate holds besides its transactions: itself, an account, assets, parties, documents. */
const PER_ESTATE = 1 + 1 + 3 + 4 + 2;

export function estatePlan(total: number): number[] {
  const plan: number[] = [50];
  let used = PER_ESTATE + 50;
  if (total >= 10_000) {
    plan.push(5000);
    used += PER_ESTATE + 5000;
  }
  for (let i = 0; used < total; i++) {
    const want = MIX[i % MIX.length]!;
    const left = total - used - PER_ESTATE;
    const transactions = Math.max(0, Math.min(want, left));
    plan.push(transactions);
    used += PER_ESTATE + transactions;
  }
  return plan;
}

/**
 * A firm of about `total` records, written straight into the server's table (the write path
 * would take minutes at this size and is measured by the push benchmark instead). Records have
 * the shapes the app reads, so the screens draw real figures.
 */
export async function seedScaleFirm(db: Db, total: number): Promise<ScaleFirm> {
  const adminId = uuidv7();
  const org = await db.transaction((tx) => createOrganization(tx, { name: `Firm of ${total}` }, adminId));
  const email = `scale-${adminId}@example.com`;
  await db.transaction((tx) =>
    createUser(
      tx,
      { userId: adminId, organization: org._id, role: 'Admin' },
      { id: adminId, name: 'Bench', email, role: 'Admin', password: SCALE_PASSWORD },
    ),
  );
  const plan = estatePlan(total);
  let version = 1000;
  let records = 0;
  const insert = async (entity: string, count: number, body: string, params: unknown[] = []) => {
    if (count <= 0) return;
    await db.query(
      `insert into records (id, organization, entity, version, data, created_at, updated_at)
       select gen_random_uuid(), $1, $2, $3 + g, ${body}, now(), now() from generate_series(1, $4) g`,
      [org._id, entity, version, count, ...params],
    );
    version += count;
    records += count;
  };
  const estateIds: string[] = [];
  let fileId = '';
  for (const [i, transactions] of plan.entries()) {
    if (i % 5 === 0) {
      fileId = uuidv7();
      await db.query(
        `insert into records (id, organization, entity, version, data, created_at, updated_at)
         values ($1, $2, 'files', $3, jsonb_build_object('name', 'Estate file ' || $4::text,
           'fileNumber', 'EST-' || $4::text, 'status', 'active', 'description', 'Probate and administration'),
           now(), now())`,
        [fileId, org._id, ++version, String(i / 5 + 1)],
      );
      records++;
    }
    const estateId = uuidv7();
    const accountId = uuidv7();
    estateIds.push(estateId);
    const death = `2025-${String((i % 12) + 1).padStart(2, '0')}-15`;
    // The bank's statement of today agrees with the transactions below, so the Estate Accounts pass
    // the court checks and are made (docs/behaviour.md#court-checks).
    let statementBalance = 0;
    for (let g = 1; g <= transactions; g++) statementBalance += (g % 3 === 0 ? -1 : 1) * (100 + (g % 50000));
    await db.query(
      `insert into records (id, organization, entity, version, data, created_at, updated_at) values
       ($1, $3, 'estates', $4, jsonb_build_object('estateName', 'Estate of Person ' || $6::text, 'file', $7::text,
          'status', (array['open','under_review','completed'])[1 + $8::int % 3], 'jurisdiction', 'Ontario',
          'deceased', jsonb_build_object('name', 'Person ' || $6::text, 'dateOfDeath', $9::text),
          'executor', jsonb_build_object('name', 'Executor ' || $6::text),
          'keyDates', jsonb_build_object('dateOfDeath', $9::text, 'certificateIssued', '2025-12-01')), now(), now()),
       ($2, $3, 'accounts', $5, jsonb_build_object('estate', $1::text, 'name', 'Estate chequing', 'kind', 'bank',
          'currency', 'CAD', 'bank', jsonb_build_object('slug', 'rbc', 'name', 'Royal Bank of Canada',
          'shortName', 'RBC', 'institutionNumber', '003'), 'statementBalance', $10::bigint,
          'statementDate', $11::text), now(), now())`,
      [
        estateId,
        accountId,
        org._id,
        ++version,
        ++version,
        String(i + 1),
        fileId,
        i,
        death,
        statementBalance,
        new Date().toISOString().slice(0, 10),
      ],
    );
    records += 2;
    await insert(
      'assets',
      3,
      `jsonb_build_object('estate', $5::text, 'name', 'Asset ' || g, 'assetClass', 'other',
        'fmvDoD', 10000000 * g, 'valuationDate', $6::text, 'status', 'active', 'details', '{}'::jsonb, 'attachments', '[]'::jsonb)`,
      [estateId, death],
    );
    await insert(
      'parties',
      4,
      `jsonb_build_object('estate', $5::text, 'role', (array['beneficiary','beneficiary','executor','creditor'])[g],
        'name', 'Party ' || g, 'relationshipToDeceased', 'Child', 'shareOfEstate', case when g <= 2 then 5000 else 0 end)`,
      [estateId],
    );
    await insert(
      'documents',
      2,
      `jsonb_build_object('estate', $5::text, 'title', 'Schedule ' || g, 'type', 'Other', 'fileName', 'schedule-' || g || '.pdf',
        'mimeType', 'application/pdf', 'size', 1000)`,
      [estateId],
    );
    await insert(
      'transactions',
      transactions,
      `jsonb_build_object('estate', $5::text, 'kind', case when g % 3 = 0 then 'disbursement' else 'receipt' end,
        'type', case when g % 3 = 0 then 'fee' else 'interest' end,
        'date', to_char(date '2026-01-01' + (g % 300), 'YYYY-MM-DD'), 'amount', 100 + g % 50000,
        case when g % 3 = 0 then 'fromAccount' else 'toAccount' end, $6::text,
        'ledger', case when g % 2 = 0 then 'capital' else 'revenue' end, 'payee', 'Payee ' || (g % 40))`,
      [estateId, accountId],
    );
  }
  await db.query('update org_clock set version = $2 where organization = $1', [org._id, version]);
  // A firm that grew through the app had its statistics kept on the way (server/store/statistics.ts).
  await refreshStatistics(db);
  const big = plan.indexOf(Math.max(...plan));
  return {
    email,
    records,
    estates: plan.length,
    bigEstate: { id: estateIds[big]!, name: `Estate of Person ${big + 1}`, transactions: plan[big]! },
    smallEstate: { id: estateIds[0]!, name: 'Estate of Person 1', transactions: plan[0]! },
  };
}
