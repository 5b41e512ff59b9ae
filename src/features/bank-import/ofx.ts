import { parseAmount, parseDate } from './amounts.ts';
import { type Statement, StatementError, type StatementLine } from './statement.ts';

/**
 * OFX and QFX statements (docs/behaviour.md#bank-statement-import): OFX 1.x, which is SGML whose
 * leaf elements have no closing tags (`<TRNAMT>-12.00`), and OFX 2.x, which is XML. We read both with
 * one small tokenizer instead of a package: the OFX parsers on npm turn SGML into XML with regular
 * expressions that drop or mis-nest empty elements (`<MEMO>` with no value), double-escape `&`, or
 * depend on an old XML parser; a statement needs only a handful of elements, read here strictly.
 */

/** One element: its leaf values by tag and its child aggregates, in file order. */
interface OfxNode {
  tag: string;
  values: Map<string, string>;
  children: OfxNode[];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Is this text an OFX file (either version)? */
export const looksLikeOfx = (text: string): boolean =>
  /^\s*(?:\uFEFF)?\s*(?:OFXHEADER\s*:|<\?xml[^>]*\?>\s*<\?OFX)/i.test(text) ||
  /<OFX>/i.test(text.slice(0, 4000));

/**
 * The element tree under <OFX>. An element opened with no value and never closed is an empty
 * leaf of SGML (aggregates always close, says the OFX spec), so its would-be children are its
 * parent's; a closing tag for a leaf that had a value (XML, or SGML written with end tags) is
 * skipped.
 *
 * Linear in the file's length, whatever it holds (a crafted file froze the tab for a minute, then
 * overflowed the stack): each tag's open elements are found by a table rather than a search of
 * the stack; the elements a closing tag shows were empty leaves are lifted all at once, each child
 * moved once; the tag pattern cannot rescan what follows an unclosed `<`; and nothing recurses.
 */
function tree(text: string): OfxNode {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new StatementError('This is not an OFX file: it has no <OFX> element.');
  const root: OfxNode = { tag: 'ROOT', values: new Map(), children: [] };
  const stack: OfxNode[] = [root];
  /** Where each tag is open on the stack, innermost last. */
  const open = new Map<string, number[]>();
  const push = (node: OfxNode) => {
    const at = open.get(node.tag);
    if (at) at.push(stack.length);
    else open.set(node.tag, [stack.length]);
    stack.push(node);
  };
  const pop = () => {
    const node = stack.pop() as OfxNode;
    open.get(node.tag)?.pop();
    return node;
  };
  const token = /<(\/?)([A-Za-z0-9_.]+)[^<>]*>([^<]*)/g;
  token.lastIndex = start;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const [, closing, rawTag = '', rawText = ''] = m;
    const tag = rawTag.toUpperCase();
    const value = rawText.trim();
    if (closing) {
      const at = open.get(tag)?.at(-1) ?? -1;
      if (at <= 0) continue;
      const target = stack[at] as OfxNode;
      if (stack.length - 1 > at) {
        // Everything opened after it and not closed was an empty leaf: its children and values
        // are the closed element's. Each is the last child of the one below it; the closed
        // element's own values win, then the outer leaf's over the inner's.
        target.children.pop();
        for (let i = at + 1; i < stack.length; i++) {
          const empty = stack[i] as OfxNode;
          const kids = empty.children;
          const keep = i < stack.length - 1 ? kids.length - 1 : kids.length;
          for (let k = 0; k < keep; k++) target.children.push(kids[k] as OfxNode);
          for (const [k, val] of empty.values) if (!target.values.has(k)) target.values.set(k, val);
        }
        while (stack.length - 1 > at) pop();
      }
      pop();
      continue;
    }
    const current = stack.at(-1) as OfxNode;
    if (value) {
      current.values.set(tag, decode(value));
      continue;
    }
    const node: OfxNode = { tag, values: new Map(), children: [] };
    current.children.push(node);
    push(node);
  }
  const ofx = root.children.find((n) => n.tag === 'OFX');
  if (!ofx) throw new StatementError('This OFX file could not be read: its <OFX> element is empty.');
  return ofx;
}

/** Every element under `node`, itself first, in file order, without recursion. */
function* walk(node: OfxNode): Generator<OfxNode> {
  const pending: OfxNode[] = [node];
  while (pending.length) {
    const next = pending.pop() as OfxNode;
    yield next;
    for (let i = next.children.length - 1; i >= 0; i--) pending.push(next.children[i] as OfxNode);
  }
}

const find = (node: OfxNode, tag: string): OfxNode | undefined => {
  for (const n of walk(node)) if (n.tag === tag) return n;
  return undefined;
};

function line(node: OfxNode, index: number): StatementLine {
  const at = `Transaction ${index + 1}`;
  const rawDate = node.values.get('DTPOSTED') ?? node.values.get('DTUSER') ?? '';
  const date = parseDate(rawDate);
  if (!date) throw new StatementError(`${at}: the date “${rawDate}” cannot be read.`);
  const rawAmount = node.values.get('TRNAMT') ?? '';
  const amount = parseAmount(rawAmount);
  if (amount === null) throw new StatementError(`${at}: the amount “${rawAmount}” cannot be read.`);
  const payee = node.children.find((c) => c.tag === 'PAYEE')?.values.get('NAME');
  const name = node.values.get('NAME') ?? payee ?? '';
  const memo = node.values.get('MEMO') ?? '';
  const fitid = node.values.get('FITID');
  const bankType = node.values.get('TRNTYPE')?.toUpperCase();
  const checkNumber = node.values.get('CHECKNUM');
  return {
    line: index + 1,
    date,
    amount,
    // Some banks put the words in MEMO and a code in NAME, others the reverse: keep both.
    description: name || memo,
    ...(memo && memo !== name && name ? { memo } : {}),
    ...(fitid ? { fitid } : {}),
    ...(bankType ? { bankType } : {}),
    ...(checkNumber ? { checkNumber } : {}),
  };
}

/** The statements of an OFX/QFX file: one per account it holds (most files hold one). */
export function parseOfx(text: string): Statement[] {
  const ofx = tree(text);
  const statements = [...walk(ofx)].filter((n) => n.tag === 'STMTRS' || n.tag === 'CCSTMTRS');
  if (!statements.length) throw new StatementError('This OFX file holds no bank or credit card statement.');
  return statements.map((stmt) => {
    const from = find(stmt, 'BANKACCTFROM') ?? find(stmt, 'CCACCTFROM');
    const list = find(stmt, 'BANKTRANLIST');
    const ledger = stmt.children.find((c) => c.tag === 'LEDGERBAL');
    const transactions = list ? list.children.filter((c) => c.tag === 'STMTTRN') : [];
    const lines = transactions.map(line);
    const balance = ledger?.values.get('BALAMT');
    const closingBalance = balance === undefined ? null : parseAmount(balance);
    if (balance !== undefined && closingBalance === null)
      throw new StatementError(`The statement's closing balance “${balance}” cannot be read.`);
    const asOf = ledger?.values.get('DTASOF');
    const closingDate = asOf ? parseDate(asOf) : null;
    const accountNumber = from?.values.get('ACCTID');
    const currency = stmt.values.get('CURDEF');
    return {
      format: 'ofx' as const,
      lines,
      ...(accountNumber ? { accountNumber } : {}),
      ...(currency ? { currency } : {}),
      ...(closingBalance !== null ? { closingBalance } : {}),
      ...(closingDate ? { closingDate } : {}),
    };
  });
}
