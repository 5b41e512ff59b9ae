import { describe, expect, it } from 'vitest';
import { courtAccounts } from '../../domain/rules/ontario/court-accounts.ts';
import { COURT_INPUT } from '../../domain/rules/ontario/court-example.fixture.ts';
import { WORKED_INPUT } from '../../domain/rules/ontario/worked-example.fixture.ts';
import { unlinkedBeneficiaryPayments } from './link-hints.ts';

describe('unlinkedBeneficiaryPayments', () => {
  it('asks about a payment to a beneficiary by name that no link explains', () => {
    // d7 to Thomas is linked as a distribution and d9 to Anne as compensation; d8, Anne's
    // reimbursement of $356.20, is the eighth capital disbursement and has no link.
    const hints = unlinkedBeneficiaryPayments(courtAccounts(COURT_INPUT), COURT_INPUT.parties);
    expect(hints).toHaveLength(1);
    expect(hints[0]).toMatch(/^CD-8, \$356\.20 paid to Anne Ramsay on 2025-02-03 /);
  });

  it('asks about a distribution once its link is gone', () => {
    const input = { ...COURT_INPUT, links: COURT_INPUT.links?.filter((l) => l.transactionId !== 'd7') };
    const hints = unlinkedBeneficiaryPayments(courtAccounts(input), input.parties);
    expect(hints.map((h) => h.split(',')[0])).toEqual(['CD-7', 'CD-8']);
    expect(hints[0]).toContain('$10,000.00 paid to Thomas Ramsay');
  });

  it('says nothing when no beneficiary was paid', () => {
    expect(unlinkedBeneficiaryPayments(courtAccounts(WORKED_INPUT), WORKED_INPUT.parties)).toEqual([]);
  });
});
