import { Link, useCanGoBack, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { ENTITIES } from '../../domain/registry.ts';
import type { AssetRecord, PartyRecord, TransactionRecord } from '../../domain/schemas/index.ts';
import { commands, type LinkCounts, type LinkedEntity, queries, useQuery } from '../../store/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { GuardedButton } from '../../ui/guarded-button.tsx';
import { RecordLoading, RecordNotFound, RecordReadFailed } from '../../ui/record-states.tsx';
import { useFirstPullPending } from '../sync/index.ts';
import { AssetForm } from './asset-form.tsx';
import { deleteMessage, recordName } from './edit-texts.ts';
import { PartyForm } from './party-form.tsx';
import { editableEntityOf } from './record-types.ts';
import { TransactionForm } from './transaction-form.tsx';
import './records.css';

/** The records this page edits are those whose delete unlinks them (LINKED_ENTITIES). */
type Editable = LinkedEntity;

/**
 * Record edit page, /admin/$recordType/$id/edit (docs/behaviour.md#record-forms): an asset, a
 * party or a transaction of an estate, changed or deleted on this device (its outbox row goes in
 * the same local transaction, so it works offline). A delete first takes the record's links out of
 * the records that name it, and the confirmation says which.
 */
export function RecordEditScreen() {
  const { recordType, id } = useParams({ from: '/admin/$recordType/$id/edit' });
  const entity = editableEntityOf(recordType);
  const firstPull = useFirstPullPending();
  const read = useQuery(async () => {
    if (!entity) return null;
    const record = await queries.byId(entity, id);
    if (!record) return null;
    return { record, estate: await queries.estateById(record.estate) };
  }, [entity, id]);

  if (!entity) {
    return (
      <RecordNotFound title="Unknown record type" back={<Link to="/admin/dashboard">Back to Dashboard</Link>}>
        {`There is no edit form for “${recordType || 'nothing'}”. Records edited here: asset, transaction and party.`}
      </RecordNotFound>
    );
  }
  const label = ENTITIES[entity].label;
  if (read.status === 'loading' || (read.status === 'ready' && read.data === null && firstPull)) {
    return <RecordLoading what={label.toLowerCase()} />;
  }
  if (read.status === 'error') return <RecordReadFailed what={label.toLowerCase()} />;
  if (read.data === null) {
    return (
      <RecordNotFound
        title={`${label} not found`}
        back={
          <Link to="/admin/dashboard" className="button">
            Back to Dashboard
          </Link>
        }
      >
        {`There is no ${label.toLowerCase()} with this id on this device. It may have been deleted.`}
      </RecordNotFound>
    );
  }
  const { record, estate } = read.data;
  return (
    <div className="record-page">
      <h1>{`Edit ${label}`}</h1>
      {estate && (
        <p className="record-estate">
          For{' '}
          <Link to="/admin/data/estates/$id" params={{ id: estate._id }}>
            {estate.estateName}
          </Link>
        </p>
      )}
      <div className="card record-card">
        {/* Keyed by id: another record's page starts from that record's values. */}
        <EditForm key={record._id} entity={entity} record={record} />
      </div>
    </div>
  );
}

function EditForm({
  entity,
  record,
}: {
  entity: Editable;
  record: AssetRecord | PartyRecord | TransactionRecord;
}) {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  // What a delete would unlink, read when Delete is pressed (not with every change to the estate's
  // records while the form is open): the confirmation then says it.
  const [deleting, setDeleting] = useState<LinkCounts | null>(null);
  const toEstate = () =>
    navigate({ to: '/admin/data/estates/$id', params: { id: record.estate }, replace: true });
  const done = () => (canGoBack ? router.history.back() : void toEstate());

  const actions = (
    <GuardedButton
      refusal={refusalFor('delete', entity)}
      className="button button-danger"
      onClick={() =>
        void queries
          .linksTo(entity, record._id)
          // Unreadable links still let the person decide; the delete itself unlinks them.
          .catch(() => ({ assets: 0, transactions: 0, liabilities: 0, courtAccounts: 0 }))
          .then(setDeleting)
      }
    >
      Delete
    </GuardedButton>
  );
  const props = { estateId: record.estate, onSaved: done, onCancel: done, actions };
  return (
    <>
      {entity === 'assets' && <AssetForm {...props} record={record as AssetRecord} />}
      {entity === 'transactions' && <TransactionForm {...props} record={record as TransactionRecord} />}
      {entity === 'parties' && <PartyForm {...props} record={record as PartyRecord} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${ENTITIES[entity].label}`}
        message={deleting ? deleteMessage(entity, recordName(entity, record), deleting) : ''}
        confirmLabel="Delete"
        failureMessage={`The ${ENTITIES[entity].label.toLowerCase()} could not be deleted. Please try again.`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await commands.deleteRecord(entity, record._id);
          await toEstate();
        }}
      />
    </>
  );
}
