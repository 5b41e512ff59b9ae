import { Link } from '@tanstack/react-router';
import type { CheckFix, CheckTarget } from '../domain/rules/ontario/index.ts';

export type CheckField = Extract<CheckTarget, { kind: 'field' }>['field'];

/** Brings a section of the estate's page into view and puts the focus on it (for a keyboard or a screen reader). */
function goToSection(id: string) {
  const section = document.getElementById(id);
  section?.scrollIntoView({ block: 'start' });
  section?.focus({ preventScroll: true });
}

/** The estate's own details are edited from the top of its page (Edit, beside its name). */
function goToEstateHeading() {
  const heading = document.querySelector<HTMLElement>('h1');
  heading?.scrollIntoView({ block: 'start' });
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
}

function Fix({ fix, onField }: { fix: CheckFix; onField?: (field: CheckField) => void }) {
  const t = fix.target;
  switch (t.kind) {
    case 'transaction':
      return (
        <Link to="/admin/$recordType/$id/edit" params={{ recordType: 'transaction', id: t.id }}>
          {fix.label}
        </Link>
      );
    case 'party':
      return (
        <Link to="/admin/$recordType/$id/edit" params={{ recordType: 'party', id: t.id }}>
          {fix.label}
        </Link>
      );
    case 'asset':
      return (
        <Link to="/admin/$recordType/$id/edit" params={{ recordType: 'asset', id: t.id }}>
          {fix.label}
        </Link>
      );
    case 'account':
      return (
        <Link to="/admin/accounts/$id" params={{ id: t.id }}>
          {fix.label}
        </Link>
      );
    case 'section':
      return (
        <button type="button" className="link-button" onClick={() => goToSection(t.id)}>
          {fix.label}
        </button>
      );
    case 'estate':
      return (
        <button type="button" className="link-button" onClick={goToEstateHeading}>
          {fix.label}
        </button>
      );
    case 'firm-details':
      // The Profile screen opens its Organization tab at the Firm details card for this hash.
      return (
        <Link to="/admin/profile" hash="firm-details">
          {fix.label}
        </Link>
      );
    case 'field':
      return onField ? (
        <button type="button" className="link-button" onClick={() => onField(t.field)}>
          {fix.label}
        </button>
      ) : (
        <span className="muted">{fix.label}</span>
      );
  }
}

/** Where a check is fixed: each record or field it names, as a link (docs/behaviour.md#court-checks). */
export function CheckFixes({
  fixes,
  onField,
}: {
  fixes: readonly CheckFix[];
  onField?: (field: CheckField) => void;
}) {
  return (
    <ul className="court-check-fixes" aria-label="Where to fix it">
      {fixes.map((f) => (
        <li
          key={`${f.target.kind}:${'id' in f.target ? f.target.id : 'field' in f.target ? f.target.field : ''}:${f.label}`}
        >
          <Fix fix={f} onField={onField} />
        </li>
      ))}
    </ul>
  );
}
