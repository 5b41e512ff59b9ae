import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { GuardedButton } from '../../ui/guarded-button.tsx';
import { estateStatusTone, formatDate, newestFirst } from '../../ui/record-display.ts';
import { RecordLoading, RecordNotFound, RecordReadFailed } from '../../ui/record-states.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { humanizeStatus } from '../../ui/status-display.ts';
import { BankImportButton } from '../bank-import/index.ts';
import { useFirstPullPending } from '../sync/index.ts';
import { accountToEditValues, currencyLabel, editValuesToChanges } from './account-edit.ts';
import { AccountEditForm } from './account-edit-form.tsx';
import { AccountTransactions } from './account-transactions.tsx';
import '../../ui/detail-page.css';
import './accounts.css';
import { HistoryPanel } from '../history/index.ts';

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children || <span className="muted">Not recorded</span>}</dd>
    </div>
  );
}

/** Account detail (/admin/accounts/$id): the account, its estate, its transactions; edit and delete. */
export function AccountDetailScreen() {
  const { id } = useParams({ from: '/admin/accounts/$id' });
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const firstPull = useFirstPullPending();
  const read = useQuery(async () => {
    const found = await queries.accountWithTransactions(id);
    return found && { ...found, transactions: newestFirst(found.transactions, 'date') };
  }, [id]);

  if (read.status === 'loading' || (read.status === 'ready' && read.data === null && firstPull)) {
    return <RecordLoading what="account" />;
  }
  if (read.status === 'error') return <RecordReadFailed what="account" />;
  if (read.data === null) {
    return (
      <RecordNotFound
        title="Account not found"
        back={
          <Link to="/admin/accounts" className="button">
            Back to Accounts
          </Link>
        }
      >
        There is no account with this id on this device. It may have been deleted.
      </RecordNotFound>
    );
  }
  const { account, estate, transactions } = read.data;
  const { bank } = account;
  const executor = estate?.executor;
  const keyDates = estate?.keyDates;
  const status = estate?.status ?? '';
  const name = account.name || 'Unnamed account';

  return (
    <div className="account-detail">
      <div className="page-head">
        <h1>{name}</h1>
        {!editing && (
          <div className="page-actions">
            <BankImportButton accountId={id} />
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              Edit
            </button>
            <GuardedButton
              refusal={refusalFor('delete', 'accounts')}
              className="button button-danger"
              onClick={() => setDeleting(true)}
            >
              Delete
            </GuardedButton>
          </div>
        )}
      </div>
      <section className="card" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        {editing ? (
          <AccountEditForm
            initial={accountToEditValues(account)}
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              await commands.repos.accounts.update(id, editValuesToChanges(values, account));
              setEditing(false);
            }}
          />
        ) : (
          <dl className="detail-grid">
            <Item term="Account Name">{name}</Item>
            <Item term="Bank">
              {bank ? `${bank.name} (${bank.shortName}), institution ${bank.institutionNumber}` : ''}
            </Item>
            <Item term="Currency">{currencyLabel(account)}</Item>
            <Item term="Account ID">
              <code className="short-id">{account._id}</code>
            </Item>
            <Item term="Created">{formatDate(account.createdAt)}</Item>
          </dl>
        )}
      </section>
      <section className="card detail-section" aria-labelledby="estate-heading">
        <h2 id="estate-heading">Estate</h2>
        {estate ? (
          <dl className="detail-grid">
            <Item term="Estate">
              <Link to="/admin/data/estates/$id" params={{ id: estate._id }}>
                {estate.estateName || 'Open the estate'}
              </Link>
            </Item>
            <Item term="Status">
              <StatusChip label={humanizeStatus(status)} tone={estateStatusTone(status)} />
            </Item>
            <Item term="Executor">{executor?.name}</Item>
            <Item term="Executor Email">{executor?.email}</Item>
            <Item term="Executor Phone">{executor?.phone}</Item>
            <Item term="Date of Death">
              {formatDate(estate.deceased?.dateOfDeath || keyDates?.dateOfDeath)}
            </Item>
            <Item term="Court Deadline">{formatDate(keyDates?.courtDeadline)}</Item>
            <Item term="Certificate Issued">{formatDate(keyDates?.certificateIssued)}</Item>
          </dl>
        ) : (
          <p className="muted">The estate of this account is not on this device.</p>
        )}
      </section>
      <AccountTransactions accountId={id} transactions={transactions} />
      <HistoryPanel key={id} entity="accounts" id={id} />
      <ConfirmDialog
        isOpen={deleting}
        title="Delete Account"
        message={`Are you sure you want to delete ${name}?${
          transactions.length
            ? ` ${transactions.length} transaction${transactions.length === 1 ? '' : 's'} will keep their amounts but no longer name this account.`
            : ''
        } This action cannot be undone.`}
        confirmLabel="Delete"
        failureMessage="The account could not be deleted. Please try again."
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await commands.deleteAccount(id);
          await navigate({ to: '/admin/accounts' });
        }}
      />
    </div>
  );
}
