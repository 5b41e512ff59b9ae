export * from './account-draft.ts';
export * from './banks.ts';
export * from './dashboard.ts';
export * from './dates.ts';
export * from './list-format.ts';
export * from './money.ts';
// A namespace: the Ontario rules' names (Deadline, TARIFF_RATE, …) stay apart from the generic ones.
export * as ontario from './ontario/index.ts';
export * from './party-roles.ts';
export * from './record-title.ts';
export * from './text.ts';
export * from './transactions.ts';
