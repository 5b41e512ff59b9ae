import type { WritableEntity } from '../../src/domain/schemas/index.ts';
import type { TestApp } from './test-app.ts';

/** A valid create body for each collection, given the parents it needs. */
export function validBody(
  entity: WritableEntity,
  parents: { file: string; estate: string; account?: string },
) {
  switch (entity) {
    case 'files':
      return {
        name: 'Estate of Jane Doe',
        description: 'Probate file',
        fileNumber: 'EST-2026-001',
        status: 'active',
      };
    case 'estates':
      return {
        estateName: 'Estate of Jane Doe',
        file: parents.file,
        deceased: { name: 'Jane Doe', dateOfDeath: '2026-01-15' },
        status: 'open',
        executor: { name: 'John Doe', email: 'john@example.com', phone: '416-555-0100' },
        keyDates: { dateOfDeath: '2026-01-15', courtDeadline: '2026-09-30' },
      };
    case 'accounts':
      return {
        estate: parents.estate,
        name: 'Estate chequing',
        currency: 'CAD',
        bank: { slug: 'rbc', name: 'Royal Bank of Canada', shortName: 'RBC', institutionNumber: '003' },
      };
    case 'assets':
      return {
        estate: parents.estate,
        name: 'Family home',
        assetClass: 'real_property',
        fmvDoD: 125_000_000,
        valuationDate: '2026-01-15',
        details: { address: '12 Elm St, Toronto ON' },
      };
    case 'parties':
      return {
        estate: parents.estate,
        role: 'beneficiary',
        name: 'Sam Doe',
        relationshipToDeceased: 'Child',
        shareOfEstate: 5000,
      };
    case 'transactions':
      return {
        estate: parents.estate,
        kind: 'receipt',
        type: 'interest',
        date: '2026-02-01',
        amount: 12_345,
        ledger: 'revenue',
      };
    case 'documents':
      return {
        estate: parents.estate,
        title: 'Schedule A',
        type: 'Schedule A',
        fileName: 'schedule-a.pdf',
        mimeType: 'application/pdf',
      };
    case 'deadlines':
      return {
        estate: parents.estate,
        key: 'terminal-t1-return',
        state: 'done',
        on: '2026-04-28',
        by: 'Jordan Lee',
      };
    case 'liabilities':
      return {
        estate: parents.estate,
        creditor: 'Visa',
        description: 'Credit card balance at death',
        amountAtDeath: 123_456,
        paidBy: [],
      };
    case 'courtAccounts':
      return {
        estate: parents.estate,
        courtOffice: 'Toronto',
        courtFileNumber: 'CV-26-00012345-0000',
        accountsKind: 'interim',
        reserves: [{ id: '0190f5a0-0000-7000-8000-000000000001', kind: 'costs-of-passing', amount: 250_000 }],
      };
  }
}

/** An update body that changes one ordinary field. */
export function validUpdate(entity: WritableEntity) {
  switch (entity) {
    case 'files':
      return { status: 'closed' };
    case 'estates':
      return { status: 'under_review' };
    case 'accounts':
      return { name: 'Estate savings' };
    case 'assets':
      return { notes: 'Appraised by Smith' };
    case 'parties':
      return { contactInfo: 'sam@example.com' };
    case 'transactions':
      return { payee: 'Bank' };
    case 'documents':
      return { title: 'Schedule A (amended)' };
    case 'deadlines':
      return { note: 'Filed by EFILE' };
    case 'liabilities':
      return { notes: 'Statement of 2026-02-01' };
    case 'courtAccounts':
      return { courtOffice: 'Kingston' };
  }
}

/** Creates a file, an estate and an account for one firm through the API; returns their ids. */
export async function createParents(t: TestApp, token: string) {
  const post = async (path: string, body: unknown) => {
    const res = await t.request('POST', path, { token, body });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data._id as string;
  };
  const file = await post('/api/files', validBody('files', { file: '', estate: '' }));
  const estate = await post('/api/estates', validBody('estates', { file, estate: '' }));
  const account = await post('/api/accounts', validBody('accounts', { file, estate }));
  return { file, estate, account };
}
