import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildCourtForm } from './build.ts';
import { COURT_FORM_TITLES } from './forms.ts';
import { courtFormInput } from './input.ts';
import { COURT_FORM_KINDS } from './model.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

/**
 * Each form holds the elements docs/court-forms.md lists for it, in that order, in its PDF and in
 * its Word file: the list a lawyer compares with the prescribed form is the list the forms are
 * held to.
 */
const DOCS = readFileSync(new URL('../../../docs/court-forms.md', import.meta.url), 'utf8');

/** The backquoted phrases listed under each "#### <form number>" heading ("Form 74.44", "Rule 74.18"). */
function elementsByForm(markdown: string): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^#### (.+?)\s*$/.exec(line);
    if (heading) {
      current = heading[1] ?? null;
      lists.set(current ?? '', []);
    } else if (/^#{1,4} /.test(line)) current = null;
    const item = /^- `(.+)`\s*$/.exec(line);
    if (current && item?.[1]) lists.get(current)?.push(item[1]);
  }
  return lists;
}

const flat = (s: string) => s.replace(/\s+/g, ' ');
const input = courtFormInput(WORKED_PASSING);
const lists = elementsByForm(DOCS);

/** The first element not found after the one before it, or null when all are there in order. */
function outOfOrder(text: string, elements: readonly string[]): string | null {
  let from = 0;
  for (const e of elements) {
    const at = text.indexOf(e, from);
    if (at === -1) return e;
    from = at + e.length;
  }
  return null;
}

describe('every court form holds the elements docs/court-forms.md lists for it, in order', () => {
  it('lists every form the app makes', () => {
    expect([...lists.keys()].sort()).toEqual(
      COURT_FORM_KINDS.map((k) => COURT_FORM_TITLES[k].formNumber).sort(),
    );
  });

  for (const kind of COURT_FORM_KINDS) {
    const { formNumber } = COURT_FORM_TITLES[kind];
    it(`${formNumber}, PDF and Word`, async () => {
      const elements = lists.get(formNumber) ?? [];
      expect(elements.length).toBeGreaterThan(5);
      const officials = { officials: ['The Public Guardian and Trustee'] };
      const pdf = await buildCourtForm(kind, 'pdf', input, officials);
      const pdfText = flat((await extractText(pdf.bytes.slice(), { mergePages: true })).text);
      expect(outOfOrder(pdfText, elements), `${formNumber} PDF`).toBeNull();
      const docx = await buildCourtForm(kind, 'docx', input, officials);
      const xml = strFromU8(unzipSync(docx.bytes)['word/document.xml'] as Uint8Array);
      const wordText = flat([...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' '))
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      expect(outOfOrder(wordText, elements), `${formNumber} Word`).toBeNull();
    });
  }
});
