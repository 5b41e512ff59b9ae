import { describe, expect, it } from 'vitest';
import { addressText, firmDetailsToSave, firmDraftOf, newLawyerRow } from './firm-details.ts';

const LEE = '01890a5d-ac96-774b-bcce-b302099a8057';
const stored = {
  address: {
    line1: '200 Bay Street',
    line2: 'Suite 2400',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2J2',
  },
  telephone: '416-555-0140',
  email: 'office@harbourview.example',
  lawyers: [{ id: LEE, name: 'Jordan Lee', lsoNumber: '65432P' }],
  officialAddresses: {
    'childrens-lawyer': '',
    'public-guardian-and-trustee': '595 Bay Street, Suite 800, Toronto, ON  M5G 2M6',
  },
};

describe('the firm’s details form (docs/behaviour.md#firm-details)', () => {
  it('opens on the stored details and saves them back unchanged, each lawyer keeping their id', () => {
    const draft = firmDraftOf(stored);
    expect(draft.lawyers.map((l) => l.id)).toEqual([LEE]);
    expect(firmDetailsToSave(draft)).toEqual({ ok: true, patch: stored });
  });

  it('starts a firm with no lawyers on one empty row, and leaves blank rows out', () => {
    const draft = firmDraftOf({});
    expect(draft.lawyers).toHaveLength(1);
    const result = firmDetailsToSave({ ...draft, telephone: '905-555-0101' });
    expect(result).toEqual({
      ok: true,
      patch: {
        address: null,
        telephone: '905-555-0101',
        email: '',
        lawyers: [],
        officialAddresses: { 'childrens-lawyer': '', 'public-guardian-and-trustee': '' },
      },
    });
  });

  it('adds a lawyer with a new id, the LSO number without spaces and in capitals', () => {
    const draft = firmDraftOf(stored);
    const added = {
      ...newLawyerRow(),
      name: 'Priya Shah',
      lsoNumber: ' 71234 r',
      email: 'Priya@Harbourview.example',
    };
    const result = firmDetailsToSave({ ...draft, lawyers: [...draft.lawyers, added] });
    expect(result.ok && result.patch.lawyers[1]).toEqual({
      id: added.id,
      name: 'Priya Shah',
      lsoNumber: '71234R',
      email: 'priya@harbourview.example',
    });
    expect(added.id).not.toBe(LEE);
  });

  it('names the field and the lawyer of the first problem', () => {
    const draft = firmDraftOf(stored);
    expect(firmDetailsToSave({ ...draft, line1: '' })).toEqual({
      ok: false,
      message: 'Street address is required',
      field: 'line1',
    });
    expect(firmDetailsToSave({ ...draft, email: 'office@' })).toMatchObject({ ok: false, field: 'email' });
    const noNumber = { ...newLawyerRow(), name: 'Priya Shah' };
    expect(firmDetailsToSave({ ...draft, lawyers: [...draft.lawyers, noNumber] })).toEqual({
      ok: false,
      message: 'LSO number is required (Priya Shah).',
      field: `lawyers.${noNumber.id}.lsoNumber`,
    });
    const twice = { ...newLawyerRow(), name: 'J. Lee', lsoNumber: '65432p' };
    expect(firmDetailsToSave({ ...draft, lawyers: [...draft.lawyers, twice] })).toMatchObject({
      ok: false,
      message: 'Two lawyers cannot have the same LSO number.',
    });
  });

  it('shows the address as a letter prints it', () => {
    expect(addressText(stored)).toBe('200 Bay Street, Suite 2400\nToronto, ON  M5J 2J2');
    expect(addressText({})).toBe('Not recorded');
  });
});
