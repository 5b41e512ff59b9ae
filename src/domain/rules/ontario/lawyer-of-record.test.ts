import { describe, expect, it } from 'vitest';
import { courtLawyerOf, type FirmDetails, lawyerOfRecordChecks } from './lawyer-of-record.ts';

const LEE = '01890a5d-ac96-774b-bcce-b302099a8057';
const firm: FirmDetails = {
  name: 'Harbourview Estates Law LLP',
  address: {
    line1: '200 Bay Street',
    line2: 'Suite 2400',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5J 2J2',
  },
  telephone: '416-555-0140',
  email: 'office@harbourview.example',
  lawyers: [{ id: LEE, name: 'Jordan Lee', lsoNumber: '65432P', email: 'jordan.lee@harbourview.example' }],
};

describe('the lawyer of record on the court documents', () => {
  it('prints the lawyer with the firm’s address, the firm’s telephone and the lawyer’s own email', () => {
    expect(courtLawyerOf({ firm, lawyerId: LEE })).toEqual({
      name: 'Jordan Lee',
      lsoNumber: '65432P',
      firmName: 'Harbourview Estates Law LLP',
      addressLines: ['200 Bay Street, Suite 2400', 'Toronto, ON  M5J 2J2'],
      telephone: '416-555-0140',
      email: 'jordan.lee@harbourview.example',
    });
    expect(lawyerOfRecordChecks({ firm, lawyerId: LEE })).toEqual([]);
  });

  it('stops the documents when the estate names no lawyer, or one the firm no longer lists', () => {
    for (const lawyerId of [null, '01890a5d-ac96-774b-bcce-b302099a8099']) {
      const checks = lawyerOfRecordChecks({ firm, lawyerId });
      expect(checks.map((c) => [c.key, c.severity, c.dismissable])).toEqual([
        ['lawyer-of-record', 'error', false],
      ]);
      expect(checks[0]?.message).toContain('Edit Estate (Lawyer of record)');
      expect(courtLawyerOf({ firm, lawyerId })).toBeNull();
    }
    const none = lawyerOfRecordChecks({ firm: { ...firm, lawyers: [] }, lawyerId: null });
    expect(none[0]?.message).toContain('Profile → Organization → Firm details');
  });

  it('stops the documents while the firm’s address, telephone or email is missing, naming each', () => {
    const bare = { name: firm.name, lawyers: firm.lawyers?.map((l) => ({ ...l, email: undefined })) };
    const checks = lawyerOfRecordChecks({ firm: bare, lawyerId: LEE });
    expect(checks.map((c) => c.key)).toEqual(['firm-details']);
    expect(checks[0]?.message).toBe(
      'The firm’s address, telephone and email are not recorded, and every backsheet and letter prints them: an Admin enters them in Profile → Organization → Firm details.',
    );
    expect(courtLawyerOf({ firm: bare, lawyerId: LEE })).toBeNull();
    const noPhone = lawyerOfRecordChecks({ firm: { ...firm, telephone: ' ' }, lawyerId: LEE });
    expect(noPhone[0]?.message).toContain('The firm’s telephone is not recorded');
  });

  it('links each error to where it is fixed: the estate’s Edit, the firm’s details', () => {
    const estateId = '01890a5d-ac96-774b-bcce-b302099a8000';
    const [noLawyer] = lawyerOfRecordChecks({ firm, lawyerId: null, estateId });
    expect(noLawyer?.fixes).toEqual([
      { label: 'Edit the estate (Lawyer of record)', target: { kind: 'estate', id: estateId } },
    ]);
    const [noneListed] = lawyerOfRecordChecks({ firm: { ...firm, lawyers: [] }, lawyerId: null, estateId });
    expect(noneListed?.fixes?.map((f) => f.target.kind)).toEqual(['firm-details', 'estate']);
    const [details] = lawyerOfRecordChecks({ firm: { ...firm, telephone: '' }, lawyerId: LEE, estateId });
    expect(details?.fixes).toEqual([{ label: 'Open the firm’s details', target: { kind: 'firm-details' } }]);
  });
});
