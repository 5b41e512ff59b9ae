import type { DashboardData } from '../../domain/rules/dashboard.ts';
import { formatCount } from './dashboard-format.ts';

type Stat = { key: string; label: string; caption: string; value: number; accent: string };

/** The four figures of docs/behaviour.md#dashboard, counted as docs/behaviour.md#differences-from-the-specification says (all active files, completed estates). */
export function StatCards({ summary }: { summary: DashboardData['summary'] }) {
  const stats: Stat[] = [
    {
      key: 'total-files',
      label: 'Total Files',
      caption: 'All passing files',
      value: summary.totalFiles,
      accent: 'navy',
    },
    {
      key: 'active-files',
      label: 'Active Files',
      caption: 'In progress',
      value: summary.activeFiles,
      accent: 'blue',
    },
    {
      key: 'total-estates',
      label: 'Total Estates',
      caption: 'Across all files',
      value: summary.totalEstates,
      accent: 'teal',
    },
    {
      key: 'completed-estates',
      label: 'Completed Estates',
      caption: 'Successfully processed',
      value: summary.completedEstates,
      accent: 'green',
    },
  ];
  return (
    <section className="dash-stats" aria-labelledby="dash-stats-heading">
      <h2 id="dash-stats-heading" className="visually-hidden">
        At a glance
      </h2>
      <ul className="dash-stat-list">
        {stats.map((s) => (
          <li key={s.key} className={`card dash-stat dash-accent-${s.accent}`} data-stat={s.key}>
            <p className="dash-stat-label">{s.label}</p>
            <p className="dash-stat-value">{formatCount(s.value)}</p>
            <p className="dash-stat-caption">{s.caption}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
