import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { currentUser } from '../../api/session.ts';
import { commands, dataOf, queries, useQuery } from '../../store/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { GuardedButton } from '../../ui/guarded-button.tsx';
import { newestFirst } from '../../ui/record-display.ts';
import { RecordLoading, RecordNotFound, RecordReadFailed } from '../../ui/record-states.tsx';
import { ApprovalsCard, BeneficiaryAccessCard } from '../beneficiary-access/index.ts';
import { CourtAccountsSection } from '../court-accounts/index.ts';
import { EstateExportButton } from '../data-export/index.ts';
import { LiabilitiesSection } from '../liabilities/index.ts';
import { PassingCard } from '../passing/index.ts';
import { EstateDeadlinesCard, ReportsCard } from '../reports/index.ts';
import { useFirstPullPending } from '../sync/index.ts';
import { describeEstateCascade } from './cascade-text.ts';
import { EstateForm } from './estate-form.tsx';
import { estateToForm, formToEstateBody } from './estate-form-values.ts';
import { EstateDocumentsSection, EstateSections } from './estate-sections.tsx';
import { EstateStartCard } from './estate-start-card.tsx';
import { EstateSummary } from './estate-summary.tsx';
import { useFileOptions } from './use-file-options.ts';
import '../../ui/detail-page.css';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { estateStatusTone } from '../../ui/record-display.ts';
import { SectionAnchor, type SectionLink, SectionNav } from '../../ui/section-nav.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { humanizeStatus } from '../../ui/status-display.ts';
import { HistoryPanel } from '../history/index.ts';
import { EstateOfflineNote, EstateOverview } from './estate-overview.tsx';
import { estateCashOnHand } from './estate-totals.ts';
import './estate-layout.css';

/** Beneficiaries first: they are who the estate is administered for. */
const ROLE_ORDER = ['beneficiary', 'executor', 'creditor', 'other'];
const roleRank = (role: string) => {
  const i = ROLE_ORDER.indexOf(role);
  return i === -1 ? ROLE_ORDER.length : i;
};

/**
 * The page's sections in the order they stand, each one tap away and addressable by its hash
 * (docs/behaviour.md#estate-page-layout). The labels are the sections' headings, shortened.
 */
const SECTIONS: readonly SectionLink[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'deadlines', label: 'Deadlines' },
  { id: 'assets', label: 'Assets' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'parties', label: 'Parties' },
  { id: 'transactions', label: 'Transactions' },
  { id: 'liabilities', label: 'Liabilities' },
  { id: 'documents', label: 'Documents' },
  { id: 'court-accounts', label: 'Court Accounts' },
  { id: 'passing', label: 'Passing of Accounts' },
  { id: 'reports', label: 'Reports' },
  { id: 'approvals', label: 'Approvals' },
  { id: 'beneficiary-access', label: 'Beneficiary Access' },
  { id: 'details', label: 'Details' },
  { id: 'history', label: 'History' },
];

/** Transactions read before the rest: more than the table's window shows at once. */
const FIRST_TRANSACTIONS = 60;

/** Estate detail (/admin/data/estates/$id): summary, totals, its records; edit and delete. */
export function EstateDetailScreen() {
  const { id } = useParams({ from: '/admin/data/estates/$id' });
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const files = useFileOptions();
  const firstPull = useFirstPullPending();
  // First the estate with its newest transactions and its kept totals, then every transaction:
  // an estate of 5,000 transactions draws its page from a few rows and reads the rest after
  // (docs/architecture.md#performance-budgets).
  const read = useQuery(async () => {
    const found = await queries.estateFirstView(id, FIRST_TRANSACTIONS);
    if (!found) return null;
    const { assets, parties, documents } = found;
    return {
      ...found,
      assets: [...assets].sort((a, b) => a.name.localeCompare(b.name, 'en-CA')),
      parties: [...parties].sort(
        (a, b) => roleRank(a.role) - roleRank(b.role) || a.name.localeCompare(b.name, 'en-CA'),
      ),
      documents: newestFirst(documents, 'createdAt'),
    };
  }, [id]);
  const shown = read.status === 'ready' && read.data !== null;
  const every = dataOf(
    useQuery(
      async () => (shown ? newestFirst(await queries.transactionsOfEstate(id), 'date') : null),
      [id, shown],
    ),
  );
  // Today's cash (as the Estate Accounts reckon it) over every transaction: once per read, not per render.
  const accounts = read.status === 'ready' ? read.data?.accounts : undefined;
  const cashOnHand = useMemo(
    () => (every && accounts ? estateCashOnHand(every, accounts, toIsoDate(new Date())) : null),
    [every, accounts],
  );

  if (read.status === 'loading' || (read.status === 'ready' && read.data === null && firstPull)) {
    return <RecordLoading what="estate" />;
  }
  if (read.status === 'error') return <RecordReadFailed what="estate" />;
  if (read.data === null) {
    return (
      <RecordNotFound
        title="Estate not found"
        back={
          <Link to="/admin/data/estates" className="button">
            Back to Estates
          </Link>
        }
      >
        There is no estate with this id on this device. It may have been deleted, or it belongs to another
        firm.
      </RecordNotFound>
    );
  }
  const { estate, file, newest, flows, ...records } = read.data;
  // Until every transaction is read the table shows the newest, under the full count.
  const children = { ...records, transactions: every ?? newest, transactionCount: flows.count };
  const name = estate.estateName || 'Estate';

  async function askDelete() {
    setConfirming(describeEstateCascade(await queries.estateChildCounts(id)));
  }

  return (
    <div className="estate-detail">
      <div className="page-head">
        <div className="estate-title">
          <h1>{name}</h1>
          <span data-fact="status">
            <StatusChip
              label={estate.status ? humanizeStatus(estate.status) : 'Unknown'}
              tone={estateStatusTone(estate.status)}
            />
          </span>
        </div>
        <EstateOfflineNote />
        {!editing && (
          <div className="page-actions">
            <EstateExportButton estateId={id} estateName={name} />
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              Edit
            </button>
            <GuardedButton
              refusal={refusalFor('delete', 'estates')}
              className="button button-danger"
              onClick={() => void askDelete()}
            >
              Delete
            </GuardedButton>
          </div>
        )}
      </div>
      {editing && (
        <section className="card" aria-label="Edit estate">
          <h2>Edit estate</h2>
          <EstateForm
            initial={estateToForm(estate)}
            files={files}
            submitLabel="Save Changes"
            onSubmit={async (values) => {
              await commands.repos.estates.update(id, formToEstateBody(values, 'update'));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      )}
      <div className="estate-layout">
        <SectionNav
          label="Estate sections"
          sections={SECTIONS}
          ready={every !== null}
          className="section-nav-aside"
        />
        <div className="estate-sections">
          <EstateStartCard
            estate={estate}
            parties={children.parties}
            assets={children.assets.length}
            accounts={children.accounts.length}
            onEditEstate={() => {
              setEditing(true);
              window.scrollTo({ top: 0 });
            }}
          />
          <SectionAnchor id="overview">
            <EstateOverview estate={estate} assets={children.assets} flows={flows} cashOnHand={cashOnHand} />
          </SectionAnchor>
          <SectionAnchor id="deadlines">
            <EstateDeadlinesCard estate={estate} />
          </SectionAnchor>
          <EstateSections estateId={id} data={children} />
          <SectionAnchor id="liabilities">
            <LiabilitiesSection estateId={id} transactions={every ?? undefined} parties={children.parties} />
          </SectionAnchor>
          <EstateDocumentsSection estateId={id} documents={children.documents} />
          <SectionAnchor id="court-accounts">
            <CourtAccountsSection estateId={id} />
          </SectionAnchor>
          <SectionAnchor id="passing">
            <PassingCard estateId={id} />
          </SectionAnchor>
          <SectionAnchor id="reports">
            <ReportsCard estateId={id} />
          </SectionAnchor>
          <SectionAnchor id="approvals">
            <ApprovalsCard estateId={id} documents={children.documents} />
          </SectionAnchor>
          <SectionAnchor id="beneficiary-access">
            <BeneficiaryAccessCard estateId={id} parties={children.parties} role={currentUser()?.role} />
          </SectionAnchor>
          <SectionAnchor id="details">
            <EstateSummary estate={estate} file={file} />
          </SectionAnchor>
          <SectionAnchor id="history">
            <HistoryPanel key={id} entity="estates" id={id} />
          </SectionAnchor>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete Estate"
        message={`Are you sure you want to delete ${name}? ${confirming ?? ''} This action cannot be undone.`}
        confirmLabel="Delete"
        failureMessage="The estate could not be deleted. Please try again."
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          await commands.deleteEstate(id);
          await navigate({ to: '/admin/data/estates' });
        }}
      />
    </div>
  );
}
