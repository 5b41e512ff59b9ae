/** The beneficiary portal (docs/behaviour.md#portal): its frame, which shows its pages; the whole of portal.html. */
export { PortalLayout } from './portal-layout.tsx';
