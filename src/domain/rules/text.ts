/**
 * Turns machine words (snake_case statuses, kebab-case record types) into the words people read.
 * Only the first letter of each word changes, so acronyms already in upper case survive.
 */
export function titleCaseWords(text: string | null | undefined): string {
  return (text ?? '')
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** ['A', 'B', 'C'] -> 'A, B and C': a list as a sentence names it ('' for none). */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** 'Estate of Zoë Chen' -> 'estate-of-zoe-chen': a file name part (accents dropped, ASCII only). */
export const fileSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'Intérêts  PAYÉS ' -> 'interets payes': for comparing words as people read them (case, accents and spacing aside). */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
