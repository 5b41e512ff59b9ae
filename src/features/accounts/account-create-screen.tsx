import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { commands, queries, useQuery } from '../../store/index.ts';
import { AccountDraftForm } from './account-draft-form.tsx';
import { AccountSummary } from './account-summary.tsx';
import { AddRecordPanel } from './add-record-panel.tsx';
import '../../ui/detail-page.css';
import './accounts.css';

/**
 * Create New Account (docs/behaviour.md#accounts, docs/behaviour.md#differences-from-the-specification): the form creates the estate and its first
 * account locally (offline too); the card then shrinks to the summary with the Add panel.
 * The new account's id goes into the address (?account=ID), so a reload keeps the summary.
 */
export function AccountCreateScreen() {
  const navigate = useNavigate();
  const search = useSearch({ from: '/admin/accounts/create' });
  const accountId = typeof search.account === 'string' ? search.account : null;
  return (
    <div className="account-create">
      <h1>Create New Account</h1>
      {accountId ? (
        <CreatedAccount accountId={accountId} />
      ) : (
        <div className="card account-create-card">
          <AccountDraftForm
            onCancel={() => void navigate({ to: '/admin/accounts' })}
            onSubmit={async (draft) => {
              const { account } = await commands.createEstateWithAccount(draft);
              await navigate({
                to: '/admin/accounts/create',
                search: { account: account._id },
                replace: true,
              });
            }}
          />
        </div>
      )}
    </div>
  );
}

function CreatedAccount({ accountId }: { accountId: string }) {
  const read = useQuery(() => queries.accountAndEstate(accountId), [accountId]);
  if (read.status === 'loading') {
    return (
      <div role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="visually-hidden">Loading account</p>
      </div>
    );
  }
  if (read.status === 'error' || read.data === null) {
    return (
      <div className="alert alert-error" role="alert">
        {read.status === 'ready'
          ? 'This account is no longer on this device; it may have been deleted.'
          : 'The account could not be read.'}{' '}
        <Link to="/admin/accounts/create" search={{}}>
          Create a new account
        </Link>
      </div>
    );
  }
  return (
    <div className="account-created">
      <p className="alert alert-info" role="status">
        Account created and saved on this device. It reaches your firm’s server with the next sync.
      </p>
      <AccountSummary estate={read.data.estate} account={read.data.account} />
      <AddRecordPanel estateId={read.data.estate._id} />
      <p>
        <Link to="/admin/accounts/create" search={{}}>
          Create another account
        </Link>
      </p>
    </div>
  );
}
