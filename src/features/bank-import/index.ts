/** Bank statement import (docs/behaviour.md#bank-statement-import): the account page's entry point. */
export { BankImportButton } from './bank-import-button.tsx';
