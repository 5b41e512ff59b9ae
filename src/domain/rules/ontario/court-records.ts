import type { CourtAccountsBody } from '../../schemas/entities/court-accounts.ts';
import type { AccountsAsset, AccountsParty, AccountsTransaction } from './accounts-input.ts';
import type { CourtAccountsExtras, EntryLink, InKindDistribution, MarketValue } from './court-inputs.ts';

/** The stored court-accounts record as the reports read it (its body; the meta fields are not needed). */
export type StoredCourtAccounts = Partial<CourtAccountsBody> & { deletedAt?: string | null };

/**
 * The links the trustee recorded on transactions: a receipt that realises an asset (with its
 * costs of sale), a disbursement that is an advance to a beneficiary on account of their share,
 * and a disbursement that bought an investment (docs/behaviour.md#court-accounts-data). Deleted
 * transactions link nothing.
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
    if (t.kind === 'disbursement' && t.purchasesAsset) {
      return [{ transactionId: t._id, kind: 'investment-purchase', assetId: t.purchasesAsset }];
    }
    if (t.kind === 'disbursement' && t.advanceTo) {
      return [
        { transactionId: t._id, kind: 'distribution', beneficiaryId: t.advanceTo, onAccountOfShare: true },
      ];
    }
    return [];
  });
}

/**
 * The assets the trustee recorded as distributed in kind: disposed by handing them to a
 * beneficiary, on the disposition date, at the value entered (a specific bequest unless taken on
 * account of the share of the residue). Deleted assets distribute nothing.
 */
export function inKindFromAssets(assets: readonly AccountsAsset[]): InKindDistribution[] {
  return assets.flatMap((a): InKindDistribution[] =>
    !a.deletedAt && a.status === 'disposed' && a.distributedTo && a.dispositionDate
      ? [
          {
            assetId: a._id,
            beneficiaryId: a.distributedTo,
            date: a.dispositionDate,
            value: a.proceeds ?? null,
            onAccountOfShare: a.onAccountOfShare === true,
          },
        ]
      : [],
  );
}

/** The current market values the trustee entered on assets still held, for the statement of assets on hand. */
export function marketValuesFromAssets(assets: readonly AccountsAsset[]): MarketValue[] {
  return assets.flatMap((a): MarketValue[] =>
    !a.deletedAt && a.marketValue != null && a.marketValueAsOf
      ? [
          {
            assetId: a._id,
            value: a.marketValue,
            asOf: a.marketValueAsOf,
            ...(a.marketValueSource ? { source: a.marketValueSource } : {}),
          },
        ]
      : [],
  );
}

const nonEmpty = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

/**
 * What the court accounts read from the estate's stored records beyond today's figures: the
 * links on its transactions, its assets distributed in kind and their market values, and its
 * court-accounts record (reserves, accounts passed,
 * co-trustees' shares, compensation taken, reasons). A field is absent when nothing was entered,
 * so the engine keeps its default (no reserve, no passing, equal shares).
 */
export function storedCourtExtras(
  record: StoredCourtAccounts | null | undefined,
  transactions: readonly AccountsTransaction[],
  parties: readonly AccountsParty[],
  assets: readonly AccountsAsset[] = [],
): CourtAccountsExtras {
  const links = linksFromTransactions(transactions);
  const inKind = inKindFromAssets(assets);
  const marketValues = marketValuesFromAssets(assets);
  const r = record && !record.deletedAt ? record : null;
  const names = new Map(parties.map((p) => [p._id, p.name]));
  const reasons = Object.fromEntries(
    Object.entries(r?.compensationReasons ?? {}).filter(
      ([, text]) => typeof text === 'string' && text.trim(),
    ),
  );
  return {
    ...(links.length > 0 ? { links } : {}),
    ...(inKind.length > 0 ? { inKind } : {}),
    ...(marketValues.length > 0 ? { marketValues } : {}),
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
    ...(r?.careAndManagement
      ? {
          careAndManagement: {
            reason: r.careAndManagement.reason,
            averageValue: r.careAndManagement.averageValue,
            ...(r.careAndManagement.basis ? { basis: r.careAndManagement.basis } : {}),
          },
        }
      : {}),
  };
}
