import { useEffect, useRef, useState } from 'react';
import type { FormSectionId } from '../../ui/form-sections.ts';
import { SectionForm } from './section-form.tsx';

const ACTIONS: readonly { section: FormSectionId; label: string; saved: string }[] = [
  { section: 'beneficiaries', label: 'Add Beneficiary', saved: 'Beneficiary added.' },
  { section: 'assets', label: 'Add Asset', saved: 'Asset added.' },
  { section: 'transactions', label: 'Add Transaction', saved: 'Transaction added.' },
  {
    section: 'reports',
    label: 'Add Report',
    saved: 'Report generated, downloaded and saved to the estate’s documents.',
  },
];

/**
 * The panel under the new account's summary (docs/behaviour.md#accounts): four Add buttons, each opening its form
 * section in place with a Back button. Saving goes through the repos (docs/behaviour.md#differences-from-the-specification) and returns
 * here, where the summary's figures have already moved.
 */
export function AddRecordPanel({ estateId }: { estateId: string }) {
  const [open, setOpen] = useState<FormSectionId | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<FormSectionId | null>(null);

  // Back at the buttons, put focus on the one that was used, so keyboard users keep their place.
  useEffect(() => {
    if (open === null && returnTo.current) {
      document.getElementById(`add-${returnTo.current}`)?.focus();
      returnTo.current = null;
    } else if (open !== null) {
      headingRef.current?.focus();
    }
  }, [open]);

  const action = ACTIONS.find((a) => a.section === open);
  const close = (saved: boolean) => {
    returnTo.current = open;
    if (saved && action) setMessage(action.saved);
    setOpen(null);
  };

  return (
    <section className="card add-record-panel" aria-labelledby="add-record-heading">
      {action ? (
        <>
          <div className="section-head">
            <h2 id="add-record-heading" ref={headingRef} tabIndex={-1}>
              {action.label}
            </h2>
            <button type="button" className="button button-secondary" onClick={() => close(false)}>
              Back
            </button>
          </div>
          <SectionForm section={action.section} estateId={estateId} onSaved={() => close(true)} />
        </>
      ) : (
        <>
          <h2 id="add-record-heading">Add to this estate</h2>
          <p className="muted">Record what you know now; everything can be added to later.</p>
          <div className="add-record-actions">
            {ACTIONS.map((a) => (
              <button
                key={a.section}
                id={`add-${a.section}`}
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setMessage(null);
                  setOpen(a.section);
                }}
              >
                {a.label}
              </button>
            ))}
          </div>
        </>
      )}
      {/* Always mounted, so the confirmation is announced when it appears. */}
      <p className="add-record-message" role="status">
        {open === null ? message : null}
      </p>
    </section>
  );
}
