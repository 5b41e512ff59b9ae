import type { BankRef } from '../schemas/index.ts';

/** A directory entry: what an account stores (BankRef) plus what only the picker needs. */
export type Bank = BankRef & {
  /** Lowercase words and phrases people type for this bank in an account name. */
  tags: readonly string[];
  /** Monogram shown in the picker; text rather than a logo so it works offline and stays small. */
  icon: string;
};

/** The ten Canadian institutions of docs/behaviour.md#accounts, with their Payments Canada institution numbers. */
export const BANKS: readonly Bank[] = [
  {
    slug: 'rbc',
    name: 'Royal Bank of Canada',
    shortName: 'RBC',
    institutionNumber: '003',
    icon: 'RBC',
    tags: ['royal', 'royal bank', 'rbc', 'rbc royal bank'],
  },
  {
    slug: 'td',
    name: 'TD Canada Trust',
    shortName: 'TD',
    institutionNumber: '004',
    icon: 'TD',
    tags: ['toronto dominion', 'toronto-dominion', 'td', 'td bank', 'canada trust'],
  },
  {
    slug: 'scotiabank',
    name: 'The Bank of Nova Scotia',
    shortName: 'Scotia',
    institutionNumber: '002',
    icon: 'BNS',
    tags: ['scotia', 'scotiabank', 'nova scotia', 'bns'],
  },
  {
    slug: 'bmo',
    name: 'Bank of Montreal',
    shortName: 'BMO',
    institutionNumber: '001',
    icon: 'BMO',
    tags: ['montreal', 'bmo', 'bank of montreal'],
  },
  {
    slug: 'cibc',
    name: 'Canadian Imperial Bank of Commerce',
    shortName: 'CIBC',
    institutionNumber: '010',
    icon: 'CIBC',
    tags: ['imperial', 'cibc'],
  },
  {
    slug: 'national-bank',
    name: 'National Bank of Canada',
    shortName: 'NBC',
    institutionNumber: '006',
    icon: 'NB',
    tags: ['national', 'national bank', 'nbc', 'banque nationale'],
  },
  {
    slug: 'hsbc',
    name: 'HSBC Bank Canada',
    shortName: 'HSBC',
    institutionNumber: '016',
    icon: 'HSBC',
    tags: ['hsbc'],
  },
  {
    slug: 'laurentian',
    name: 'Laurentian Bank of Canada',
    shortName: 'Laurentian',
    institutionNumber: '039',
    icon: 'LB',
    tags: ['laurentian', 'laurentienne'],
  },
  {
    slug: 'eq-bank',
    name: 'EQ Bank',
    shortName: 'EQ',
    institutionNumber: '623',
    icon: 'EQ',
    tags: ['eq', 'eq bank', 'eqbank', 'equitable bank'],
  },
  {
    slug: 'tangerine',
    name: 'Tangerine Bank',
    shortName: 'Tangerine',
    institutionNumber: '614',
    icon: 'T',
    tags: ['tangerine'],
  },
];

/** Only the fields an account keeps: the picker's tags and icon are presentation, not data. */
export function toBankRef(bank: BankRef): BankRef {
  return {
    slug: bank.slug,
    name: bank.name,
    shortName: bank.shortName,
    institutionNumber: bank.institutionNumber,
  };
}

export function bankBySlug(slug: string | null | undefined): Bank | null {
  return BANKS.find((bank) => bank.slug === slug) ?? null;
}

/**
 * Lowercase, accents off, every run of punctuation or space as one space, padded with spaces:
 * a phrase then "occurs" only between word boundaries, so "td" is found in "TD-Chequing" but
 * not in "Estate Account", and "national" not in "International".
 */
const normalize = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const candidatesOf = (bank: Bank): string[] =>
  [...bank.tags, bank.slug, bank.shortName, bank.name].map(normalize).filter((c) => c.trim().length > 0);

/**
 * Bank auto-detection for the Account Name field (docs/behaviour.md#accounts). Every candidate matches as whole
 * words: the spec's plain "contains" would pick TD for "Estate Account" and EQ for "Equity".
 * When several banks match, the longest match wins ("EQ Bank savings, moved from TD" is EQ),
 * then the one named first in the text.
 */
export function detectBank(accountName: string | null | undefined): Bank | null {
  const text = normalize(accountName ?? '');
  if (text.trim() === '') return null;
  let best: { bank: Bank; length: number; index: number } | null = null;
  for (const bank of BANKS) {
    for (const candidate of candidatesOf(bank)) {
      const index = text.indexOf(candidate);
      if (index === -1) continue;
      const length = candidate.length - 2; // without the boundary spaces
      if (!best || length > best.length || (length === best.length && index < best.index)) {
        best = { bank, length, index };
      }
    }
  }
  return best?.bank ?? null;
}

/** Picker search (docs/behaviour.md#accounts): name, short name or slug, case-insensitive substring; empty shows all. */
export function searchBanks(query: string | null | undefined): readonly Bank[] {
  const q = (query ?? '').trim().toLowerCase();
  if (q === '') return BANKS;
  return BANKS.filter((bank) =>
    [bank.name, bank.shortName, bank.slug].some((field) => field.toLowerCase().includes(q)),
  );
}
