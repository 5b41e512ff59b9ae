import type { RecentDocument } from '../../domain/rules/dashboard.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { formatDashboardDate } from './dashboard-format.ts';

/** The latest documents (docs/behaviour.md#differences-from-the-specification: filled, unlike the spec's always-empty table). */
export function RecentDocumentsTable({ documents }: { documents: RecentDocument[] }) {
  return (
    <section className="card dash-panel" aria-labelledby="dash-docs-heading">
      <div className="dash-panel-head">
        <h2 id="dash-docs-heading">Recent Documents</h2>
      </div>
      {documents.length === 0 ? (
        <div className="empty-state dash-empty">
          <p className="dash-empty-title">No documents yet</p>
          <p>Court schedules, affidavits and reports appear here once they are added to an estate.</p>
        </div>
      ) : (
        <table className="table dash-table">
          <thead>
            <tr>
              <th scope="col">Document Name</th>
              <th scope="col">Type</th>
              <th scope="col">Upload Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((d) => (
              <tr key={d._id}>
                <td className="dash-strong dash-cell-title">{d.title}</td>
                <td data-label="Type">{d.type || 'Other'}</td>
                <td className="dash-nowrap" data-label="Upload Date">
                  {formatDashboardDate(d.createdAt)}
                </td>
                <td data-label="Status">
                  <StatusChip label={d.status} tone={d.status === 'Uploaded' ? 'green' : 'yellow'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
