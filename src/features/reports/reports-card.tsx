import { useState } from 'react';
import { ReportsPanel } from './reports-panel.tsx';
import './reports.css';

/**
 * The estate detail's Reports section. The panel (figures, compensation claim, generation) is
 * opened on request: it works the whole estate accounts out, which a glance at the estate does
 * not need.
 */
export function ReportsCard({ estateId }: { estateId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card detail-section reports-card" aria-labelledby="reports-heading">
      <div className="section-head">
        <h2 id="reports-heading">Reports</h2>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls="reports-panel"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close reports panel' : 'Open reports panel'}
        </button>
      </div>
      <p className="muted reports-intro">
        Estate Accounts in court format, Financial Overview, Distribution Summary and Tax Summary, as PDF,
        Excel or Word, with the Estate Administration Tax and the executor’s compensation claim.
      </p>
      <div id="reports-panel" hidden={!open}>
        {open && <ReportsPanel estateId={estateId} />}
      </div>
    </section>
  );
}
