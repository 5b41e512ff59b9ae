import * as v from 'valibot';
import { Cents, Id, IsoDate, optionalText } from '../common.ts';
import { LEDGERS } from '../statuses.ts';

export const TRANSACTION_TYPES = {
  receipt: ['bank_deposit', 'interest', 'dividend', 'eft', 'cheque', 'cash', 'other'],
  disbursement: ['eft', 'cheque', 'fee', 'tax', 'cash', 'other'],
  transfer: ['internal', 'eft', 'wire', 'other'],
} as const;
export const TRANSACTION_KINDS = ['receipt', 'disbursement', 'transfer'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Receipts like interest and dividends are income; everything else moves capital unless the user says otherwise. */
export const defaultLedger = (kind: TransactionKind, type: string): (typeof LEDGERS)[number] =>
  kind === 'receipt' && (type === 'interest' || type === 'dividend') ? 'revenue' : 'capital';

export const TransactionBody = v.pipe(
  v.strictObject({
    estate: Id,
    kind: v.picklist(TRANSACTION_KINDS, 'Choose receipt, disbursement or transfer'),
    type: v.pipe(v.string('Type is required'), v.minLength(1, 'Type is required')),
    date: IsoDate,
    amount: v.pipe(Cents, v.minValue(1, 'Amount must be more than zero')),
    fromAccount: v.optional(v.nullable(Id)),
    toAccount: v.optional(v.nullable(Id)),
    payee: optionalText('Payee/recipient', 200),
    purpose: optionalText('Purpose', 1000),
    ledger: v.optional(v.picklist(LEDGERS, 'Choose capital or revenue'), 'capital'),
    document: v.optional(v.nullable(Id)),
    notes: optionalText('Notes', 8000),
    /** A capital receipt of the (net) proceeds of this asset (docs/behaviour.md#court-accounts-data). */
    realisesAsset: v.optional(v.nullable(Id)),
    /** Costs of sale deducted before the proceeds arrived, in cents (with `realisesAsset`). */
    costsOfSale: v.optional(v.nullable(Cents)),
    /** A disbursement paid to this beneficiary on account of their share (an advance). */
    advanceTo: v.optional(v.nullable(Id)),
    /** A disbursement that bought this investment for the estate (a reinvestment: no compensation on it). */
    purchasesAsset: v.optional(v.nullable(Id)),
    /** The bank's id of this transaction (OFX FITID), kept by a statement import to spot a re-import. */
    bankTransactionId: optionalText('Bank transaction id', 255),
    /** The statement import that wrote this transaction, so the import is undone as a whole. */
    importId: v.optional(v.nullable(Id)),
    /**
     * The statement import that matched this transaction, typed by hand, to one of its bank lines
     * instead of writing the line again; undoing that import unlinks it and keeps it.
     */
    matchedImportId: v.optional(v.nullable(Id)),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['type']],
      (t) => (TRANSACTION_TYPES[t.kind] as readonly string[]).includes(t.type),
      'Choose a type that fits the kind',
    ),
    ['type'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['realisesAsset']],
      (t) => !t.realisesAsset || t.kind === 'receipt',
      'Only a receipt realises an asset',
    ),
    ['realisesAsset'],
  ),
  v.forward(
    v.partialCheck(
      [['realisesAsset'], ['costsOfSale']],
      (t) => !t.costsOfSale || Boolean(t.realisesAsset),
      'Costs of sale go with the asset sold',
    ),
    ['costsOfSale'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['advanceTo']],
      (t) => !t.advanceTo || t.kind === 'disbursement',
      'Only a disbursement is an advance to a beneficiary',
    ),
    ['advanceTo'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['purchasesAsset']],
      (t) => !t.purchasesAsset || t.kind === 'disbursement',
      'Only a disbursement buys an investment',
    ),
    ['purchasesAsset'],
  ),
  v.forward(
    v.partialCheck(
      [['advanceTo'], ['purchasesAsset']],
      (t) => !t.purchasesAsset || !t.advanceTo,
      'A payment is either an advance or a purchase, not both',
    ),
    ['purchasesAsset'],
  ),
);
export type TransactionBody = v.InferOutput<typeof TransactionBody>;
