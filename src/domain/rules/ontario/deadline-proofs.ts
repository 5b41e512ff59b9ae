import { formatCents } from '../money.ts';
import { foldText } from '../text.ts';
import type { DeadlineId } from './deadline-types.ts';
import { longDateOf } from './iso-dates.ts';

/**
 * Deadlines the estate's own records show met (docs/behaviour.md#deadlines-proven-by-the-ledger):
 * the balance of the final T1 paid to the Canada Revenue Agency, or a copy of the Estate
 * Information Return as filed among the estate's documents. What proved it is shown with the
 * deadline, so a person can check it rather than trust it.
 */
export interface DeadlineProof {
  /** The day the record shows it done (the payment, the filing); null when the document has no date. */
  on: string | null;
  /** "Paid April 12, 2026: Canada Revenue Agency, $3,512.40". */
  text: string;
  /** The record that proves it, for a link. */
  record: { kind: 'transaction' | 'document'; id: string };
}

/** A transaction as the proofs read it: whole store records fit. */
export interface ProofTransaction {
  _id: string;
  kind: string;
  date: string;
  amount: number;
  payee?: string | null;
  purpose?: string | null;
  notes?: string | null;
  deletedAt?: string | null;
}

/** A document as the proofs read it. */
export interface ProofDocument {
  _id: string;
  title: string;
  type?: string | null;
  date?: string | null;
  deletedAt?: string | null;
}

/** The document type a firm gives its copy of the Estate Information Return as filed. */
export const ESTATE_INFORMATION_RETURN_DOCUMENT = 'Estate Information Return';

/** The Receiver General for Canada is the payee the CRA asks for; people also write the agency's name. */
const TO_THE_CRA = /\breceiver general\b|\bcanada revenue\b|\bcra\b|\bagence du revenu\b|\barc\b/;

/**
 * The deceased's final return: "terminal T1", "final T1 return", "final return". A T3 is the
 * estate's own return, never this one.
 */
const FINAL_T1 = /\b(terminal|final)\b.*\b(t1|return)\b|\bt1\b.*\b(terminal|final)\b/;

const longDate = (iso: string) => longDateOf(iso) ?? iso;
const live = (r: { deletedAt?: string | null }) => r.deletedAt == null;

/** The payment of the final T1's balance: the latest such payment, as the balance is paid last. */
function terminalReturnPaid(transactions: readonly ProofTransaction[]): DeadlineProof | null {
  const paid = transactions
    .filter((t) => live(t) && t.kind === 'disbursement' && TO_THE_CRA.test(foldText(t.payee ?? '')))
    .filter((t) => {
      const words = foldText(`${t.purpose ?? ''} ${t.notes ?? ''}`);
      return FINAL_T1.test(words) && !/\bt3\b/.test(words);
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));
  const t = paid[0];
  if (!t) return null;
  return {
    on: t.date,
    text: `Paid ${longDate(t.date)}: ${(t.payee ?? '').trim()}, ${formatCents(t.amount)}`,
    record: { kind: 'transaction', id: t._id },
  };
}

/** A copy of the return as filed, of its type; the earliest, as the first filing is what was due. */
function estateInformationReturnFiled(documents: readonly ProofDocument[]): DeadlineProof | null {
  const filed = documents
    .filter((d) => live(d) && d.type === ESTATE_INFORMATION_RETURN_DOCUMENT)
    .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a._id.localeCompare(b._id));
  const d = filed[0];
  if (!d) return null;
  return {
    on: d.date ?? null,
    text: d.date
      ? `Filed ${longDate(d.date)}: ${d.title.trim()}`
      : `Filed: ${d.title.trim()} (the document has no date)`,
    record: { kind: 'document', id: d._id },
  };
}

/** What the estate's records prove done, by deadline key. */
export function ledgerProofs(records: {
  transactions?: readonly ProofTransaction[];
  documents?: readonly ProofDocument[];
}): Partial<Record<DeadlineId, DeadlineProof>> {
  const out: Partial<Record<DeadlineId, DeadlineProof>> = {};
  const t1 = terminalReturnPaid(records.transactions ?? []);
  if (t1) out['terminal-t1-return'] = t1;
  const eir = estateInformationReturnFiled(records.documents ?? []);
  if (eir) out['estate-information-return'] = eir;
  return out;
}

/** Proofs of many estates: estate id → key → proof (the dashboard's list). */
export function proofsByEstate(records: {
  transactions: readonly (ProofTransaction & { estate?: string | null })[];
  documents: readonly (ProofDocument & { estate?: string | null })[];
}): Record<string, Partial<Record<DeadlineId, DeadlineProof>>> {
  const groups = new Map<string, { transactions: ProofTransaction[]; documents: ProofDocument[] }>();
  const group = (estate: string) => {
    const found = groups.get(estate) ?? { transactions: [], documents: [] };
    groups.set(estate, found);
    return found;
  };
  for (const t of records.transactions) if (t.estate) group(t.estate).transactions.push(t);
  for (const d of records.documents) if (d.estate) group(d.estate).documents.push(d);
  return Object.fromEntries([...groups].map(([estate, rs]) => [estate, ledgerProofs(rs)]));
}
