import { formatCents } from '../../domain/rules/money.ts';
import type { AccountsParty, CourtAccounts } from '../../domain/rules/ontario/index.ts';

const nameKey = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Payments made out to a beneficiary by name but not linked as distributions. The engine never
 * reads payee names, so it counts them as ordinary disbursements (charged compensation as such,
 * not brought into account as advances); the trustee is asked which they are. A hint shown in the
 * app beside the engine's notes; it changes no figure (docs/behaviour.md, Reports).
 */
export function unlinkedBeneficiaryPayments(a: CourtAccounts, parties: readonly AccountsParty[]): string[] {
  const beneficiaries = new Set(
    parties.filter((p) => p.deletedAt == null && p.role === 'beneficiary').map((p) => nameKey(p.name)),
  );
  const ordinary = [
    ...a.schedules.capitalDisbursements.entries,
    ...a.schedules.revenueDisbursements.entries,
  ].filter((e) => e.kind === 'disbursement' && e.cash && beneficiaries.has(nameKey(e.payee)));
  return ordinary.map(
    (e) =>
      `${e.number}, ${formatCents(e.amount)} paid to ${e.payee} on ${e.date} (“${e.description}”), is counted as an ` +
      'ordinary disbursement: if it is a distribution, link it to the beneficiary so it is shown and brought ' +
      'into account as one.',
  );
}
