/** Record forms (assets, transactions, parties, accounts, documents, reports) and their page. */
export { GenericForm } from './generic-form.tsx';
export { RecordCreateScreen } from './record-create-screen.tsx';
export { RecordEditScreen } from './record-edit-screen.tsx';
export { TransactionForm } from './transaction-form.tsx';
