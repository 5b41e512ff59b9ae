import { describe, expect, it } from 'vitest';
import * as rules from './index.ts';

describe('rules index', () => {
  it('re-exports every rule', () => {
    const expected = [
      'formatCents',
      'dollarsToCents',
      'centsToDecimalString',
      'sumCents',
      'parseCurrencyInput',
      'formatCurrencyInput',
      'BANKS',
      'toBankRef',
      'detectBank',
      'searchBanks',
      'statusDisplay',
      'fileStatusTone',
      'humanizeStatus',
      'buildBreadcrumbs',
      'breadcrumbsForPath',
      'ADMIN_CRUMB_ROUTES',
      'recordCreateTitle',
      'estateValue',
      'dashboardSummary',
      'fileEstates',
      'FORM_SECTIONS',
      'visibleFields',
      'validateForm',
      'controlFor',
      'prefillFromFileName',
      'firstFile',
      'beneficiaryToParty',
      'formAssetToAsset',
      'formTransactionToTransaction',
      'legalToDocument',
      'transactionPayload',
      'typesForKind',
      'defaultDateOfDeath',
      'normalizeCurrency',
      'validateAccountDraft',
      'draftToRecords',
      'sortRows',
      'sortByKey',
      'toggleSort',
      'filterRows',
      'showingCount',
      'formatListDate',
      'yesNo',
    ];
    for (const name of expected) expect(rules, name).toHaveProperty(name);
  });

  it('re-exports the Ontario rules as one namespace', () => {
    for (const name of [
      'estateAdministrationTax',
      'estateAdministrationTaxBreakdown',
      'courtCompensation',
      'careAndManagementFee',
      'estateDeadlines',
      'upcomingDeadlines',
      'courtAccounts',
      'reconcile',
    ]) {
      expect(rules.ontario, name).toHaveProperty(name);
    }
    expect(rules.ontario.estateAdministrationTax(10_000_000)).toBe(75_000);
  });
});
