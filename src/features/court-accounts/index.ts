/** Court accounts data: the estate's court details, reserves, accounts passed and compensation facts. */
export { CourtAccountsSection } from './court-accounts-section.tsx';
export { courtOffices, saveCheckReview, saveCourt } from './court-record.ts';
