/** The beneficiary portal (docs/behaviour.md#portal): its frame and two screens, loaded by /portal only. */

export { PortalEstateScreen } from './portal-estate-screen.tsx';
export { PortalHomeScreen } from './portal-home-screen.tsx';
export { PortalLayout } from './portal-layout.tsx';
