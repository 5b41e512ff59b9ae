/** What the product does (docs/behaviour.md#landing), plus what sets it apart: it keeps working offline (docs/architecture.md#overview). */
export interface Feature {
  title: string;
  text: string;
}

export const OFFLINE_FEATURE: Feature = {
  title: 'Works offline, syncs later',
  text: 'In court, at a client’s home or in a bank vault with no Wi‑Fi, open your files and keep working as usual. Every change is kept on your device and sent to your firm as soon as you are back online, and nothing you typed is ever silently dropped.',
};

export const FEATURES: readonly Feature[] = [
  {
    title: 'Court-ready templates',
    text: 'Special support for Ontario procedures: Schedules A, B and C and the Affidavit of Executor, filed with each estate alongside its key dates and court details.',
  },
  {
    title: 'Secure beneficiary account review',
    text: 'Every account of an estate at Canada’s major banks in one place. Each firm sees only its own records, and sign-in is protected against password guessing.',
  },
  {
    title: 'Deadline tracking',
    text: 'Date of death, court deadlines and certificate dates recorded on every estate, so the next step is always in view.',
  },
  {
    title: 'Asset management',
    text: 'Real property, investments, vehicles, business interests and receivables, valued at the date of death, with adjusted cost base and dispositions.',
  },
  {
    title: 'Automated reporting',
    text: 'File status, estate values and monthly transaction totals on your dashboard, kept current as you work, with financial, distribution and tax summaries.',
  },
  {
    title: 'Beneficiary portal',
    text: 'Each beneficiary’s relationship to the deceased, contact details and share of the estate kept with the file, ready when they ask.',
  },
];
