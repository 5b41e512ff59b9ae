import { Link } from '@tanstack/react-router';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { LoadErrorBoundary } from '../../ui/load-error.tsx';
import { type DataModel, dataModel, MORE_MODEL_NAMES, SPEC_MODEL_NAMES } from './data-models.ts';
import './data.css';

const models = (names: readonly string[]) =>
  names.map((n) => dataModel(n)).filter((m): m is DataModel => !!m);

/** Data Models index (docs/behaviour.md#data-lists): a card per model with how many records this device holds. */
export function DataIndexScreen() {
  return (
    <section className="data-page" aria-labelledby="data-title">
      <h1 id="data-title">Data Models</h1>
      <p className="muted data-intro">
        Browse every record kept on this device. Counts update as changes sync.
      </p>
      <LoadErrorBoundary message="An error occurred while reading the data on this device">
        {/* Keeps the heading order (h1, h2, then the cards' h3) like the visible group below. */}
        <h2 className="visually-hidden">Main records</h2>
        <ul className="data-cards">
          {models(SPEC_MODEL_NAMES).map((m) => (
            <ModelCard key={m.model} model={m} />
          ))}
        </ul>
        <h2 className="data-more-title">More records</h2>
        <ul className="data-cards">
          {models(MORE_MODEL_NAMES).map((m) => (
            <ModelCard key={m.model} model={m} />
          ))}
        </ul>
      </LoadErrorBoundary>
    </section>
  );
}

function ModelCard({ model }: { model: DataModel }) {
  // A failed count is thrown to the index's LoadErrorBoundary.
  const count = dataOrThrow(useQuery(() => queries.count(model.entity), [model.entity]));
  return (
    <li className="card data-card">
      <h3 className="data-card-title">
        {/* The stretched link makes the whole card one click target with one accessible name. */}
        <Link to="/admin/data/$model" params={{ model: model.model }} className="data-card-link">
          {model.label}
        </Link>
      </h3>
      <p className="data-card-count" aria-live="polite">
        {count === undefined ? (
          <span className="muted">Counting…</span>
        ) : (
          <>
            <strong>{count.toLocaleString('en-CA')}</strong> {count === 1 ? 'record' : 'records'}
          </>
        )}
      </p>
      <p className="muted data-card-text">{model.description}</p>
    </li>
  );
}
