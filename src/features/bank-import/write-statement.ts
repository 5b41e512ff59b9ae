import Papa from 'papaparse';
import type { CsvMapping } from './csv-layout.ts';
import type { Statement } from './statement.ts';

/**
 * Statements written as banks write them, for the parser's round-trip property test and the
 * import bench (src/features/bank-import/round-trip.test.ts, tests/bench). Not used by the app.
 */

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const ofxDate = (iso: string) => `${iso.replaceAll('-', '')}120000[-5:EST]`;
const ofxAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** OFX 1.x (SGML, leaves unclosed) or 2.x (XML). */
export function writeOfx(statement: Statement, version: 1 | 2): string {
  const leaf = (tag: string, value: string | undefined) =>
    value === undefined
      ? ''
      : version === 1
        ? `<${tag}>${escapeXml(value)}\n`
        : `<${tag}>${escapeXml(value)}</${tag}>\n`;
  const lines = statement.lines
    .map(
      (l) =>
        `<STMTTRN>\n${leaf('TRNTYPE', l.amount < 0 ? 'DEBIT' : 'CREDIT')}${leaf('DTPOSTED', ofxDate(l.date))}${leaf('TRNAMT', ofxAmount(l.amount))}${leaf('FITID', l.fitid)}${leaf('NAME', l.description)}${leaf('MEMO', l.memo)}</STMTTRN>\n`,
    )
    .join('');
  const head =
    version === 1
      ? 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n'
      : '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n';
  const balance =
    statement.closingBalance === undefined
      ? ''
      : `<LEDGERBAL>\n${leaf('BALAMT', ofxAmount(statement.closingBalance))}${leaf('DTASOF', ofxDate(statement.closingDate ?? '2025-01-31'))}</LEDGERBAL>\n`;
  return `${head}<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n${leaf('TRNUID', '1')}<STMTRS>\n${leaf('CURDEF', statement.currency ?? 'CAD')}<BANKACCTFROM>\n${leaf('BANKID', '000412345')}${leaf('ACCTID', statement.accountNumber ?? '5012345')}${leaf('ACCTTYPE', 'CHECKING')}</BANKACCTFROM>\n<BANKTRANLIST>\n${lines}</BANKTRANLIST>\n${balance}</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
}

export interface CsvStyle {
  french: boolean;
  debitCredit: boolean;
  header: boolean;
  bom: boolean;
  dateOrder: 'ymd' | 'dmy' | 'mdy';
}

function frenchAmount(cents: number, dollarSign: boolean): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}${dollarSign ? '\u00a0$' : ''}`;
}

function englishAmount(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

function writtenDate(iso: string, order: CsvStyle['dateOrder']): string {
  const [y, m, d] = iso.split('-');
  return order === 'ymd' ? iso : order === 'dmy' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** A CSV statement in this style, and the mapping that reads it. */
export function writeCsv(statement: Statement, style: CsvStyle): { text: string; mapping: CsvMapping } {
  const money = (cents: number) => (style.french ? frenchAmount(cents, true) : englishAmount(cents));
  const names = style.french
    ? ['Date', 'Description', 'Retrait', 'Dépôt', 'Solde', 'Montant']
    : ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance', 'Amount'];
  let running = 0;
  const rows = statement.lines.map((l) => {
    running += l.amount;
    const amountCells = style.debitCredit
      ? [l.amount < 0 ? money(-l.amount) : '', l.amount > 0 ? money(l.amount) : '']
      : [money(l.amount)];
    return [writtenDate(l.date, style.dateOrder), l.description, ...amountCells, money(running)];
  });
  const header = style.debitCredit ? names.slice(0, 5) : [names[0], names[1], names[5], names[4]];
  const ref = (i: number) => (style.header ? (header[i] as string) : `#${i + 1}`);
  const mapping: CsvMapping = style.debitCredit
    ? {
        date: ref(0),
        description: ref(1),
        debit: ref(2),
        credit: ref(3),
        balance: ref(4),
        dateOrder: style.dateOrder,
      }
    : { date: ref(0), description: ref(1), amount: ref(2), balance: ref(3), dateOrder: style.dateOrder };
  const text = Papa.unparse(style.header ? [header, ...rows] : rows, {
    delimiter: style.french ? ';' : ',',
    newline: '\r\n',
    quotes: true,
  });
  return { text: `${style.bom ? '\uFEFF' : ''}${text}\r\n`, mapping };
}
