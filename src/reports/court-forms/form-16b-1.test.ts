import { describe, expect, it } from 'vitest';
import { courtForm } from './forms.ts';
import { courtFormInput } from './input.ts';
import { BLANK } from './model.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

describe('Form 16B.1, the lawyer’s certificate of service (r. 16.09(1.1))', () => {
  const input = courtFormInput({ ...WORKED_PASSING, mailingDate: '2025-04-07' });
  const form = courtForm('lawyer-certificate-of-service', input);
  const text = [...form.paragraphs.map((p) => p.text), ...form.signatures.flatMap((s) => s.lines)].join('\n');

  it('is the lawyer of record’s, on the mailing day chosen, to each person served, with nothing left blank', () => {
    expect(form.formNumber).toBe('Form 16B.1');
    expect(text).toContain('I, Grace Osei (LSO No. 54321K), lawyer for the applicant, CERTIFY THAT:');
    expect(text).toContain('1. On April 7, 2025, I caused each person named below to be served');
    expect(text).toContain('Thomas Ramsay (beneficiary)');
    expect(text).toContain('The Public Guardian and Trustee (for Kingston Humane Society (a charity))');
    expect(text).toContain('3. I am satisfied that service was effected.');
    expect(text).toContain('Date: April 7, 2025');
    expect(text).toContain('85 King Street East, Suite 300, Kingston, ON  K7L 2Z3');
    expect(text).not.toContain(BLANK);
  });

  it('names the address each was mailed to, as the affidavit of service does', () => {
    const served = [
      { name: 'Thomas Ramsay', capacity: 'beneficiary', address: '40 Ontario Street, Kingston, ON  K7L 2Y2' },
    ];
    const form = courtForm('lawyer-certificate-of-service', { ...input, served });
    expect(form.paragraphs.map((p) => p.text)).toContain(
      'Thomas Ramsay (beneficiary), at 40 Ontario Street, Kingston, ON  K7L 2Y2',
    );
  });

  it('counts from today when no mailing day is chosen, as the service dates are', () => {
    const today = courtForm('lawyer-certificate-of-service', courtFormInput(WORKED_PASSING));
    expect(today.paragraphs[1]?.text).toMatch(/^1\. On [A-Z][a-z]+ \d{1,2}, \d{4}, I caused/);
    expect(today.paragraphs[1]?.text).not.toContain(BLANK);
  });
});
