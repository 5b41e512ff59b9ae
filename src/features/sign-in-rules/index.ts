/** The firm's sign-in rules: password, the firm's Microsoft or Google account, or both (docs/oidc.md#the-firms-rules). */

export { isConfirmed, ProviderConfirmation, useProviderAccount } from './provider-confirm.tsx';
export { SignInRulesCard } from './sign-in-rules-card.tsx';
