/**
 * The Add to Home Screen guidance (docs/behaviour.md#engines): its state, shown by the shell's
 * banner and opened again from Profile. Not with the service worker's registration in
 * features/pwa, which is in the first load: only signed-in screens need this, and /login's first
 * load stays within its 100 kB.
 */
export {
  dismissHomeScreenGuide,
  type HomeScreenGuide,
  openHomeScreenGuide,
  useHomeScreenGuide,
} from './home-screen.ts';
