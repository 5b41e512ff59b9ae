import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../render/pdf-text.ts';
import { courtForm } from './forms.ts';
import { courtFormInput } from './input.ts';
import type { CourtForm } from './model.ts';
import { pagesOf } from './pdf-pages.fixture.ts';
import { renderCourtFormDocx } from './render-docx.ts';
import { renderCourtFormPdf } from './render-pdf.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

/**
 * The jurat and the signatures never stand alone on a page (docs/court-forms.md#format-rule-401-and-form-4c):
 * Form 74.43 is drawn with its opening paragraph one line longer each time, over more than a page's
 * worth of lines, so the jurat falls at every place on a page; wherever it falls, the page that
 * holds it also holds the end of the last paragraph.
 */
const base = courtForm('affidavit-verifying-accounts', courtFormInput(WORKED_PASSING));
const JURAT = 'SWORN (or AFFIRMED) BEFORE ME';

/** The form with `extra` more lines in its opening paragraph (each a run of words that fills a line). */
const shifted = (extra: number): CourtForm => ({
  ...base,
  paragraphs: base.paragraphs.map((p, i) =>
    i === 0
      ? {
          ...p,
          text: `${p.text}${' Lorem ipsum dolor sit amet consectetur adipiscing elit sed do.'.repeat(extra)}`,
        }
      : p,
  ),
});

/** The last few words of the last paragraph, as they end its last line. */
const lastWords = (form: CourtForm) =>
  pdfText(form.paragraphs.at(-1)?.text ?? '')
    .split(' ')
    .slice(-3)
    .join(' ');

describe('no jurat alone on a page: Form 74.43', () => {
  it('in the PDF, the page with the jurat holds the end of the last paragraph, wherever the page breaks', async () => {
    let keptOver = 0;
    for (let extra = 0; extra <= 30; extra++) {
      const form = shifted(extra);
      const pages = (await pagesOf(renderCourtFormPdf(form))).slice(0, -1);
      const at = pages.findIndex((p) => p.includes(JURAT));
      expect(at, `extra ${extra}`).toBeGreaterThanOrEqual(0);
      expect(pages[at], `extra ${extra}: the jurat's page`).toContain(lastWords(form));
      // The rule was at work: the last paragraph began a page of its own to go with the jurat.
      const first = pdfText(form.paragraphs.at(-1)?.text ?? '')
        .split(' ')
        .slice(0, 4)
        .join(' ');
      if (pages[at]?.includes(first) && !pages[at - 1]?.includes(first) && at > 0) {
        const before = pages[at - 1] ?? '';
        if (before.length > 0 && !before.includes(lastWords(form))) keptOver++;
      }
    }
    expect(keptOver).toBeGreaterThan(0);
  });

  it('in Word, the last paragraph keeps with the signatures and their rows do not split', async () => {
    const xml = strFromU8(unzipSync(await renderCourtFormDocx(base))['word/document.xml'] as Uint8Array);
    const body = xml.slice(0, xml.indexOf('<w:tbl>'));
    const paragraphs = body.split('</w:p>');
    const last = paragraphs.filter((p) => p.includes('<w:t')).at(-1) ?? '';
    expect(last).toContain('<w:keepNext/>');
    expect(last).toContain('<w:keepLines/>');
    const table = xml.slice(xml.indexOf('<w:tbl>'), xml.indexOf('</w:tbl>'));
    expect(table).toContain('<w:cantSplit/>');
    expect(table).toContain(JURAT);
  });
});
