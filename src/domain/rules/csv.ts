/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF rows. A cell that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so an
 * exported log cannot carry a formula someone typed as a name (docs/behaviour.md#activity).
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvRows = (rows: readonly (readonly unknown[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
