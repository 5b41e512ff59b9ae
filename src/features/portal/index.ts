/** The beneficiary portal (docs/behaviour.md#portal): its frame, which shows its pages; loaded by /portal only. */
export { PortalLayout } from './portal-entry.tsx';
