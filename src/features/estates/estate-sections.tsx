import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { documentVersions } from '../../domain/rules/document-versions.ts';
import { formatCents } from '../../domain/rules/money.ts';
import { whyLeftOut } from '../../domain/rules/ontario/outside-estate.ts';
import { partyRoles } from '../../domain/rules/party-roles.ts';
import { titleCaseWords } from '../../domain/rules/text.ts';
import type {
  AccountRecord,
  AssetRecord,
  DocumentRecord,
  PartyRecord,
  TransactionRecord,
} from '../../domain/schemas/index.ts';
import { valueLabel } from '../../domain/value-labels.ts';
import { bankLabel, formatDate, partyShareText } from '../../ui/record-display.ts';
import { SectionAnchor } from '../../ui/section-nav.tsx';
import { SharedMarker } from '../../ui/shared-marker.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { statusDisplay } from '../../ui/status-display.ts';
import { DocumentActions, EarlierVersions } from '../document-actions/index.ts';
import { type Column, DetailSection } from './detail-section.tsx';
import { DocumentSharedSwitch } from './document-shared-switch.tsx';
import { EstateTransactionsTable } from './estate-transactions-table.tsx';
import { useDocumentsOnDevice } from './use-documents-on-device.ts';

export type EstateChildren = {
  assets: AssetRecord[];
  accounts: AccountRecord[];
  parties: PartyRecord[];
  transactions: TransactionRecord[];
  documents: DocumentRecord[];
  /** Every transaction of the estate, when `transactions` holds only the newest so far. */
  transactionCount?: number;
};

/** A record's name, linked to its edit page. */
const editLink = (recordType: 'asset' | 'party', id: string, name: string) => (
  <Link to="/admin/$recordType/$id/edit" params={{ recordType, id }}>
    {name}
  </Link>
);

const assetColumns: Column<AssetRecord>[] = [
  {
    header: 'Name',
    cell: (a) => (
      <>
        {editLink('asset', a._id, a.name)}
        {a.passesOutside && (
          <span className="muted">
            {' '}
            ({whyLeftOut(a.passesOutside.how, a.passesOutside.to)}: not in the estate)
          </span>
        )}
      </>
    ),
  },
  { header: 'Class', cell: (a) => valueLabel('assetClass', a.assetClass) },
  { header: 'FMV at Date of Death', cell: (a) => formatCents(a.fmvDoD), numeric: true },
  {
    header: 'Status',
    cell: (a) => {
      const d = statusDisplay(a.status || 'active');
      return <StatusChip label={d.label} tone={d.tone} />;
    },
  },
];

const accountColumns: Column<AccountRecord>[] = [
  {
    header: 'Name',
    cell: (a) => (
      <Link to="/admin/accounts/$id" params={{ id: a._id }}>
        {a.name || 'Unnamed account'}
      </Link>
    ),
  },
  { header: 'Bank', cell: (a) => bankLabel(a.bank) || 'No bank' },
  {
    header: 'Currency',
    cell: (a) => (a.currency === 'OTHER' ? a.currencyOther || 'Other' : a.currency),
  },
];

const partyColumns: Column<PartyRecord>[] = [
  { header: 'Name', cell: (p) => editLink('party', p._id, p.name) },
  { header: 'Role', cell: (p) => partyRoles(p).map(titleCaseWords).join(', ') },
  { header: 'Relationship', cell: (p) => p.relationshipToDeceased ?? '' },
  { header: 'Share', cell: (p) => partyShareText(p), numeric: true },
];

/** A current document with its earlier versions (src/domain/rules/document-versions.ts). */
type VersionedDocument = DocumentRecord & { earlier: DocumentRecord[] };

/** The estate's documents, with what can be done with each file and whether it is on this device. */
const documentColumns = (estateId: string, onDevice: ReadonlySet<string>): Column<VersionedDocument>[] => [
  {
    header: 'Title',
    cell: (d) => (
      <>
        {d.title}
        {d.shared && <SharedMarker />}
        <EarlierVersions documents={d.earlier} onDevice={onDevice} estateId={estateId} />
      </>
    ),
  },
  { header: 'Type', cell: (d) => valueLabel('documentType', d.type) },
  { header: 'Date', cell: (d) => formatDate(d.date || d.createdAt) },
  { header: 'Shared with beneficiaries', cell: (d) => <DocumentSharedSwitch document={d} /> },
  {
    header: 'File',
    cell: (d) => (
      <DocumentActions
        document={d}
        onDevice={onDevice.has(d._id)}
        estateId={estateId}
        earlierCount={d.earlier.length}
      />
    ),
  },
];

/**
 * The estate's records, one section per kind, each with its Add button(s) and each where the
 * page's section navigation lands (#assets, #accounts, #parties, #transactions).
 */
export function EstateSections({ estateId, data }: { estateId: string; data: EstateChildren }) {
  return (
    <>
      <SectionAnchor id="assets">
        <DetailSection
          id="assets"
          title="Assets"
          estateId={estateId}
          add={[{ type: 'asset', label: 'Add Asset' }]}
          columns={assetColumns}
          rows={data.assets}
          empty="No assets recorded yet."
        />
      </SectionAnchor>
      <SectionAnchor id="accounts">
        <DetailSection
          id="accounts"
          title="Accounts"
          estateId={estateId}
          add={[{ type: 'bank-account', label: 'Add Account' }]}
          columns={accountColumns}
          rows={data.accounts}
          empty="No accounts recorded yet."
        />
      </SectionAnchor>
      <SectionAnchor id="parties">
        <DetailSection
          id="parties"
          title="Parties and Beneficiaries"
          estateId={estateId}
          add={[
            { type: 'beneficiary', label: 'Add Beneficiary' },
            // Any role, several at once (an estate trustee who is also a beneficiary), with an address for service.
            { type: 'party', label: 'Add Party' },
          ]}
          columns={partyColumns}
          rows={data.parties}
          empty="No parties or beneficiaries recorded yet."
        />
      </SectionAnchor>
      <SectionAnchor id="transactions">
        <DetailSection
          id="transactions"
          title="Transactions"
          estateId={estateId}
          add={[{ type: 'transaction', label: 'Add Transaction' }]}
          rows={data.transactions}
          count={data.transactionCount ?? data.transactions.length}
          table={<EstateTransactionsTable rows={data.transactions} />}
          empty="No transactions recorded yet."
        />
      </SectionAnchor>
    </>
  );
}

/** The estate's documents (#documents), each with whether beneficiaries see it. */
export function EstateDocumentsSection({
  estateId,
  documents,
}: {
  estateId: string;
  documents: DocumentRecord[];
}) {
  const onDevice = useDocumentsOnDevice(estateId, documents);
  const rows = useMemo(
    () => documentVersions(documents).map(({ current, earlier }) => ({ ...current, earlier })),
    [documents],
  );
  return (
    <SectionAnchor id="documents">
      <DetailSection
        id="documents"
        title="Documents"
        estateId={estateId}
        add={[
          { type: 'legal', label: 'Add Legal Document' },
          { type: 'report', label: 'Add Report' },
        ]}
        columns={documentColumns(estateId, onDevice)}
        rows={rows}
        empty="No documents recorded yet."
      />
    </SectionAnchor>
  );
}
