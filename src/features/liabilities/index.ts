/** Liabilities: the estate's debts with their amounts and the disbursements that paid them. */
export { LiabilitiesSection } from './liabilities-section.tsx';
