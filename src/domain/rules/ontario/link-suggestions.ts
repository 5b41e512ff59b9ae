import { nearAmount, sameName, shareWord } from './match-words.ts';

interface Candidate {
  _id: string;
  name: string;
}

/**
 * The unrealised asset a receipt being entered may be the proceeds of: one worth about the
 * amount received, or one whose name shares a word with what the receipt says. Offered on the
 * form for the person to link (docs/behaviour.md#court-accounts-data); never linked by itself.
 */
export function suggestedRealisation<A extends Candidate & { fmvDoD: number }>(
  receipt: { amount: number | null; purpose: string; payee: string },
  unrealised: readonly A[],
): A | null {
  const said = `${receipt.purpose} ${receipt.payee}`;
  const amount = receipt.amount ?? 0;
  return (
    unrealised.find((a) => amount > 0 && nearAmount(a.fmvDoD, amount)) ??
    unrealised.find((a) => shareWord(said, a.name)) ??
    null
  );
}

/** The beneficiary a payment being entered is made out to, by name: it may be an advance to them. */
export function suggestedAdvance<P extends Candidate>(payee: string, beneficiaries: readonly P[]): P | null {
  return payee.trim() ? (beneficiaries.find((b) => sameName(b.name, payee)) ?? null) : null;
}
