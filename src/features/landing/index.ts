/** The public landing page with sign-up (the routes load this lazily). */
export { LandingScreen } from './landing-screen.tsx';
