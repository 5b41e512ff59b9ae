import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { SelectField } from '../../ui/select-field.tsx';

/**
 * Reached without ?estate=…, the page first asks which estate the record belongs to, from the
 * estates on this device. Choosing one puts it in the address, so a reload keeps it.
 */
export function EstatePicker({ recordType, type }: { recordType: string; type: string | undefined }) {
  const id = useId();
  const navigate = useNavigate();
  const estates = dataOrThrow(useQuery(() => queries.all('estates'), []));
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (estates === undefined) return <div className="spinner" role="status" aria-label="Loading estates" />;
  if (estates.length === 0) {
    return (
      <div className="empty-state">
        <h2>No estates on this device yet</h2>
        <p>
          A record belongs to an estate. Create the estate first, or wait for your firm’s data to download.
        </p>
        <Link className="button" to="/admin/data/estates/create">
          Create Estate
        </Link>
      </div>
    );
  }
  const sorted = [...estates].sort((a, b) => a.estateName.localeCompare(b.estateName));
  const go = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError('Choose an estate');
    // Replace, so going back after saving skips this step.
    navigate({
      to: '/admin/$recordType/create',
      params: { recordType },
      search: { type, estate: chosen },
      replace: true,
    });
  };
  return (
    <form className="record-form estate-picker" onSubmit={go} noValidate>
      <SelectField
        id={`${id}-estate`}
        label="Estate"
        required
        none="Select an estate"
        error={error}
        hint="Which estate does this record belong to?"
        value={chosen}
        options={sorted.map((e) => ({ _id: e._id, label: e.estateName }))}
        onChange={(estate) => {
          setChosen(estate);
          setError(null);
        }}
      />
      <div className="form-actions">
        <button type="submit" className="button">
          Continue
        </button>
      </div>
    </form>
  );
}
