import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { estateAccountsModel } from '../models/estate-accounts.ts';
import { financialOverviewModel } from '../models/financial-overview.ts';
import { renderPdf } from '../render/pdf.ts';
import { pdfText } from '../render/pdf-text.ts';
import { courtForm } from './forms.ts';
import { courtFormInput } from './input.ts';
import { COURT_FORM_KINDS } from './model.ts';
import { renderCourtFormPdf } from './render-pdf.ts';
import { WORKED_PASSING } from './worked-forms.fixture.ts';

/**
 * Rule 4.01 measured from each court form's PDF, as pdf.js reads it (positions in points from the
 * bottom left): letter paper, no glyph under 12 points, a left margin of at least 40 mm (113 pt),
 * the body double-spaced, and the Form 4C backsheet on the last page (docs/court-forms.md).
 */
const input = courtFormInput(WORKED_PASSING);

interface Line {
  page: number;
  x: number;
  y: number;
  size: number;
  text: string;
}

async function linesOf(
  bytes: Uint8Array,
): Promise<{ pages: { width: number; height: number }[]; lines: Line[] }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const pages: { width: number; height: number }[] = [];
  const lines: Line[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pages.push({ width: x1 - x0, height: y1 - y0 });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a, b, , , e, f] = item.transform as number[];
      lines.push({ page: n, x: e ?? 0, y: f ?? 0, size: Math.hypot(a ?? 0, b ?? 0), text: item.str });
    }
  }
  return { pages, lines };
}

describe('court forms in the format of rule 4.01, measured from the PDF', () => {
  for (const kind of COURT_FORM_KINDS) {
    it(kind, async () => {
      const form = courtForm(kind, input, { officials: ['The Public Guardian and Trustee'] });
      const { pages, lines } = await linesOf(renderCourtFormPdf(form));
      for (const p of pages) expect(p).toEqual({ width: 612, height: 792 });
      expect(Math.min(...lines.map((l) => l.size))).toBeGreaterThanOrEqual(12);
      const last = pages.length;
      const body = lines.filter((l) => l.page < last);
      expect(Math.min(...body.map((l) => l.x))).toBeGreaterThanOrEqual(113);
      // Body text: the lines of the form's paragraphs (long enough not to be a heading or a blank).
      const paragraphs = form.paragraphs.map((p) => pdfText(p.text));
      // (Signature blocks are single-spaced, and some repeat a paragraph's words: they are left out.)
      const signed = form.signatures.flatMap((b) => b.lines.map(pdfText));
      const isBody = (l: Line) =>
        l.text.trim().length >= 20 &&
        paragraphs.some((p) => p.includes(l.text.trim())) &&
        !signed.some((x) => x.includes(l.text.trim()));
      const bodyLines = body.filter(isBody);
      expect(bodyLines.length).toBeGreaterThan(2);
      for (let n = 1; n < last; n++) {
        const ys = [
          ...new Set(bodyLines.filter((l) => l.page === n).map((l) => Math.round(l.y * 10) / 10)),
        ].sort((a, b) => b - a);
        for (let i = 1; i < ys.length; i++)
          expect((ys[i - 1] ?? 0) - (ys[i] ?? 0)).toBeGreaterThanOrEqual(24);
      }
      // The backsheet, Form 4C, on a page of its own at the end.
      const back = lines
        .filter((l) => l.page === last)
        .map((l) => l.text)
        .join(' ');
      expect(back).toContain('PROCEEDING COMMENCED AT KINGSTON');
      expect(back).toContain('Court File No. ES-1234/25');
      expect(back).toContain(pdfText(form.title.toUpperCase()));
      // The lawyer of whoever makes the document: the applicant's, or the person served who answers the notice.
      expect(back).toContain(pdfText(form.backsheet.lawyer.at(-1) ?? ''));
      expect(back).toMatch(
        /Lawyer for (the applicant|the person (requesting|objecting|with an interest)|the Children|.*Public Guardian)/,
      );
    });
  }
});

describe('the Estate Accounts, an exhibit to the affidavit, in the format of rule 4.01', () => {
  it('letter paper (turned for the schedules), no glyph under 12 points, a 40 mm left margin', async () => {
    const { pages, lines } = await linesOf(renderPdf(estateAccountsModel(WORKED_PASSING)));
    for (const p of pages) expect([p.width, p.height].sort()).toEqual([612, 792]);
    expect(Math.min(...lines.map((l) => l.size))).toBeGreaterThanOrEqual(12);
    expect(Math.min(...lines.map((l) => l.x))).toBeGreaterThanOrEqual(113);
  });

  it('leaves the trustee’s own summaries their denser page', async () => {
    const { lines } = await linesOf(renderPdf(financialOverviewModel(WORKED_PASSING)));
    expect(Math.min(...lines.map((l) => l.size))).toBeLessThan(12);
  });
});
