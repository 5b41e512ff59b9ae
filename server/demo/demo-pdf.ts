/**
 * A one-page PDF with a few lines of text, for the demo's documents: a newcomer who opens one sees
 * a real document (its title, its estate, that it is demo data), not "No file attached". Written
 * by hand (Helvetica, WinAnsi text, a computed cross-reference table) rather than by a PDF library:
 * the server loads none, and this is all the demo needs.
 */
const WIN_ANSI: Record<string, number> = { '—': 0x97, '–': 0x96, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94 };

/** A PDF string's contents: ASCII as it is (its delimiters escaped), other characters as WinAnsi octal escapes. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else {
      const ansi = WIN_ANSI[ch] ?? (code >= 160 && code <= 255 ? code : 63);
      out += `\\${ansi.toString(8).padStart(3, '0')}`;
    }
  }
  return out;
}

export function demoPdf(title: string, lines: readonly string[]): Uint8Array {
  const body = [
    'BT /F1 16 Tf 72 720 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.map((line) => `0 -20 Td (${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
