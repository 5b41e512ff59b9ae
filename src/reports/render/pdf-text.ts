/**
 * The standard PDF fonts cover Latin-1 only: typographic punctuation is mapped to its plain form
 * and anything else outside Latin-1 shows as "?", so a PDF never carries a glyph it cannot draw.
 */
export const pdfText = (s: string): string =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\u0020-\u00ff]/g, '?');
