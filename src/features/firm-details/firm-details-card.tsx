import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { can } from '../../domain/rules/permissions.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import {
  addressText,
  type FirmDraft,
  firmDetailsToSave,
  firmDraftOf,
  type LawyerRow,
  newLawyerRow,
} from './firm-details.ts';

/**
 * Profile → Organization: the firm's address, telephone, email and lawyers with their LSO numbers
 * (docs/behaviour.md#firm-details), which every backsheet, the notice, the lawyer's certificate and
 * the letters print. Kept on the firm's organization record, so it syncs and works offline like
 * the firm's other details; everyone reads it, an Admin changes it (the server refuses anyone else).
 */
export function FirmDetailsCard({
  role,
  organizationId,
}: {
  role: string;
  organizationId: string | undefined;
}) {
  const headingId = useId();
  const id = useId();
  const admin = can(role, 'firm-settings');
  const org = useQuery(() => queries.organizationById(organizationId), [organizationId]);
  const [draft, setDraft] = useState<FirmDraft | null>(null);
  const [failure, setFailure] = useState<{ message: string; field: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const record = org.status === 'ready' ? org.data : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = record !== undefined;
  // Opened by a link to #firm-details (a court check's fix): brought into view, its heading focused.
  useEffect(() => {
    if (!loaded || window.location.hash !== '#firm-details') return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded]);

  const edit = () => {
    setDraft(firmDraftOf(record ?? {}));
    setFailure(null);
    setNotice(null);
  };
  const set = (patch: Partial<FirmDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const setLawyer = (key: string, patch: Partial<LawyerRow>) =>
    setDraft((d) =>
      d ? { ...d, lawyers: d.lawyers.map((l) => (l.id === key ? { ...l, ...patch } : l)) } : d,
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !organizationId) return;
    const checked = firmDetailsToSave(draft);
    if (!checked.ok) return setFailure({ message: checked.message, field: checked.field });
    setBusy(true);
    try {
      await commands.repos.organizations.update(organizationId, checked.patch);
      setDraft(null);
      setFailure(null);
      setNotice('Firm details saved; they sync with the firm’s other details.');
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : 'The firm’s details were not saved.',
        field: '',
      });
    } finally {
      setBusy(false);
    }
  }

  const input = (
    field: keyof Omit<FirmDraft, 'lawyers'>,
    label: string,
    opts: { type?: string; autoComplete?: string; required?: boolean; max?: number } = {},
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>
        {label}
        {opts.required && <span className="visually-hidden"> (required)</span>}
      </label>
      <input
        id={`${id}-${field}`}
        type={opts.type ?? 'text'}
        value={draft?.[field] ?? ''}
        maxLength={opts.max ?? 200}
        autoComplete={opts.autoComplete}
        aria-invalid={failure?.field === field || undefined}
        onChange={(e) => set({ [field]: e.target.value })}
      />
    </div>
  );

  const lawyers = record?.lawyers ?? [];
  return (
    <section id="firm-details" className="card profile-card" aria-labelledby={headingId}>
      <div className="profile-card-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          Firm details
        </h2>
        {admin && !draft && (
          <button type="button" className="button button-secondary" onClick={edit}>
            Edit firm details
          </button>
        )}
      </div>
      <p className="muted">
        Every backsheet, the notice of application, the lawyer’s certificate and the letters print the firm’s
        address, telephone and email, and the estate’s lawyer of record with their LSO number.
        {!admin && ' Only an Admin can change them.'}
      </p>
      {notice && !draft && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {draft ? (
        <form onSubmit={save} noValidate aria-label="Firm details">
          {failure && (
            <p className="alert alert-error" role="alert">
              {failure.message}
            </p>
          )}
          <fieldset>
            <legend>Address for service</legend>
            {input('line1', 'Street address', { autoComplete: 'address-line1', required: true })}
            {input('line2', 'Suite or unit', { autoComplete: 'address-line2' })}
            {input('city', 'City', { autoComplete: 'address-level2', required: true, max: 100 })}
            {input('region', 'Province', { autoComplete: 'address-level1', max: 100 })}
            {input('postalCode', 'Postal code', { autoComplete: 'postal-code', max: 20 })}
            {input('country', 'Country (if not Canada)', { autoComplete: 'country-name', max: 100 })}
          </fieldset>
          {input('telephone', 'Telephone', { type: 'tel', autoComplete: 'tel', max: 40 })}
          {input('email', 'Email', { type: 'email', autoComplete: 'email', max: 254 })}
          {draft.lawyers.map((l, i) => (
            <fieldset
              key={l.id}
              className="court-office-row"
              aria-invalid={failure?.field.startsWith(`lawyers.${l.id}`) || undefined}
            >
              <legend>Lawyer {i + 1}</legend>
              {(
                [
                  ['name', 'Name', 'text', 200],
                  ['lsoNumber', 'LSO number', 'text', 10],
                  ['email', 'Email (if not the firm’s)', 'email', 254],
                  ['telephone', 'Telephone (if not the firm’s)', 'tel', 40],
                ] as const
              ).map(([field, label, type, max]) => (
                <div className="field" key={field}>
                  <label htmlFor={`${id}-${l.id}-${field}`}>{label}</label>
                  <input
                    id={`${id}-${l.id}-${field}`}
                    type={type}
                    value={l[field]}
                    maxLength={max}
                    placeholder={field === 'lsoNumber' ? '65432P' : undefined}
                    aria-invalid={failure?.field === `lawyers.${l.id}.${field}` || undefined}
                    onChange={(e) => setLawyer(l.id, { [field]: e.target.value })}
                  />
                </div>
              ))}
              <button
                type="button"
                className="link-button"
                onClick={() => set({ lawyers: draft.lawyers.filter((x) => x.id !== l.id) })}
              >
                Remove<span className="visually-hidden"> {l.name || `lawyer ${i + 1}`}</span>
              </button>
            </fieldset>
          ))}
          <fieldset>
            <legend>Where the officials are served</legend>
            <p className="hint">
              The covering letter to each office prints it: its street address, or the email it accepts
              service at.
            </p>
            {input('childrensLawyer', 'The Children’s Lawyer', { max: 300 })}
            {input('publicGuardian', 'The Public Guardian and Trustee', { max: 300 })}
          </fieldset>
          <div className="profile-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => set({ lawyers: [...draft.lawyers, newLawyerRow()] })}
            >
              Add a lawyer
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Save firm details'}
            </button>
            <button type="button" className="link-button" onClick={() => setDraft(null)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="profile-details">
          <div className="profile-item">
            <dt>Address for service</dt>
            <dd>{addressText(record ?? {})}</dd>
          </div>
          <div className="profile-item">
            <dt>Telephone</dt>
            <dd>{record?.telephone || 'Not recorded'}</dd>
          </div>
          <div className="profile-item">
            <dt>Email</dt>
            <dd>{record?.email || 'Not recorded'}</dd>
          </div>
          <div className="profile-item">
            <dt>Lawyers</dt>
            <dd>
              {lawyers.length ? (
                <ul className="firm-lawyers">
                  {lawyers.map((l) => (
                    <li key={l.id}>
                      {l.name}, LSO No. {l.lsoNumber}
                      {l.email ? `, ${l.email}` : ''}
                      {l.telephone ? `, ${l.telephone}` : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                'None yet'
              )}
            </dd>
          </div>
          <div className="profile-item">
            <dt>Serving the Children’s Lawyer</dt>
            <dd>{record?.officialAddresses?.['childrens-lawyer'] || 'Not recorded'}</dd>
          </div>
          <div className="profile-item">
            <dt>Serving the Public Guardian and Trustee</dt>
            <dd>{record?.officialAddresses?.['public-guardian-and-trustee'] || 'Not recorded'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
