/** The firm's address, telephone, email and lawyers, edited in the firm's settings (docs/behaviour.md#firm-details). */
export { FirmDetailsCard } from './firm-details-card.tsx';
