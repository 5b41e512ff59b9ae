import { useId } from 'react';
import type { DocumentRecord } from '../../domain/schemas/index.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { approvalRows } from './access-text.ts';
import './beneficiary-access.css';
import '../../ui/stack-table.css';

/**
 * "Approvals of the accounts" on the estate page (docs/behaviour.md#beneficiary-access): each
 * beneficiary's approval of a shared report, read from this device (approvals arrive by sync, so
 * the list works offline): who signed, as the firm knows them (their party or the name they were
 * invited by) with the email they sign in with, what they approved, when, and whether they
 * withdrew it.
 */
export function ApprovalsCard({
  estateId,
  documents,
}: {
  estateId: string;
  documents: readonly DocumentRecord[];
}) {
  const headingId = useId();
  const approvals = dataOf(useQuery(() => queries.approvalsOfEstate(estateId), [estateId]));
  const rows = approvals ? approvalRows(approvals, documents) : null;
  return (
    <section className="card approvals-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Approvals of the accounts</h2>
      {rows === null ? (
        <p className="muted">Reading approvals…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No beneficiary has approved the accounts yet.</p>
      ) : (
        <table className="table stack-table">
          <thead>
            <tr>
              <th scope="col">Approved by</th>
              <th scope="col">Document</th>
              <th scope="col">Approved on</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td data-label="Approved by">
                  <span>
                    {row.name}
                    {row.email && <span className="muted approval-email">{row.email}</span>}
                  </span>
                </td>
                <td data-label="Document">{row.document}</td>
                <td data-label="Approved on">{row.approvedOn}</td>
                <td data-label="Status">
                  {row.withdrawn ? (
                    <span className="chip chip-red">{row.withdrawn}</span>
                  ) : (
                    <span className="chip chip-green">Approved</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
