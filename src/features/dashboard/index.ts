/** The dashboard (the routes load this lazily). */
export { DashboardScreen } from './dashboard-screen.tsx';
