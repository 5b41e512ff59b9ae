import { Link } from '@tanstack/react-router';
import type { RecentFile } from '../../domain/rules/dashboard.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { fileStatusTone, humanizeStatus } from '../../ui/status-display.ts';
import { formatDashboardDate, formatDashboardMoney } from './dashboard-format.ts';

/**
 * The three most recently updated files (docs/behaviour.md#dashboard), each with a View link to its detail page.
 * On a phone each row is restyled as a stacked card (dashboard.css); current browsers keep the
 * table semantics through that display change, so a screen reader still hears the headers.
 */
export function RecentFilesTable({ files }: { files: RecentFile[] }) {
  return (
    <section className="card dash-panel" aria-labelledby="dash-files-heading">
      <div className="dash-panel-head">
        <h2 id="dash-files-heading">Recent Files</h2>
        <div className="dash-actions">
          <Link to="/admin/files/create" className="button">
            Create File
          </Link>
          <Link to="/admin/files" className="button button-secondary">
            View All Files
          </Link>
        </div>
      </div>
      {files.length === 0 ? (
        <div className="empty-state dash-empty">
          <p className="dash-empty-title">No files yet</p>
          <p>Create your first file to see it here.</p>
        </div>
      ) : (
        <table className="table dash-table">
          <thead>
            <tr>
              <th scope="col">File Name</th>
              <th scope="col">Description</th>
              <th scope="col" className="dash-num">
                Value
              </th>
              <th scope="col">Status</th>
              <th scope="col">Last Updated</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((f) => (
              <tr key={f._id}>
                <td className="dash-strong dash-cell-title">{f.name}</td>
                <td className="dash-description">{f.description || '—'}</td>
                <td className="dash-num" data-label="Value">
                  {formatDashboardMoney(f.value)}
                </td>
                <td data-label="Status">
                  <StatusChip label={humanizeStatus(f.status)} tone={fileStatusTone(f.status)} />
                </td>
                <td className="dash-nowrap" data-label="Last Updated">
                  {formatDashboardDate(f.updatedAt)}
                </td>
                <td className="dash-row-action">
                  <Link to="/admin/files/$id" params={{ id: f._id }}>
                    View<span className="visually-hidden"> {f.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
