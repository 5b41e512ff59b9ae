import { Link } from '@tanstack/react-router';
import { firstRunItems } from '../../domain/rules/first-run.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { useSignedIn } from './use-dashboard-data.ts';

/**
 * A new firm's first steps, in place of figures that are all zero (docs/behaviour.md#dashboard):
 * each one links to where it is done and is ticked off from the firm's own data as it syncs.
 */
export function GettingStartedCard({ files }: { files: number }) {
  const { session, user, organization } = useSignedIn();
  const people = dataOf(useQuery(() => queries.count('users'), [])) ?? 1;
  const items = firstRunItems({ role: user?.role ?? session?.role ?? '', files, people, organization });
  if (items.length === 0) return null;
  const left = items.filter((i) => !i.done).length;
  return (
    <section className="card dash-panel getting-started" aria-labelledby="getting-started-heading">
      <div className="dash-panel-head">
        <h2 id="getting-started-heading">Getting started</h2>
      </div>
      <p className="muted">
        {left === 0 ? 'All done: your firm is set up.' : `${left} of ${items.length} steps to go.`}
      </p>
      <ol className="getting-started-list">
        {items.map((item) => (
          <li key={item.id} className={item.done ? 'is-done' : undefined}>
            <span className="getting-started-mark" aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            {item.done ? (
              <span>
                {item.title} <span className="visually-hidden">(done)</span>
              </span>
            ) : (
              <Link to={item.to}>{item.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
