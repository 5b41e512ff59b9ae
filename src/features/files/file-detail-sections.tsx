import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { fileEstates } from '../../domain/rules/dashboard.ts';
import { formatListDate } from '../../domain/rules/list-format.ts';
import { formatCents, sumCents } from '../../domain/rules/money.ts';
import { valueLabel } from '../../domain/value-labels.ts';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { SharedMarker } from '../../ui/shared-marker.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { humanizeStatus, statusDisplay } from '../../ui/status-display.ts';
import { DocumentActions, useOnDevice } from '../document-actions/index.ts';
import { fileDocuments } from './file-rows.ts';

const Loading = ({ what }: { what: string }) => (
  <div role="status">
    <div className="spinner" aria-hidden="true" />
    <span className="visually-hidden">Loading {what}…</span>
  </div>
);

/** The file's estates with their values (docs/behaviour.md#files `estates[]`) and the file's total. */
export function FileEstates({ fileId }: { fileId: string }) {
  // A failed read is thrown to the screen's LoadErrorBoundary.
  const estates = dataOrThrow(useQuery(() => queries.estatesOfFile(fileId), [fileId]));
  const assets = dataOrThrow(useQuery(() => queries.all('assets'), []));
  const rows = useMemo(() => {
    if (!estates || !assets) return undefined;
    const status = new Map(estates.map((e) => [e._id, e.status]));
    return fileEstates(fileId, estates, assets).map((e) => ({
      ...e,
      status: status.get(e._id),
    }));
  }, [fileId, estates, assets]);

  return (
    <section className="card detail-card" aria-labelledby="file-estates-title">
      <h2 id="file-estates-title">Estates</h2>
      {!rows ? (
        <Loading what="estates" />
      ) : rows.length === 0 ? (
        <p className="muted">
          No estates in this file yet.{' '}
          <Link to="/admin/data/estates/create" search={{ file: fileId }}>
            Create an estate
          </Link>
        </p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Estates in this file</caption>
            <thead>
              <tr>
                <th scope="col">Estate</th>
                <th scope="col">Status</th>
                <th scope="col" className="align-end">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => {
                const chip = statusDisplay(e.status);
                return (
                  <tr key={e._id}>
                    <td>
                      <Link to="/admin/data/estates/$id" params={{ id: e._id }}>
                        {e.name}
                      </Link>
                    </td>
                    <td>
                      <StatusChip label={humanizeStatus(e.status)} tone={chip.tone} />
                    </td>
                    <td className="align-end">{formatCents(e.value)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total value
                </th>
                <td className="align-end total-value">{formatCents(sumCents(rows.map((e) => e.value)))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

/** Documents filed on the file or on any of its estates, with type and date. */
export function FileDocuments({ fileId }: { fileId: string }) {
  const estates = dataOrThrow(useQuery(() => queries.estatesOfFile(fileId), [fileId]));
  const documents = dataOrThrow(useQuery(() => queries.all('documents'), []));
  const rows = useMemo(
    () => (estates && documents ? fileDocuments(fileId, estates, documents) : undefined),
    [fileId, estates, documents],
  );
  const onDevice = useOnDevice(rows?.map((d) => d._id) ?? []);

  return (
    <section className="card detail-card" aria-labelledby="file-documents-title">
      <h2 id="file-documents-title">Documents</h2>
      {!rows ? (
        <Loading what="documents" />
      ) : rows.length === 0 ? (
        <p className="muted">No documents for this file or its estates yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Documents of this file and its estates</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Date</th>
                <th scope="col">Estate</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d._id}>
                  <td>
                    {d.title}
                    {d.shared && <SharedMarker />}
                  </td>
                  <td>{valueLabel('documentType', d.type)}</td>
                  <td>{formatListDate(d.date)}</td>
                  <td>
                    {d.estate ? (
                      <Link to="/admin/data/estates/$id" params={{ id: d.estate._id }}>
                        {d.estate.name}
                      </Link>
                    ) : (
                      <span className="muted">The file itself</span>
                    )}
                  </td>
                  <td>
                    <DocumentActions
                      document={d.file}
                      onDevice={onDevice.has(d._id)}
                      estateId={d.estate?._id ?? null}
                      earlierCount={d.earlierCount}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
