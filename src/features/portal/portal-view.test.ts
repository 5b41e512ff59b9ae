import { describe, expect, it } from 'vitest';
import type {
  ApprovalRecord,
  AssetRecord,
  DeadlineRecord,
  DocumentRecord,
  EstateRecord,
  PartyRecord,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import {
  approvalNameError,
  approvalOf,
  deadlineGroups,
  deadlinesOf,
  distributionOf,
  estateCard,
  estatePath,
  holdingsOf,
  isAccountsReport,
  moneyOf,
  portalPage,
  progressOf,
  sameName,
  sharedDocumentsOf,
} from './portal-view.ts';

const common = (id: string, createdAt = '2026-01-01T10:00:00.000Z') => ({
  _id: id,
  organization: 'org',
  version: 1,
  createdAt,
  updatedAt: createdAt,
});

// Only the fields a beneficiary's device receives (src/domain/rules/projection.ts).
const estate = (over: Partial<EstateRecord> = {}): EstateRecord =>
  ({
    ...common('e1'),
    estateName: 'Estate of Ada Lovelace',
    deceased: { name: 'Ada Lovelace', dateOfDeath: '2026-01-10' },
    jurisdiction: 'Ontario',
    status: 'open',
    executor: { name: 'Grace Hopper' },
    keyDates: { certificateIssued: '2026-03-02' },
    ...over,
  }) as EstateRecord;

const TODAY = '2026-06-01';

describe('estate card', () => {
  it('shows name, deceased, date of death, status in words and progress from the deadlines', () => {
    const card = estateCard(estate(), [], TODAY);
    expect(card).toMatchObject({
      id: 'e1',
      name: 'Estate of Ada Lovelace',
      deceased: 'Ada Lovelace',
      dateOfDeath: 'Jan 10, 2026',
      status: { label: 'Open', meaning: 'The estate is being administered.' },
    });
    expect(card.progress.total).toBeGreaterThan(3);
    expect(card.progress.text).toMatch(/^\d+ of \d+ steps done$/);
    // A death in January, before the previous year's return was due: that return is due six months
    // after the death, the earliest step still open.
    expect(card.next).toBe('T1 return for 2025 (not filed before the death): Jul 10, 2026');
  });

  it('counts the firm’s closures: done raises the progress, not applicable leaves the count', () => {
    const before = estateCard(estate(), [], TODAY).progress;
    const closures = [
      { ...common('d1'), estate: 'e1', key: 'estate-information-return', state: 'done', on: '2026-05-20' },
      {
        ...common('d2'),
        estate: 'e1',
        key: 'advertise-for-creditors',
        state: 'not-applicable',
        reason: 'None',
      },
    ] as DeadlineRecord[];
    const after = estateCard(estate(), closures, TODAY).progress;
    expect(after.done).toBe(before.done + 1);
    expect(after.total).toBe(before.total - 1);
  });

  it('reads a status it does not know in words, and the date of death from the key dates', () => {
    const card = estateCard(
      estate({ status: 'pending_court_approval', deceased: {}, keyDates: { dateOfDeath: '2025-12-31' } }),
      [],
      TODAY,
    );
    expect(card.status.label).toBe('Pending Court Approval');
    expect(card.dateOfDeath).toBe('Dec 31, 2025');
  });
});

describe('progress and deadline groups', () => {
  it('is 0 of 0 without deadlines and rounds the percentage', () => {
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0, text: '0 of 0 steps done' });
    expect(progressOf([{ status: 'done' }, { status: 'upcoming' }, { status: 'overdue' }]).percent).toBe(33);
  });

  it('lists open steps soonest first (undated last) and done ones with their date', () => {
    const closures = [
      { ...common('d1'), estate: 'e1', key: 'terminal-t1-return', state: 'done', on: '2026-04-15' },
    ] as DeadlineRecord[];
    const { upcoming, done } = deadlineGroups(deadlinesOf(estate(), closures, TODAY));
    expect(done.find((d) => d.key === 'terminal-t1-return')?.when).toBe('Done Apr 15, 2026');
    const dated = upcoming.filter((d) => d.status !== 'before-final-distribution' && d.status !== 'unknown');
    expect(upcoming.slice(0, dated.length)).toEqual(dated);
    expect(upcoming.at(-1)?.when).toMatch(/Before the final distribution|Date not yet known/);
  });

  it('counts as done what the records shared with the beneficiary prove (the final T1’s balance paid)', () => {
    // Death January 10, 2026: the final T1 is due April 30, 2027, and already paid.
    const paid = {
      _id: 't1',
      kind: 'disbursement',
      date: '2026-05-20',
      amount: 412_000,
      payee: 'Receiver General',
      purpose: 'Balance owing, terminal T1 return',
    };
    const without = deadlinesOf(estate(), [], TODAY);
    const withIt = deadlinesOf(estate(), [], TODAY, { transactions: [paid] });
    expect(deadlineGroups(without).done.map((d) => d.key)).not.toContain('terminal-t1-return');
    expect(deadlineGroups(withIt).done.find((d) => d.key === 'terminal-t1-return')?.when).toBe(
      'Done May 20, 2026',
    );
    expect(progressOf(withIt).done).toBe(progressOf(without).done + 1);
  });

  it('closes every open step of a completed estate', () => {
    const { upcoming } = deadlineGroups(deadlinesOf(estate({ status: 'completed' }), [], TODAY));
    expect(upcoming).toEqual([]);
    expect(progressOf(deadlinesOf(estate({ status: 'completed' }), [], TODAY)).percent).toBe(100);
  });
});

describe('holdings', () => {
  it('lists assets with class, value at death, realised or on hand, and totals', () => {
    const assets = [
      {
        ...common('a1'),
        estate: 'e1',
        name: 'House',
        assetClass: 'real_property',
        fmvDoD: 50_000_000,
        valuationDate: '2026-01-10',
        status: 'disposed',
        dispositionDate: '2026-04-01',
        proceeds: 52_000_000,
      },
      {
        ...common('a2'),
        estate: 'e1',
        name: 'Car',
        assetClass: 'vehicle',
        fmvDoD: 1_500_000,
        valuationDate: '2026-01-10',
        status: 'active',
      },
      {
        ...common('a3'),
        estate: 'e1',
        name: 'Joint chequing',
        assetClass: 'bank_account',
        fmvDoD: 900_000,
        valuationDate: '2026-01-10',
        status: 'active',
        passesOutside: { how: 'survivorship', to: 'Jane Doe' },
      },
    ] as AssetRecord[];
    const view = holdingsOf(assets);
    expect(view.rows.map((r) => [r.name, r.classLabel, r.state, r.proceeds])).toEqual([
      ['Car', 'Vehicle', 'On hand', null],
      ['House', 'Real property', 'Realised Apr 1, 2026', 52_000_000],
    ]);
    expect(view.totalAtDeath).toBe(51_500_000);
    expect(view.totalRealised).toBe(52_000_000);
  });
});

describe('received and paid', () => {
  const tx = (id: string, kind: string, date: string, amount: number, over: object = {}) =>
    ({
      ...common(id),
      estate: 'e1',
      kind,
      type: 'other',
      date,
      amount,
      ledger: 'capital',
      ...over,
    }) as TransactionRecord;

  it('splits receipts and disbursements newest first with totals, leaving transfers out', () => {
    const view = moneyOf([
      tx('t1', 'receipt', '2026-02-01', 10_000, { type: 'interest', ledger: 'revenue', payee: 'Bank' }),
      tx('t2', 'disbursement', '2026-03-01', 2_500, {
        type: 'fee',
        payee: 'Funeral home',
        purpose: 'Funeral',
      }),
      tx('t3', 'receipt', '2026-04-01', 5_000, { type: 'cheque', purpose: 'Refund' }),
      tx('t4', 'transfer', '2026-04-02', 99_999, { type: 'internal' }),
    ]);
    expect(view.receipts.map((r) => [r.id, r.description, r.detail])).toEqual([
      ['t3', 'Refund', 'Cheque'],
      ['t1', 'Bank', 'Interest · Income'],
    ]);
    expect(view.disbursements.map((r) => [r.description, r.detail, r.date])).toEqual([
      ['Funeral home', 'Funeral · Fee', 'Mar 1, 2026'],
    ]);
    expect(view.receiptsTotal).toBe(15_000);
    expect(view.disbursementsTotal).toBe(2_500);
  });
});

describe('proposed distribution', () => {
  const party = (id: string, name: string, shareOfEstate?: number, role = 'beneficiary') =>
    ({
      ...common(id),
      estate: 'e1',
      role,
      name,
      shareOfEstate,
      relationshipToDeceased: 'Child',
    }) as PartyRecord;

  it('shows exact thirds and marks the signed-in person’s own share by name', () => {
    const view = distributionOf(
      [party('p1', 'Ann Smith', 3334), party('p2', 'Bob Smith', 3333), party('p3', 'Cy Smith', 3333)],
      '  ann  SMITH ',
    );
    expect(view.rows.map((r) => [r.name, r.share, r.mine])).toEqual([
      ['Ann Smith', '1/3', true],
      ['Bob Smith', '1/3', false],
      ['Cy Smith', '1/3', false],
    ]);
    expect(view.mineFound).toBe(true);
    expect(view.note).toBeNull();
  });

  it('says when the shares do not add up, and marks nobody when the name is ambiguous or absent', () => {
    const view = distributionOf([party('p1', 'Ann', 2500), party('p2', 'Ann', 2500)], 'Ann');
    expect(view.rows.map((r) => [r.share, r.mine])).toEqual([
      ['25%', false],
      ['25%', false],
    ]);
    expect(view.mineFound).toBe(false);
    expect(view.note).toMatch(/add up to 50%/);
    expect(distributionOf([party('p1', 'Ann', undefined)], null).rows[0]).toMatchObject({
      share: '',
      mine: false,
    });
  });

  it('leaves out parties that are not beneficiaries', () => {
    expect(distributionOf([party('p1', 'Exec', 10_000, 'executor')], null).rows).toEqual([]);
  });

  it('compares names ignoring case, spacing and accents, never two empty names', () => {
    expect(sameName('Zoë  Ávila', 'zoe avila')).toBe(true);
    expect(sameName('', '')).toBe(false);
    expect(sameName('Ann', 'Anne')).toBe(false);
  });
});

describe('shared documents and approvals', () => {
  const doc = (id: string, over: Partial<DocumentRecord>) =>
    ({
      ...common(id),
      estate: 'e1',
      title: 'Letter',
      type: 'Other',
      shared: true,
      ...over,
    }) as DocumentRecord;
  const approval = (id: string, document: string, createdAt: string, over: Partial<ApprovalRecord> = {}) =>
    ({ ...common(id, createdAt), estate: 'e1', document, name: 'Ann Smith', ...over }) as ApprovalRecord;

  it('tells an accounts report by its type or title', () => {
    expect(isAccountsReport({ type: 'Report', title: 'Financial overview' })).toBe(true);
    expect(isAccountsReport({ type: 'Other', title: 'Estate Accounts — 2026' })).toBe(true);
    expect(isAccountsReport({ type: 'Other', title: 'Letter to beneficiaries' })).toBe(false);
  });

  it('lists only shared documents, newest first, with what the device holds and the latest approval', () => {
    const rows = sharedDocumentsOf(
      [
        doc('d1', {
          title: 'Estate Accounts',
          type: 'Report',
          date: '2026-05-01',
          hasContent: true,
          fileName: 'a.pdf',
        }),
        doc('d2', { title: 'Will', date: '2026-02-01', hasContent: false }),
        doc('d3', { title: 'Internal memo', shared: false }),
      ],
      [
        approval('ap1', 'd1', '2026-05-02T09:00:00.000Z', {
          withdrawn: true,
          withdrawnAt: '2026-05-03T09:00:00.000Z',
        }),
        approval('ap2', 'd1', '2026-05-04T09:00:00.000Z', { version: 0 }),
      ],
      ['d1'],
    );
    expect(rows.map((r) => [r.id, r.date, r.cached, r.hasContent, r.approvable])).toEqual([
      ['d1', 'May 1, 2026', true, true, true],
      ['d2', 'Feb 1, 2026', false, false, false],
    ]);
    expect(rows[0]?.approval).toMatchObject({
      id: 'ap2',
      withdrawn: false,
      on: 'May 4, 2026',
      pending: true,
    });
    expect(rows[1]?.approval).toBeNull();
  });

  it('leaves out a version replaced by a later one it also sees, unless the beneficiary approved it', () => {
    const rows = sharedDocumentsOf(
      [
        doc('v1', { title: 'Estate Accounts', type: 'Report', date: '2026-04-01', replacedBy: 'v2' }),
        doc('v2', { title: 'Estate Accounts', type: 'Report', date: '2026-05-01', replacedBy: 'v3' }),
        doc('v3', { title: 'Estate Accounts', type: 'Report', date: '2026-06-01' }),
        // Replaced by a version not shared with them: still theirs to read.
        doc('w1', { title: 'Will', date: '2026-02-01', replacedBy: 'w2' }),
        doc('w2', { title: 'Will', date: '2026-03-01', shared: false }),
      ],
      [approval('ap1', 'v1', '2026-04-02T09:00:00.000Z')],
      [],
    );
    expect(rows.map((r) => r.id)).toEqual(['v3', 'v1', 'w1']);
  });

  it('shows a withdrawn approval as withdrawn, with its date', () => {
    const view = approvalOf(
      [
        approval('ap1', 'd1', '2026-05-02T09:00:00.000Z', {
          withdrawn: true,
          withdrawnAt: '2026-05-03T09:00:00.000Z',
        }),
      ],
      'd1',
    );
    expect(view).toMatchObject({ withdrawn: true, withdrawnOn: 'May 3, 2026' });
    expect(approvalOf([], 'd1')).toBeNull();
  });

  it('asks for a name in letters as the signature', () => {
    expect(approvalNameError('   ')).toBe('Type your full name to approve');
    expect(approvalNameError('...')).toBe('Type your full name in letters');
    expect(approvalNameError('x'.repeat(121))).toMatch(/at most 120/);
    expect(approvalNameError(' Ann Smith ')).toBeNull();
  });
});

describe('portal pages', () => {
  it('reads the address under /portal', () => {
    expect(portalPage(undefined)).toEqual({ kind: 'home' });
    expect(portalPage('')).toEqual({ kind: 'home' });
    expect(portalPage('/')).toEqual({ kind: 'home' });
    expect(portalPage('estates/0192a')).toEqual({ kind: 'estate', id: '0192a' });
    expect(portalPage('estates/0192a/')).toEqual({ kind: 'estate', id: '0192a' });
    expect(portalPage('estates')).toEqual({ kind: 'not-found' });
    expect(portalPage('estates/a/b')).toEqual({ kind: 'not-found' });
    expect(portalPage('admin')).toEqual({ kind: 'not-found' });
    expect(estatePath('a b')).toBe('/portal/estates/a%20b');
  });
});
