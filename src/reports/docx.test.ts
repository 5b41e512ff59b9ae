import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  WORKED_CLAIM,
  WORKED_INPUT,
  WORKED_LIABILITIES,
  WORKED_TODAY,
} from '../domain/rules/ontario/worked-example.fixture.ts';
import { buildReport } from './build-report.ts';
import type { ReportData, ReportKind } from './model.ts';

const data: ReportData = {
  ...WORKED_INPUT,
  today: WORKED_TODAY,
  options: { liabilities: WORKED_LIABILITIES, compensationOverrides: WORKED_CLAIM },
};

async function docx(kind: ReportKind) {
  const file = await buildReport(kind, 'docx', data);
  const files = unzipSync(file.bytes);
  const xml = strFromU8(files['word/document.xml'] as Uint8Array);
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
  return { file, files, xml, text };
}

describe('Word reports (worked example)', () => {
  it('estate accounts: headings, schedule totals, compensation and each beneficiary', async () => {
    const { file, files, xml, text } = await docx('estate-accounts');
    expect(file.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.fileName.endsWith('.docx')).toBe(true);
    expect(text).toContain('ONTARIO SUPERIOR COURT OF JUSTICE');
    // On two lines, as the forms set it: "ONTARIO" over "SUPERIOR COURT OF JUSTICE".
    expect(xml).toMatch(/>ONTARIO<\/w:t>/);
    expect(xml).toMatch(/>SUPERIOR COURT OF JUSTICE<\/w:t>/);
    expect(text).toContain('Schedule B: Capital account, receipts');
    for (const figure of [
      '$697,350.00',
      '$633,734.56',
      '$63,450.50',
      '$1,865.33',
      '$212.70',
      '$669,286.69', // on hand
      '$731,084.56', // compensation base on capital receipts
      '$22,645.29', // compensation claimed
      '$182,497.14', // Anne
      '$182,497.13', // Thomas and the Humane Society
    ]) {
      expect(text).toContain(figure);
    }
    expect(xml).toContain('<w:tblHeader'); // header rows repeat across pages
    expect(xml).toContain('w:val="right"'); // amounts right-aligned
    const footer = Object.keys(files).find((k) => /word\/footer\d*\.xml/.test(k));
    expect(strFromU8(files[footer as string] as Uint8Array)).toMatch(/NUMPAGES/);
  });

  it('tax summary and distribution summary', async () => {
    const tax = await docx('tax-summary');
    expect(tax.text).toContain('$9,720.00');
    expect(tax.text).toContain('2025-06-12');
    const dist = await docx('distribution-summary');
    expect(dist.text).toContain('$547,491.40');
    expect(dist.text).toContain('1/3');
  });
});
