import { COMPENSATION_ITEM_IDS } from '../../schemas/entities/estate.ts';
import type { Ledger } from '../../schemas/index.ts';
import type { EstateAccountsInput } from './accounts-input.ts';
import type { ExactShare } from './shares.ts';

/**
 * What the court accounts read beyond today's records. Every field is optional so today's data
 * (estate, assets, accounts, transactions, parties) still produces accounts; each one the
 * trustee fills in replaces a guess with a fact. Designed to map one-to-one onto synced records
 * later (a link, a liability, a reserve are each a record with an id).
 */

/**
 * A link from a transaction to what it did. Links are what make the accounts cross-reference by
 * fact rather than by amount, date or payee name.
 */
export type EntryLink =
  /** A capital receipt of the (net) proceeds of an asset; costs deducted before the money arrived. */
  | { transactionId: string; kind: 'realisation'; assetId: string; costsOfSale?: number }
  /** A capital disbursement that bought an investment (reinvestment: no compensation on it). */
  | { transactionId: string; kind: 'investment-purchase'; assetId: string }
  /**
   * A payment to a beneficiary: on account of their share of the residue (an interim
   * distribution, brought into account later; the default) or of a legacy (`onAccountOfShare: false`).
   */
  | { transactionId: string; kind: 'distribution'; beneficiaryId: string; onAccountOfShare?: boolean };

/** An asset handed over to a beneficiary rather than sold. */
export interface InKindDistribution {
  assetId: string;
  beneficiaryId: string;
  date: string;
  /** Value at the date of distribution; absent: its carrying value (value at death or as passed). */
  value?: number | null;
  /**
   * True when it is taken on account of the beneficiary's share of the residue (brought into
   * account like a cash advance); false or absent for a specific bequest.
   */
  onAccountOfShare?: boolean;
  description?: string;
}

/** A debt of the deceased (or of the administration) with its amount and the payments that settled it. */
export interface LiabilityRecord {
  _id: string;
  creditor: string;
  /** The creditor party, when one is recorded. */
  creditorPartyId?: string | null;
  description?: string;
  /** Owing at the date of death (or when incurred), in cents. */
  amountAtDeath: number;
  /** The real property (asset id) it is registered against: a mortgage or a lien. */
  encumbers?: string | null;
  /** Ids of the disbursements that paid it. */
  paidBy?: readonly string[];
  notes?: string;
  deletedAt?: string | null;
}

export const RESERVE_KINDS = [
  'terminal-t1-tax',
  't3-tax',
  'costs-of-passing',
  'clearance-certificate-holdback',
  'other',
] as const;
export type ReserveKind = (typeof RESERVE_KINDS)[number];

/** An amount the trustee holds back from the proposed distribution, with the reason. */
export interface ReserveInput {
  kind: ReserveKind;
  amount: number;
  label?: string;
  /** How the trustee arrived at it (e.g. "accountant's estimate of 2025-02-03"). */
  basis?: string;
}

/** Compensation already paid to a trustee, with the authority for taking it. */
export interface CompensationTaken {
  date: string;
  amount: number;
  ledger: Ledger;
  authority: 'consent' | 'court-order';
  /** The consent or order (who signed, court file number and date). */
  reference?: string;
  /** The disbursement that paid it, so it is not charged compensation itself. */
  transactionId?: string | null;
  trusteeId?: string | null;
}

export interface CoTrustee {
  id: string;
  name: string;
  /** The agreed share of the compensation. */
  share: ExactShare;
}

export const LAING_FACTOR_IDS = [
  'size-of-trust',
  'care-and-responsibility',
  'time-occupied',
  'skill-and-ability',
  'success-of-administration',
] as const;
export type LaingFactorId = (typeof LAING_FACTOR_IDS)[number];

/** The trustee's reasons for the claim, factor by factor, in their own words. */
export type CompensationReasons = Partial<Record<LaingFactorId, string>>;

/** Accounts passed at an earlier date: the next period opens with their closing figures. */
export interface PassedAccounts {
  /** The last day of the period passed. */
  passedTo: string;
  /** Date of the judgment passing them, for the record. */
  judgmentDate?: string | null;
  capitalCash: number;
  revenueCash: number;
  /** Each asset on hand as passed, at the value passed. Assets not listed were not on hand then. */
  assets: readonly { assetId: string; value: number }[];
}

/** A current market value for an asset not yet realised. */
export interface MarketValue {
  assetId: string;
  value: number;
  asOf: string;
  source?: string;
}

export interface CourtAccountsExtras {
  links?: readonly EntryLink[];
  inKind?: readonly InKindDistribution[];
  liabilities?: readonly LiabilityRecord[];
  reserves?: readonly ReserveInput[];
  passedAccounts?: PassedAccounts | null;
  marketValues?: readonly MarketValue[];
  /** Exact shares of the residue by party id; absent: the parties' basis points, read exactly. */
  shares?: readonly { partyId: string; share: ExactShare }[];
  compensationTaken?: readonly CompensationTaken[];
  trustees?: readonly CoTrustee[];
  compensationReasons?: CompensationReasons;
  /** The trustee's own figure per tariff item; absent keeps the tariff figure. */
  compensationOverrides?: Partial<Record<CourtCompensationItemId, number | null>>;
  /** The trustee's own average gross value for the care-and-management fee. */
  averageGrossValue?: number | null;
  /**
   * The care and management fee claimed with its reason and basis: the fee is claimed, at the
   * tariff on the average market value given, only then (or when the trustee types an amount).
   */
  careAndManagement?: { reason: string; averageValue: number; basis?: string } | null;
  /** Ledger the care-and-management fee is charged to (capital unless the trustee says so). */
  careAndManagementCharge?: Ledger;
  /** Bring advances (cash and in kind on account of a share) into account; default true. */
  equaliseAdvances?: boolean;
}

/** The claim's items: the ones the estate record keeps (`compensationClaim`), one list for both. */
export const COURT_COMPENSATION_ITEM_IDS = COMPENSATION_ITEM_IDS;
export type CourtCompensationItemId = (typeof COURT_COMPENSATION_ITEM_IDS)[number];

export type CourtAccountsInput = EstateAccountsInput & CourtAccountsExtras;
