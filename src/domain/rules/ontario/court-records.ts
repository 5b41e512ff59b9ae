import type { CourtAccountsBody } from '../../schemas/entities/court-accounts.ts';
import type { AccountsParty, AccountsTransaction } from './accounts-input.ts';
import type { CourtAccountsExtras, EntryLink } from './court-inputs.ts';

/** The stored court-accounts record as the reports read it (its body; the meta fields are not needed). */
export type StoredCourtAccounts = Partial<CourtAccountsBody> & { deletedAt?: string | null };

/**
 * The links the trustee recorded on transactions: a receipt that realises an asset (with its
 * costs of sale) and a disbursement that is an advance to a beneficiary on account of their
 * share (docs/behaviour.md#court-accounts-data). Deleted transactions link nothing.
 */
export function linksFromTransactions(transactions: readonly AccountsTransaction[]): EntryLink[] {
  return transactions.flatMap((t): EntryLink[] => {
    if (t.deletedAt) return [];
    if (t.kind === 'receipt' && t.realisesAsset) {
      return [
        {
          transactionId: t._id,
          kind: 'realisation',
          assetId: t.realisesAsset,
          ...(t.costsOfSale ? { costsOfSale: t.costsOfSale } : {}),
        },
      ];
    }
    if (t.kind === 'disbursement' && t.advanceTo) {
      return [
        { transactionId: t._id, kind: 'distribution', beneficiaryId: t.advanceTo, onAccountOfShare: true },
      ];
    }
    return [];
  });
}

const nonEmpty = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

/**
 * What the court accounts read from the estate's stored records beyond today's figures: the
 * links on its transactions and its court-accounts record (reserves, accounts passed,
 * co-trustees' shares, compensation taken, reasons). A field is absent when nothing was entered,
 * so the engine keeps its default (no reserve, no passing, equal shares).
 */
export function storedCourtExtras(
  record: StoredCourtAccounts | null | undefined,
  transactions: readonly AccountsTransaction[],
  parties: readonly AccountsParty[],
): CourtAccountsExtras {
  const links = linksFromTransactions(transactions);
  const r = record && !record.deletedAt ? record : null;
  const names = new Map(parties.map((p) => [p._id, p.name]));
  const reasons = Object.fromEntries(
    Object.entries(r?.compensationReasons ?? {}).filter(
      ([, text]) => typeof text === 'string' && text.trim(),
    ),
  );
  return {
    ...(links.length > 0 ? { links } : {}),
    ...(nonEmpty(r?.reserves)
      ? {
          reserves: r.reserves.map((x) => ({
            kind: x.kind,
            amount: x.amount,
            ...(x.label ? { label: x.label } : {}),
            ...(x.basis ? { basis: x.basis } : {}),
          })),
        }
      : {}),
    ...(r?.passedAccounts
      ? {
          passedAccounts: {
            passedTo: r.passedAccounts.passedTo,
            judgmentDate: r.passedAccounts.judgmentDate ?? null,
            capitalCash: r.passedAccounts.capitalCash,
            revenueCash: r.passedAccounts.revenueCash,
            assets: (r.passedAccounts.assets ?? []).map((a) => ({ assetId: a.asset, value: a.value })),
          },
        }
      : {}),
    ...(nonEmpty(r?.coTrustees)
      ? {
          trustees: r.coTrustees.map((c) => ({
            id: c.party,
            name: names.get(c.party) ?? 'Estate trustee',
            share: { numerator: c.numerator, denominator: c.denominator },
          })),
        }
      : {}),
    ...(nonEmpty(r?.compensationTaken)
      ? {
          compensationTaken: r.compensationTaken.map((c) => ({
            date: c.date,
            amount: c.amount,
            ledger: c.ledger,
            authority: c.authority,
            ...(c.reference ? { reference: c.reference } : {}),
            transactionId: c.transaction ?? null,
            trusteeId: c.trustee ?? null,
          })),
        }
      : {}),
    ...(Object.keys(reasons).length > 0 ? { compensationReasons: reasons } : {}),
  };
}
