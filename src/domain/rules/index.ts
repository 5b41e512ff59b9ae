export * from './account-draft.ts';
export * from './banks.ts';
export * from './breadcrumbs.ts';
export * from './currency-input.ts';
export * from './dashboard.ts';
export * from './dates.ts';
export * from './form-mapping.ts';
export * from './form-validation.ts';
export * from './forms.ts';
export * from './list-format.ts';
export * from './list-query.ts';
export * from './money.ts';
// A namespace: the Ontario rules' names (Deadline, TARIFF_RATE, …) stay apart from the generic ones.
export * as ontario from './ontario/index.ts';
export * from './record-title.ts';
export * from './status-display.ts';
export * from './text.ts';
export * from './transactions.ts';
