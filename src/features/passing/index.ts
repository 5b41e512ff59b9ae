/** Passing of accounts: the card the estate detail places (service list, hearing date, court documents). */
export { PassingCard } from './passing-card.tsx';
