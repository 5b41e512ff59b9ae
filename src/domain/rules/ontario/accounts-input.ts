import type { Ledger, PartyRole } from '../../schemas/index.ts';

/**
 * What the estate accounts read: the few fields each schedule needs, so whole records from the
 * store (or the server) fit, and tests can write plain objects.
 */
type Live = { deletedAt?: string | null };

export interface AccountsEstate extends Live {
  _id: string;
  estateName: string;
  deceased?: { name?: string | null; dateOfDeath?: string | null } | null;
  keyDates?: {
    dateOfDeath?: string | null;
    courtDeadline?: string | null;
    certificateIssued?: string | null;
  } | null;
  status?: string;
}

export interface AccountsAsset extends Live {
  _id: string;
  estate?: string;
  name: string;
  assetClass: string;
  fmvDoD: number;
  valuationDate?: string | null;
  acb?: number | null;
  status?: 'active' | 'disposed';
  dispositionDate?: string | null;
  proceeds?: number | null;
  /** The beneficiary party the asset was handed to in kind (then `proceeds` is its value). */
  distributedTo?: string | null;
  /** With `distributedTo`: on account of their share of the residue, not a specific bequest. */
  onAccountOfShare?: boolean;
  /** Its current market value while held, as of `marketValueAsOf`. */
  marketValue?: number | null;
  marketValueAsOf?: string | null;
  marketValueSource?: string;
  /**
   * Set when the asset passes outside the estate (by survivorship or a designated beneficiary):
   * the statement lists it apart, not among the original assets (probate-value.ts).
   */
  passesOutside?: { how: 'survivorship' | 'designation'; to: string } | null;
  /** The class's own fields; the value of the estate reads real property's `inOntario`. */
  details?: unknown;
}

export interface AccountsBankAccount extends Live {
  _id: string;
  estate?: string;
  name: string;
  /** The bank statement's balance at `statementDate`, when the trustee entered one. */
  statementBalance?: number | null;
  statementDate?: string | null;
}

export interface AccountsTransaction extends Live {
  _id: string;
  estate?: string;
  kind: 'receipt' | 'disbursement' | 'transfer';
  type: string;
  date: string;
  amount: number;
  ledger?: Ledger;
  fromAccount?: string | null;
  toAccount?: string | null;
  payee?: string;
  purpose?: string;
  /** The asset a capital receipt realises (the stored realisation link; court-records.ts). */
  realisesAsset?: string | null;
  /** Costs of sale deducted before the proceeds arrived, with `realisesAsset`. */
  costsOfSale?: number | null;
  /** The beneficiary a disbursement is an advance to. */
  advanceTo?: string | null;
  /** The investment a disbursement bought (a reinvestment). */
  purchasesAsset?: string | null;
  /** Where it came from: a statement import wrote it, or linked it to a bank line (typed by hand otherwise). */
  importId?: string | null;
  matchedImportId?: string | null;
  bankTransactionId?: string;
}

export interface AccountsParty extends Live {
  _id: string;
  estate?: string;
  role?: PartyRole;
  name: string;
  relationshipToDeceased?: string;
  shareOfEstate?: number;
  /** The share as an exact fraction, when given as one. */
  shareFraction?: { numerator: number; denominator: number } | null;
  notes?: string;
}

/** A liability the data model does not hold (no liability entity): given by the caller. */
export interface LiabilityInput {
  label: string;
  amount: number;
  notes?: string;
}

export interface AccountingPeriod {
  from: string;
  to: string;
}

export interface EstateAccountsInput {
  estate: AccountsEstate;
  assets: readonly AccountsAsset[];
  accounts: readonly AccountsBankAccount[];
  transactions: readonly AccountsTransaction[];
  parties: readonly AccountsParty[];
  period: AccountingPeriod;
}

/** Records of this estate that are not deleted; a record without an `estate` field is taken as this estate's. */
export function liveOf<T extends Live & { estate?: string }>(records: readonly T[], estateId: string): T[] {
  return records.filter((r) => r.deletedAt == null && (r.estate === undefined || r.estate === estateId));
}
