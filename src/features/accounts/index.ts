/** Bank accounts of estates: list, Create New Account, detail (the routes load this lazily). */
export { AccountCreateScreen } from './account-create-screen.tsx';
export { AccountDetailScreen } from './account-detail-screen.tsx';
export { AccountsListScreen } from './accounts-list-screen.tsx';
