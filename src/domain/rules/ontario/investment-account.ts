import type { AccountingPeriod } from './accounts-input.ts';
import {
  type CarriedAsset,
  disposedWithin,
  type HeldAssetRow,
  heldAssetRow,
  heldAt,
} from './original-assets.ts';

export interface InvestmentRow {
  assetId: string;
  name: string;
  date: string;
  amount: number;
  carryingValue: number;
  gainLoss: number;
}

/** Investment account (r. 74.17(1)3): securities bought and realised in the period, and those held at its end. */
export interface InvestmentAccount {
  purchases: InvestmentRow[];
  realisations: InvestmentRow[];
  holdings: HeldAssetRow[];
  totals: { purchases: number; realisations: number; gainLoss: number; holdings: number };
}

export function investmentAccount(
  carried: readonly CarriedAsset[],
  period: AccountingPeriod,
): InvestmentAccount {
  const securities = carried.filter((c) => c.asset.assetClass === 'security_investment');
  const purchases = securities
    .filter((c) => c.acquiredOn !== null && c.acquiredOn >= period.from && c.acquiredOn <= period.to)
    .map((c) => ({
      assetId: c.asset._id,
      name: c.asset.name,
      date: c.acquiredOn as string,
      amount: c.carryingValue,
      carryingValue: c.carryingValue,
      gainLoss: 0,
    }));
  const realisations = securities
    .filter((c) => disposedWithin(c, period))
    .map((c) => {
      const proceeds = c.asset.proceeds ?? 0;
      return {
        assetId: c.asset._id,
        name: c.asset.name,
        date: c.disposedOn as string,
        amount: proceeds,
        carryingValue: c.carryingValue,
        gainLoss: proceeds - c.carryingValue,
      };
    });
  const holdings = securities.filter((c) => heldAt(c, period.to)).map(heldAssetRow);
  const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    purchases,
    realisations,
    holdings,
    totals: {
      purchases: sum(purchases, (r) => r.amount),
      realisations: sum(realisations, (r) => r.amount),
      gainLoss: sum(realisations, (r) => r.gainLoss),
      holdings: sum(holdings, (r) => r.value),
    },
  };
}
