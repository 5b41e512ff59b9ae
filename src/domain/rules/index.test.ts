import { describe, expect, it } from 'vitest';
import * as rules from './index.ts';

describe('rules index', () => {
  it('re-exports every rule', () => {
    const expected = [
      'formatCents',
      'dollarsToCents',
      'centsToDecimalString',
      'sumCents',
      'BANKS',
      'toBankRef',
      'detectBank',
      'searchBanks',
      'recordCreateTitle',
      'estateValue',
      'dashboardSummary',
      'fileEstates',
      'transactionPayload',
      'typesForKind',
      'defaultDateOfDeath',
      'normalizeCurrency',
      'validateAccountDraft',
      'draftToRecords',
      'formatListDate',
      'yesNo',
    ];
    for (const name of expected) expect(rules, name).toHaveProperty(name);
  });

  it('holds no screen logic: breadcrumbs, form definitions, list sorting and status chips live in src/ui', () => {
    for (const name of [
      'buildBreadcrumbs',
      'FORM_SECTIONS',
      'validateForm',
      'formAssetToAsset',
      'sortRows',
      'statusDisplay',
      'parseCurrencyInput',
    ])
      expect(rules, name).not.toHaveProperty(name);
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
