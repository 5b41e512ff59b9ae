export { ApprovalsCard } from './approvals-card.tsx';
export { BeneficiaryAccessCard } from './beneficiary-access-card.tsx';
