import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { localDb, repos } from '../../store/instance.ts';
import type { LocalRecord } from '../../store/types.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { RecordLoading, RecordNotFound, RecordReadFailed } from '../../ui/record-states.tsx';
import { EstateDeadlinesCard } from '../reports/estate-deadlines-card.tsx';
import { ReportsCard } from '../reports/reports-card.tsx';
import { countEstateRecords, deleteEstate, describeCascade } from './delete-estate.ts';
import { EstateForm } from './estate-form.tsx';
import { estateToForm, formToEstateBody } from './estate-form-values.ts';
import { EstateSections } from './estate-sections.tsx';
import { EstateSummary, EstateTotalsCards } from './estate-summary.tsx';
import { newestFirst } from './estate-totals.ts';
import { useFileOptions } from './use-file-options.ts';
import { useFirstPullPending, useLocalRead } from './use-local-read.ts';
import './estates.css';

const byEstate = (table: 'assets' | 'accounts' | 'parties' | 'transactions' | 'documents', id: string) =>
  localDb.table_(table).where('estate').equals(id).toArray();

/** Beneficiaries first: they are who the estate is administered for. */
const ROLE_ORDER = ['beneficiary', 'executor', 'creditor', 'other'];
const roleRank = (role: unknown) => {
  const i = ROLE_ORDER.indexOf(String(role));
  return i === -1 ? ROLE_ORDER.length : i;
};

/** Estate detail (/admin/data/estates/$id): summary, totals, its records; edit and delete. */
export function EstateDetailScreen() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const files = useFileOptions();
  const firstPull = useFirstPullPending();
  const read = useLocalRead(async () => {
    const estate = (await localDb.estates.get(id)) ?? null;
    if (!estate) return null;
    const [file, assets, accounts, parties, transactions, documents] = await Promise.all([
      typeof estate.file === 'string' ? localDb.files.get(estate.file) : undefined,
      byEstate('assets', id),
      byEstate('accounts', id),
      byEstate('parties', id),
      byEstate('transactions', id),
      byEstate('documents', id),
    ]);
    return {
      estate,
      file: (file ?? null) as LocalRecord | null,
      assets: [...assets].sort((a, b) => String(a.name).localeCompare(String(b.name), 'en-CA')),
      accounts,
      parties: [...parties].sort(
        (a, b) =>
          roleRank(a.role) - roleRank(b.role) || String(a.name).localeCompare(String(b.name), 'en-CA'),
      ),
      transactions: newestFirst(transactions, 'date'),
      documents: newestFirst(documents, 'createdAt'),
    };
  }, [id]);

  if (read === undefined || (read.ok && read.data === null && firstPull)) {
    return <RecordLoading what="estate" />;
  }
  if (!read.ok) return <RecordReadFailed what="estate" />;
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
  const { estate, file, ...children } = read.data;
  const name = typeof estate.estateName === 'string' ? estate.estateName : 'Estate';

  async function askDelete() {
    setConfirming(describeCascade(await countEstateRecords(localDb, id)));
  }

  return (
    <div className="estate-detail">
      <div className="page-head">
        <h1>{name}</h1>
        {!editing && (
          <div className="page-actions">
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className="button button-danger" onClick={() => void askDelete()}>
              Delete
            </button>
          </div>
        )}
      </div>
      {editing ? (
        <section className="card" aria-label="Edit estate">
          <h2>Edit estate</h2>
          <EstateForm
            initial={estateToForm(estate)}
            files={files}
            submitLabel="Save Changes"
            onSubmit={async (values) => {
              await repos.estates.update(id, formToEstateBody(values, 'update'));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : (
        <EstateSummary estate={estate} file={file} />
      )}
      <EstateTotalsCards assets={children.assets} transactions={children.transactions} />
      <EstateDeadlinesCard estate={estate} />
      <ReportsCard estateId={id} />
      <EstateSections estateId={id} data={children} />
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete Estate"
        message={`Are you sure you want to delete ${name}? ${confirming ?? ''} This action cannot be undone.`}
        confirmLabel="Delete"
        failureMessage="The estate could not be deleted. Please try again."
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          await deleteEstate(localDb, repos, id);
          await navigate({ to: '/admin/data/estates' });
        }}
      />
    </div>
  );
}
