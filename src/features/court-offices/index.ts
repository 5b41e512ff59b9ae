/** The firm's table of court offices, edited in the firm's settings (docs/behaviour.md#court-offices). */
export { CourtOfficesCard } from './court-offices-card.tsx';
