/** The firm's security activity log for Admins (docs/behaviour.md#activity). */
export { ActivityScreen } from './activity-screen.tsx';
