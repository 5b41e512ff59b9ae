import './court-accounts.css';
import { useId } from 'react';

/**
 * What the court accounts engine had to guess or could not find (a receipt found by amount, a
 * creditor with no amount, a link that points at nothing), for the user to read before
 * generating. They are for the trustee, not the court: the Estate Accounts print only the law
 * they follow (docs/behaviour.md, Reports).
 */
export function AccountsNotes({ notes }: { notes: readonly string[] }) {
  const prefix = useId();
  if (notes.length === 0) return null;
  return (
    <section className="report-block accounts-notes" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Before you generate: check these</h3>
      <p className="muted">
        The accounts are worked out from the records as they stand. These points are not printed in the
        reports; each one the records settle makes the accounts rest on facts rather than guesses.
      </p>
      <ul data-testid="accounts-notes">
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}
