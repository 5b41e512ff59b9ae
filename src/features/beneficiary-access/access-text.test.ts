import { describe, expect, it } from 'vitest';
import type { ApprovalRecord, DocumentRecord, PartyRecord } from '../../domain/schemas/index.ts';
import { approvalRows, beneficiaryParties, emailIn, lastLookedText } from './access-text.ts';

const meta = (id: string, at: string) => ({
  _id: id,
  organization: 'o',
  version: 1,
  createdAt: at,
  updatedAt: at,
  createdBy: null,
  updatedBy: null,
});

describe('emailIn', () => {
  it('finds the email in free-text contact info', () => {
    expect(emailIn('Phone 416-555-0100, Bea.Heir@Example.com (home)')).toBe('bea.heir@example.com');
    expect(emailIn('<bea@example.org>; 12 Elm St')).toBe('bea@example.org');
  });
  it('answers empty when there is none', () => {
    expect(emailIn('12 Elm St, Toronto')).toBe('');
    expect(emailIn(undefined)).toBe('');
    expect(emailIn('someone@localhost')).toBe('');
  });
});

describe('lastLookedText', () => {
  it('says Never when they never looked', () => {
    expect(lastLookedText(null)).toBe('Never');
    expect(lastLookedText('not a time')).toBe('Never');
  });
  it('gives the date and time otherwise', () => {
    const text = lastLookedText('2026-11-20T15:00:00.000Z');
    expect(text).toMatch(/^Nov (19|20|21), 2026 at /);
  });
});

describe('beneficiaryParties', () => {
  it('keeps only beneficiaries, by name', () => {
    const party = (name: string, role: string) =>
      ({ ...meta(name, '2026-01-01T00:00:00Z'), estate: 'e', name, role }) as unknown as PartyRecord;
    const picked = beneficiaryParties([
      party('Zed', 'beneficiary'),
      party('Ann', 'creditor'),
      party('Bo', 'beneficiary'),
    ]);
    expect(picked.map((p) => p.name)).toEqual(['Bo', 'Zed']);
  });
});

describe('approvalRows', () => {
  const doc = {
    ...meta('d1', '2026-10-01T00:00:00Z'),
    estate: 'e',
    title: 'Accounts to Oct 2026',
    type: 'report',
  } as unknown as DocumentRecord;
  const approval = (id: string, at: string, extra: object = {}) =>
    ({
      ...meta(id, at),
      estate: 'e',
      document: 'd1',
      name: `Signer ${id}`,
      ...extra,
    }) as unknown as ApprovalRecord;

  it('names the document, newest first, and says when one was withdrawn', () => {
    const rows = approvalRows(
      [
        approval('a1', '2026-11-01T12:00:00.000Z', { email: 'signer@example.com' }),
        approval('a2', '2026-11-03T12:00:00.000Z', {
          withdrawn: true,
          withdrawnAt: '2026-11-05T12:00:00.000Z',
        }),
        approval('a3', '2026-11-02T12:00:00.000Z', { document: 'gone' }),
      ],
      [doc],
    );
    expect(rows.map((r) => r.id)).toEqual(['a2', 'a3', 'a1']);
    expect(rows[0]).toMatchObject({
      name: 'Signer a2',
      document: 'Accounts to Oct 2026',
      withdrawn: 'Withdrawn on Nov 5, 2026',
    });
    expect(rows[1]?.document).toBe('A document no longer on this device');
    expect(rows[2]).toMatchObject({
      approvedOn: 'Nov 1, 2026',
      withdrawn: null,
      email: 'signer@example.com',
    });
    // Not yet recorded by the server: no email to show.
    expect(rows[0]?.email).toBeNull();
  });
});
