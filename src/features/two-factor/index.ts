/** Two-factor sign-in: the Profile card, and the step after the password on /login (docs/behaviour.md#two-factor-sign-in). */
export { type SignedIn, type SignInChallenge, TwoFactorSignIn } from './sign-in-step.tsx';
export { TwoFactorCard } from './two-factor-card.tsx';
