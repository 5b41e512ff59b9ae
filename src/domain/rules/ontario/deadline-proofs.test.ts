import { describe, expect, it } from 'vitest';
import {
  type DeadlineEstate,
  estateDeadlines,
  ledgerProofs,
  type ProofDocument,
  type ProofTransaction,
  proofsByEstate,
  upcomingDeadlines,
} from './deadlines.ts';

// Death March 15, 2024: the final T1 was due April 30, 2025; the certificate of June 20, 2024 put
// the Estate Information Return at December 17, 2024. On this day both are long past.
const TODAY = '2026-11-28';
const estate: DeadlineEstate = {
  _id: 'e1',
  estateName: 'Estate of A',
  deceased: { dateOfDeath: '2024-03-15' },
  keyDates: { certificateIssued: '2024-06-20' },
};

const balance: ProofTransaction = {
  _id: 't-balance',
  kind: 'disbursement',
  date: '2025-04-12',
  amount: 1_234_500,
  payee: 'Receiver General',
  purpose: 'Balance owing on the terminal T1 return',
};

const eir: ProofDocument = {
  _id: 'd-eir',
  title: 'Estate Information Return (as filed)',
  type: 'Estate Information Return',
  date: '2024-10-03',
};

const deadline = (key: string, proofs: ReturnType<typeof ledgerProofs>, closures = {}) =>
  estateDeadlines(estate, TODAY, { proofs, closures }).find((d) => d.key === key)!;

describe('deadlines proven by the ledger', () => {
  it('with no proof the final T1 and the Estate Information Return stay overdue', () => {
    const none = ledgerProofs({ transactions: [], documents: [] });
    expect(none).toEqual({});
    expect(deadline('terminal-t1-return', none).status).toBe('overdue');
    expect(deadline('estate-information-return', none).status).toBe('overdue');
  });

  it('a payment to the Receiver General of the final T1 balance shows the return done, with the payment', () => {
    const proofs = ledgerProofs({ transactions: [balance] });
    const t1 = deadline('terminal-t1-return', proofs);
    expect(t1.status).toBe('done');
    expect(t1.note).toBe('Paid April 12, 2025: Receiver General, $12,345.00');
    expect(t1.proof?.record).toEqual({ kind: 'transaction', id: 't-balance' });
    // The CRA by its own name, and "final return", are read the same way.
    const cra = ledgerProofs({
      transactions: [{ ...balance, payee: 'Canada Revenue Agency', purpose: 'Final return of the deceased' }],
    });
    expect(cra['terminal-t1-return']?.text).toBe('Paid April 12, 2025: Canada Revenue Agency, $12,345.00');
  });

  it.each<[string, Partial<ProofTransaction>]>([
    ['a payment to someone else', { payee: 'Baird & Kwan CPA', purpose: 'Preparing the terminal T1 return' }],
    ['a payment to the CRA of something else', { purpose: 'GST instalment' }],
    ['the estate’s own T3', { purpose: 'Balance owing on the final T3 return' }],
    ['a receipt, not a payment', { kind: 'receipt', purpose: 'Refund on the terminal T1 return' }],
    ['a deleted payment', { deletedAt: '2025-05-01T00:00:00Z' }],
  ])('%s proves nothing', (_, change) => {
    const proofs = ledgerProofs({ transactions: [{ ...balance, ...change }] });
    expect(proofs['terminal-t1-return']).toBeUndefined();
    expect(deadline('terminal-t1-return', proofs).status).toBe('overdue');
  });

  it('a document of the Estate Information Return type shows the return filed, on its date', () => {
    const proofs = ledgerProofs({ documents: [eir] });
    const filed = deadline('estate-information-return', proofs);
    expect(filed.status).toBe('done');
    expect(filed.note).toBe('Filed October 3, 2024: Estate Information Return (as filed)');
    expect(filed.proof?.record).toEqual({ kind: 'document', id: 'd-eir' });
    const undated = ledgerProofs({ documents: [{ ...eir, date: null }] });
    expect(undated['estate-information-return']?.text).toBe(
      'Filed: Estate Information Return (as filed) (the document has no date)',
    );
  });

  it('a document of another type, or one deleted, proves no filing', () => {
    for (const doc of [
      { ...eir, type: 'Other' },
      { ...eir, deletedAt: '2025-01-01T00:00:00Z' },
    ]) {
      const proofs = ledgerProofs({ documents: [doc] });
      expect(deadline('estate-information-return', proofs).status).toBe('overdue');
    }
  });

  it('the firm’s own word still wins: closed by hand, or a date set to reopen it', () => {
    const proofs = ledgerProofs({ transactions: [balance] });
    const byHand = deadline('terminal-t1-return', proofs, {
      'terminal-t1-return': { state: 'done', on: '2025-04-10', by: 'A. Clerk' },
    });
    expect(byHand.status).toBe('done');
    expect(byHand.note).toBe('Done on 2025-04-10 by A. Clerk.');
    const reopened = deadline('terminal-t1-return', proofs, {
      'terminal-t1-return': { state: 'date-set', date: '2027-02-15' },
    });
    expect(reopened.status).toBe('upcoming');
  });

  it('the dashboard leaves out what the records prove, estate by estate', () => {
    const proofs = proofsByEstate({
      transactions: [{ ...balance, estate: 'e1' }],
      documents: [{ ...eir, estate: 'e1' }],
    });
    const open = upcomingDeadlines([estate], TODAY, 50, { e1: { proofs: proofs.e1 ?? {} } });
    expect(open.map((d) => d.key)).not.toContain('terminal-t1-return');
    expect(open.map((d) => d.key)).not.toContain('estate-information-return');
    const without = upcomingDeadlines([estate], TODAY, 50, {});
    expect(without.map((d) => d.key)).toContain('terminal-t1-return');
  });
});
