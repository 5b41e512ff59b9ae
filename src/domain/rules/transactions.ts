import { TRANSACTION_KINDS, TRANSACTION_TYPES, type TransactionKind } from '../schemas/index.ts';
import { titleCaseWords } from './text.ts';

type AccountLinks = { fromAccount?: string | null; toAccount?: string | null };

const isKind = (kind: unknown): kind is TransactionKind =>
  (TRANSACTION_KINDS as readonly unknown[]).includes(kind);

/**
 * The transaction form's payload (docs/behaviour.md#record-forms): an account the user left unselected is dropped
 * rather than sent as '' (which is no id) or null (which would unlink it in an update patch).
 */
export function transactionPayload<T extends AccountLinks>(
  form: T,
): Omit<T, keyof AccountLinks> & { fromAccount?: string; toAccount?: string } {
  const { fromAccount, toAccount, ...rest } = form;
  const from = fromAccount?.trim();
  const to = toAccount?.trim();
  return { ...rest, ...(from ? { fromAccount: from } : {}), ...(to ? { toAccount: to } : {}) };
}

/** Types offered once a kind is chosen; nothing until then. */
export function typesForKind(kind: string | null | undefined): readonly string[] {
  return isKind(kind) ? TRANSACTION_TYPES[kind] : [];
}

/** After the kind changes, keep the type if it still fits (eft, other) and otherwise take the first. */
export function typeAfterKindChange(
  kind: string | null | undefined,
  currentType: string | null | undefined,
): string {
  const types = typesForKind(kind);
  if (currentType && types.includes(currentType)) return currentType;
  return types[0] ?? '';
}

const ACRONYMS: Record<string, string> = { eft: 'EFT' };

/** 'bank_deposit' -> 'Bank Deposit', 'eft' -> 'EFT'. */
export function transactionTypeLabel(type: string | null | undefined): string {
  return ACRONYMS[type ?? ''] ?? titleCaseWords(type);
}
