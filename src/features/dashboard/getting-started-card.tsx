import { Link } from '@tanstack/react-router';
import { firstRunItems } from '../../domain/rules/first-run.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { Checklist } from '../../ui/checklist.tsx';
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
  return (
    <section className="card dash-panel getting-started" aria-labelledby="getting-started-heading">
      <div className="dash-panel-head">
        <h2 id="getting-started-heading">Getting started</h2>
      </div>
      <Checklist
        doneText="All done: your firm is set up."
        items={items.map((item) => ({ ...item, action: <Link to={item.to}>{item.title}</Link> }))}
      />
    </section>
  );
}
