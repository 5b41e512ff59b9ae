export interface ReconciliationLine {
  label: string;
  amount: number;
  kind: 'line' | 'subtotal' | 'total';
}

export interface ReconciliationInput {
  originalAssets: number;
  /** Opening balance of the period less the original assets: activity before the period. */
  broughtForward: number;
  capitalReceipts: number;
  /** Proceeds of assets realised in the period that are among its capital receipts. */
  realisationProceeds: number;
  revenueReceipts: number;
  capitalDisbursements: number;
  revenueDisbursements: number;
  /** Proceeds less the carrying value of assets realised in the period. */
  realisationGainLoss: number;
  investmentsPurchased: number;
  /** Money and investments on hand, summed independently from the accounts and the assets held. */
  closingBalance: number;
}

export interface Reconciliation extends ReconciliationInput {
  openingBalance: number;
  computedClosing: number;
  difference: number;
  isBalanced: boolean;
  lines: ReconciliationLine[];
}

/**
 * Summary (r. 74.17(1)8): opening value + receipts − disbursements ± gains and losses on
 * realisation = closing balance. The proceeds of realised assets are taken out of the receipts
 * because the asset was already counted at its value at death; the gain or loss carries the
 * difference. The closing side is summed separately, so `isBalanced` is a check, never forced:
 * it fails, for instance, when an asset is marked sold but its proceeds were never received.
 */
export function reconcile(input: ReconciliationInput): Reconciliation {
  const openingBalance = input.originalAssets + input.broughtForward;
  const computedClosing =
    openingBalance +
    input.capitalReceipts -
    input.realisationProceeds +
    input.revenueReceipts -
    input.capitalDisbursements -
    input.revenueDisbursements +
    input.realisationGainLoss +
    input.investmentsPurchased;
  const difference = input.closingBalance - computedClosing;
  const line = (label: string, amount: number, kind: ReconciliationLine['kind'] = 'line') => ({
    label,
    amount,
    kind,
  });
  const lines: ReconciliationLine[] = [
    line('Original assets at date of death', input.originalAssets),
    ...(input.broughtForward !== 0 ? [line('Net activity before the period', input.broughtForward)] : []),
    line('Opening balance', openingBalance, 'subtotal'),
    line('Add: capital receipts', input.capitalReceipts),
    line('Less: proceeds of assets realised (included in capital receipts)', -input.realisationProceeds),
    line('Add: revenue receipts', input.revenueReceipts),
    line('Less: capital disbursements', -input.capitalDisbursements),
    line('Less: revenue disbursements', -input.revenueDisbursements),
    line('Add (less): gains (losses) on realisation', input.realisationGainLoss),
    ...(input.investmentsPurchased !== 0
      ? [line('Add: investments purchased, at cost', input.investmentsPurchased)]
      : []),
    line('Closing balance (computed)', computedClosing, 'subtotal'),
    line('Money and investments on hand at closing', input.closingBalance, 'total'),
    line('Difference', difference, 'line'),
  ];
  return { ...input, openingBalance, computedClosing, difference, isBalanced: difference === 0, lines };
}
