import type { CourtAccounts } from '../../domain/rules/ontario/index.ts';
import { andList } from '../../domain/rules/text.ts';
import type { ReportData, ReportModel, ReportSection } from '../model.ts';
import { longDate, reportHeader, row, text } from './common.ts';
import { compensationSection } from './court-compensation-section.ts';
import { courtAccountsFor, DEFAULT_TRUSTEE_CAPACITY, equalSplitAssumed, trusteeNames } from './court-data.ts';
import { distributionTables } from './court-distribution-tables.ts';
import {
  investmentSection,
  liabilitiesSection,
  onHandSection,
  reconciliationSection,
} from './court-sections.ts';
import { COURT_ACCOUNTS_NOTES } from './court-sources.ts';
import { entriesTable, originalAssetsTable } from './court-tables.ts';

/** Who accounts, in what capacity, for which period and in which court: the first page of the accounts. */
function coverSection(
  a: CourtAccounts,
  data: ReportData,
  schedules: readonly ReportSection[],
): ReportSection {
  const names = trusteeNames(data);
  const given = data.trusteeCapacity?.trim();
  const capacity =
    given ||
    (names.length > 1 ? DEFAULT_TRUSTEE_CAPACITY.replace('Trustee', 'Trustees') : DEFAULT_TRUSTEE_CAPACITY);
  const deceased = a.estate.deceasedName || a.estate.name.replace(/^estate of\s+/i, '');
  const who = names.length > 0 ? andList(names) : 'the estate trustee';
  const kind = data.accountsKind === 'final' ? 'Final' : 'Interim';
  const opening = a.passedAccounts
    ? `following the accounts passed to ${longDate(a.passedAccounts.passedTo)}`
    : a.opensAtDeath
      ? 'opening with the assets at the date of death'
      : 'opening with the balances on the day before the period';
  return {
    id: 'cover',
    title: `${kind} accounts`,
    sheetName: 'Cover',
    paragraphs: [
      `${kind} accounts of ${who}, ${capacity} of the estate of ${deceased}, deceased, who died on ` +
        `${longDate(a.estate.dateOfDeath)}.`,
      `For the period from ${longDate(a.period.from)} to ${longDate(a.period.to)}, ${opening}.`,
      `Court office: ${data.courtOffice?.trim() || '________________'}. Court File No. ` +
        `${data.courtFileNumber?.trim() || '________________'}.`,
    ],
    tables: [
      {
        title: 'Schedules',
        columns: [text('title', 'Schedule', 1)],
        rows: schedules.map((s) => row({ title: s.title })),
      },
    ],
  };
}

/**
 * The Estate Accounts for a passing of accounts, laid out from the court accounts engine: each
 * schedule of rule 74.17(1) with numbered entries cross-referenced by number (docs/behaviour.md,
 * Reports). The engine's remarks about the data are shown in the app, not printed.
 */
export function estateAccountsModel(data: ReportData): ReportModel {
  const a = courtAccountsFor(data);
  const names = a.accountNames;
  const partyNames = new Map(data.parties.map((p) => [p._id, p.name]));
  const schedules: ReportSection[] = [
    {
      id: 'original-assets',
      title: 'Schedule A: Statement of the original assets at the date of death',
      sheetName: 'A Original assets',
      tables: [originalAssetsTable(a, partyNames)],
    },
    {
      id: 'capital-receipts',
      title: 'Schedule B: Capital account, receipts',
      sheetName: 'B Capital receipts',
      tables: [entriesTable(a.schedules.capitalReceipts, names, 'Received from')],
    },
    {
      id: 'capital-disbursements',
      title: 'Schedule C: Capital account, disbursements',
      sheetName: 'C Capital disbursements',
      tables: [entriesTable(a.schedules.capitalDisbursements, names, 'Paid to')],
    },
    {
      id: 'revenue-receipts',
      title: 'Schedule D: Revenue account, receipts',
      sheetName: 'D Revenue receipts',
      tables: [entriesTable(a.schedules.revenueReceipts, names, 'Received from')],
    },
    {
      id: 'revenue-disbursements',
      title: 'Schedule E: Revenue account, disbursements',
      sheetName: 'E Revenue disbursements',
      tables: [entriesTable(a.schedules.revenueDisbursements, names, 'Paid to')],
    },
    investmentSection(a, 'F', partyNames),
    onHandSection(a, 'G'),
    liabilitiesSection(a, 'H'),
    compensationSection(a, 'I', { equalSplitAssumed: equalSplitAssumed(data) }),
    {
      id: 'distribution',
      title: 'Schedule J: Statement of proposed distribution',
      sheetName: 'J Distribution',
      paragraphs: [
        'Shares of the residue are exact fractions; only the cents left over are given, one each, to the largest ' +
          'remainders. Original assets still held are not part of this cash distribution.',
        a.distribution.equalised
          ? 'Advances on account of a share, in cash or in kind, are brought into account.'
          : 'Advances are shown for information and are not brought into account.',
      ],
      tables: distributionTables(a),
    },
    reconciliationSection(a, 'K'),
  ];
  return {
    ...reportHeader('estate-accounts', 'Accounts of the estate trustee', data, a),
    sections: [coverSection(a, data, schedules), ...schedules],
    notes: [...COURT_ACCOUNTS_NOTES],
  };
}
