/**
 * A bank statement as the import reads it, whatever the file's format
 * (docs/behaviour.md#bank-statement-import). Amounts are signed cents: money into the account is
 * positive, money out is negative.
 */
export interface StatementLine {
  /** 1-based line of the file (CSV) or position of the transaction (OFX), for messages. */
  line: number;
  date: string;
  amount: number;
  description: string;
  memo?: string;
  /** The bank's transaction id (OFX FITID). */
  fitid?: string;
  /** The OFX transaction type (INT, DIV, FEE, CHECK, …), which says more than the words do. */
  bankType?: string;
  checkNumber?: string;
  /** The balance after this line, where the file gives one. */
  balance?: number;
}

export interface Statement {
  format: 'ofx' | 'csv';
  /** The bank's account number the statement is for (OFX ACCTID); absent in most CSV files. */
  accountNumber?: string;
  currency?: string;
  /** The closing balance the statement states, and its date. */
  closingBalance?: number;
  closingDate?: string;
  lines: StatementLine[];
}

/** A file the import cannot read; the message is for the person and names what is wrong. */
export class StatementError extends Error {
  override name = 'StatementError';
}
