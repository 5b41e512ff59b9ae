import { isIsoDate, toIsoDate } from '../../domain/rules/dates.ts';
import { transactionPayload, typeAfterKindChange } from '../../domain/rules/transactions.ts';
import {
  defaultLedger,
  type Ledger,
  type TransactionKind,
  type TransactionRecord,
} from '../../domain/schemas/index.ts';

/**
 * The transaction form (docs/behaviour.md#record-forms): kind, a type that fits the kind, amount in cents, optional
 * accounts. The ledger follows the type (interest and dividends are revenue) until the user
 * picks one themselves.
 */
export type TransactionFormState = {
  kind: TransactionKind;
  type: string;
  date: string;
  amount: number | null;
  fromAccount: string;
  toAccount: string;
  payee: string;
  purpose: string;
  ledger: Ledger;
  ledgerChosen: boolean;
  notes: string;
  /** A receipt's asset realised (docs/behaviour.md#court-accounts-data); '' for none. */
  realisesAsset: string;
  /** Costs of sale in cents, with realisesAsset. */
  costsOfSale: number | null;
  /** A disbursement's beneficiary, when it is an advance on their share; '' for none. */
  advanceTo: string;
  /** The investment a disbursement bought (a reinvestment); '' for none. */
  purchasesAsset: string;
};

export function newTransactionForm(today: Date): TransactionFormState {
  const kind: TransactionKind = 'receipt';
  const type = typeAfterKindChange(kind, null);
  return {
    kind,
    type,
    date: toIsoDate(today),
    amount: null,
    fromAccount: '',
    toAccount: '',
    payee: '',
    purpose: '',
    ledger: defaultLedger(kind, type),
    ledgerChosen: false,
    notes: '',
    realisesAsset: '',
    costsOfSale: null,
    advanceTo: '',
    purchasesAsset: '',
  };
}

const withLedger = (form: TransactionFormState): TransactionFormState =>
  form.ledgerChosen ? form : { ...form, ledger: defaultLedger(form.kind, form.type) };

/** Switching kind keeps a type that still fits (eft, other) and otherwise takes the first. */
export function withKind(form: TransactionFormState, kind: TransactionKind): TransactionFormState {
  return withLedger({ ...form, kind, type: typeAfterKindChange(kind, form.type) });
}

export function withType(form: TransactionFormState, type: string): TransactionFormState {
  return withLedger({ ...form, type });
}

export function transactionFormErrors(form: TransactionFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.type) errors.type = 'Type is required';
  if (!form.date.trim()) errors.date = 'Date is required';
  else if (!isIsoDate(form.date)) errors.date = 'Date must be a date';
  if (form.amount === null) errors.amount = 'Amount is required';
  else if (form.amount < 1) errors.amount = 'Amount must be more than zero';
  if (form.costsOfSale !== null && form.costsOfSale > 0 && !form.realisesAsset && form.kind === 'receipt') {
    errors.realisesAsset = 'Choose the asset sold, or clear the costs of sale';
  }
  if (form.fromAccount && form.fromAccount === form.toAccount) {
    errors.toAccount = 'Choose a different account to move the money to';
  }
  return errors;
}

/** The TransactionBody to save: unselected accounts and empty texts are left out. */
export function transactionBodyFromForm(
  form: TransactionFormState,
  estateId: string,
): Record<string, unknown> {
  const {
    ledgerChosen: _ui,
    payee,
    purpose,
    notes,
    realisesAsset,
    costsOfSale,
    advanceTo,
    purchasesAsset,
    ...rest
  } = form;
  const texts = Object.fromEntries(
    Object.entries({ payee, purpose, notes })
      .map(([k, value]) => [k, value.trim()])
      .filter(([, value]) => value !== ''),
  );
  // A link is kept only where it fits the kind: a receipt realises, a disbursement advances to a
  // beneficiary or buys an investment (not both).
  const links = {
    ...(form.kind === 'receipt' && realisesAsset
      ? { realisesAsset, ...(costsOfSale ? { costsOfSale } : {}) }
      : {}),
    ...(form.kind === 'disbursement' && advanceTo ? { advanceTo } : {}),
    ...(form.kind === 'disbursement' && purchasesAsset && !advanceTo ? { purchasesAsset } : {}),
  };
  return { estate: estateId, ...transactionPayload(rest), ...texts, ...links };
}

/** The form for editing a stored transaction: its values as they are, and its ledger kept as chosen. */
export function transactionFormFromRecord(t: TransactionRecord): TransactionFormState {
  return {
    kind: t.kind,
    type: t.type,
    date: t.date,
    amount: t.amount,
    fromAccount: t.fromAccount ?? '',
    toAccount: t.toAccount ?? '',
    payee: t.payee ?? '',
    purpose: t.purpose ?? '',
    ledger: t.ledger ?? defaultLedger(t.kind, t.type),
    ledgerChosen: true,
    notes: t.notes ?? '',
    realisesAsset: t.realisesAsset ?? '',
    costsOfSale: t.costsOfSale ?? null,
    advanceTo: t.advanceTo ?? '',
    purchasesAsset: t.purchasesAsset ?? '',
  };
}

/**
 * The changes an edit saves: the body, plus an explicit empty value for every optional field the
 * form left empty, so clearing an account, a link or a text reaches the server (an update only
 * changes the fields it names).
 */
export function transactionChangesFromForm(
  form: TransactionFormState,
  estateId: string,
): Record<string, unknown> {
  return {
    fromAccount: null,
    toAccount: null,
    realisesAsset: null,
    costsOfSale: null,
    advanceTo: null,
    purchasesAsset: null,
    payee: '',
    purpose: '',
    notes: '',
    ...transactionBodyFromForm(form, estateId),
  };
}
