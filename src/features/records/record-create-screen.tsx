import { Link, useCanGoBack, useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router';
import { recordCreateTitle } from '../../domain/rules/record-title.ts';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { RecordLoading } from '../../ui/record-states.tsx';
import { AccountForm } from './account-form.tsx';
import { AssetForm } from './asset-form.tsx';
import { EstatePicker } from './estate-picker.tsx';
import { GenericForm } from './generic-form.tsx';
import { PartyForm } from './party-form.tsx';
import { estateIdOf, needsEstate, type RecordForm, recordFormFor, recordTypeOf } from './record-types.ts';
import { TransactionForm } from './transaction-form.tsx';
import './records.css';

function FormFor({ form, estateId, done }: { form: RecordForm; estateId: string; done: () => void }) {
  const props = { estateId, onSaved: done, onCancel: done };
  switch (form.kind) {
    case 'asset':
      return <AssetForm {...props} />;
    case 'transaction':
      return <TransactionForm {...props} />;
    case 'account':
      return <AccountForm {...props} />;
    case 'party':
      return <PartyForm {...props} />;
    case 'section':
      return <GenericForm section={form.section} {...props} />;
    default:
      return null;
  }
}

/**
 * Record create page, /admin/$recordType/create (docs/behaviour.md#record-forms): ?type= picks the form (the route's
 * record type without it) and ?estate= the estate. Saving writes to this device through the
 * repos (docs/behaviour.md#differences-from-the-specification: it persists, and syncs when online), then goes back like Cancel does.
 */
export function RecordCreateScreen() {
  const params = useParams({ from: '/admin/$recordType/create' });
  const search = useSearch({ from: '/admin/$recordType/create' });
  const type = recordTypeOf(search, params.recordType);
  const form = recordFormFor(type);
  const estateId = estateIdOf(search);
  const wanted = needsEstate(form) ? estateId : null;
  const estate = dataOrThrow(useQuery(() => queries.estateById(wanted), [wanted]));
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();

  const done = () => {
    if (canGoBack) router.history.back();
    else if (estateId) navigate({ to: '/admin/data/estates/$id', params: { id: estateId } });
    else navigate({ to: '/admin/dashboard' });
  };

  const body = () => {
    if (form.kind === 'unknown') {
      return (
        <>
          <h2>Unknown record type</h2>
          <p>{`There is no form for “${type || 'nothing'}”. Records that can be created here: asset, transaction, beneficiary, bank account, legal document and report.`}</p>
          <Link to="/admin/dashboard">Back to Dashboard</Link>
        </>
      );
    }
    if (form.kind === 'link') {
      return (
        <>
          <p>{form.text}</p>
          <Link className="button" {...form.link}>
            {form.label}
          </Link>
        </>
      );
    }
    if (!estateId) return <EstatePicker recordType={params.recordType} type={search.type} />;
    // Not the form until the estate is read: shown while a brand-new device was still finding out
    // whether it had the estate, it was swapped for the notice below and then back, losing what the
    // person had typed or picked meanwhile.
    if (wanted && estate === undefined) return <RecordLoading what="the estate" />;
    if (estate === null) {
      return (
        <>
          <p className="alert alert-warn" role="status">
            This estate is not on this device. If you signed in a moment ago it appears once your firm’s data
            has downloaded; otherwise choose the estate again.
          </p>
          <EstatePicker recordType={params.recordType} type={search.type} />
        </>
      );
    }
    return <FormFor key={`${type}-${estateId}`} form={form} estateId={estateId} done={done} />;
  };

  return (
    <div className="record-page">
      <h1>{recordCreateTitle(type)}</h1>
      {estate && estateId && (
        <p className="record-estate">
          For{' '}
          <Link to="/admin/data/estates/$id" params={{ id: estateId }}>
            {estate.estateName}
          </Link>
        </p>
      )}
      <div className="card record-card">{body()}</div>
    </div>
  );
}
