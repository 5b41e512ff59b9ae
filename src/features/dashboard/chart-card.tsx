import { type ReactNode, Suspense } from 'react';
import { DashboardErrorBoundary } from './dashboard-error-boundary.tsx';

/**
 * A chart panel: heading, a one-line summary, the (lazily loaded) chart, and the same numbers as
 * a table only screen readers see. The table lives here, outside the chart chunk, so the figures
 * stay reachable even while the chart code loads or if it fails to.
 */
export function ChartCard(props: {
  id: string;
  title: string;
  summary: string;
  emptyTitle: string;
  emptyText: string;
  isEmpty: boolean;
  columns: [string, string];
  rows: { key: string; cells: [string, string] }[];
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section className="card dash-panel dash-chart" aria-labelledby={headingId}>
      <div className="dash-panel-head">
        <h2 id={headingId}>{props.title}</h2>
      </div>
      {props.isEmpty ? (
        <div className="empty-state dash-empty">
          <p className="dash-empty-title">{props.emptyTitle}</p>
          <p>{props.emptyText}</p>
        </div>
      ) : (
        <>
          <p className="muted dash-chart-summary">{props.summary}</p>
          <div className="dash-chart-frame">
            <DashboardErrorBoundary
              fallback={
                <p className="alert alert-warn">
                  This chart could not be loaded. Reload the page to try again.
                </p>
              }
            >
              <Suspense
                fallback={
                  <div className="dash-chart-loading">
                    <div className="spinner" role="status" aria-label={`Loading ${props.title} chart`} />
                  </div>
                }
              >
                {props.children}
              </Suspense>
            </DashboardErrorBoundary>
          </div>
          <table className="visually-hidden">
            <caption>{`${props.title} figures`}</caption>
            <thead>
              <tr>
                <th scope="col">{props.columns[0]}</th>
                <th scope="col">{props.columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.cells[0]}</th>
                  <td>{r.cells[1]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
