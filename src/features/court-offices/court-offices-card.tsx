import { type FormEvent, useId, useState } from 'react';
import { can } from '../../domain/rules/permissions.ts';
import type { CourtOfficeItem } from '../../domain/schemas/index.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { missingFromTable, newRow, type OfficeRow, officesToSave } from './court-offices.ts';

/**
 * Profile → Organization: the firm's table of court offices (docs/behaviour.md#court-offices), from
 * which an estate's court details take the office's address. Kept on the firm's organization
 * record, so it syncs and works offline like the firm's other details; everyone reads it, an Admin
 * changes it (the server refuses anyone else, as for the firm's details).
 */
export function CourtOfficesCard({
  role,
  organizationId,
}: {
  role: string;
  organizationId: string | undefined;
}) {
  const headingId = useId();
  const admin = can(role, 'firm-settings');
  const org = useQuery(() => queries.organizationById(organizationId), [organizationId]);
  const estates = useQuery(async () => {
    // The offices typed on estates' court details, for an Admin to add to the table in one step.
    const { courtOffices } = await import('../court-accounts/index.ts');
    return courtOffices(await queries.all('courtAccounts'));
  }, []);
  const [rows, setRows] = useState<OfficeRow[] | null>(null);
  const [failure, setFailure] = useState<{ message: string; row: number | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const table: CourtOfficeItem[] = (org.status === 'ready' ? org.data?.courtOffices : undefined) ?? [];
  const fromEstates = missingFromTable(table, estates.status === 'ready' ? estates.data : []);

  const edit = () => {
    setRows(table.length ? table.map((o) => newRow(o)) : [newRow()]);
    setFailure(null);
    setNotice(null);
  };
  const change = (key: string, patch: Partial<OfficeRow>) =>
    setRows((rs) => rs?.map((r) => (r.key === key ? { ...r, ...patch } : r)) ?? rs);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!rows || !organizationId) return;
    const checked = officesToSave(rows);
    if (!checked.ok) return setFailure({ message: checked.message, row: checked.row });
    setBusy(true);
    try {
      await commands.repos.organizations.update(organizationId, { courtOffices: checked.offices });
      setRows(null);
      setFailure(null);
      setNotice('Court offices saved; they sync with the firm’s details.');
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : 'The court offices were not saved.',
        row: null,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card profile-card" aria-labelledby={headingId}>
      <div className="profile-card-head">
        <h2 id={headingId}>Court offices</h2>
        {admin && !rows && (
          <button type="button" className="button button-secondary" onClick={edit}>
            Edit court offices
          </button>
        )}
      </div>
      <p className="muted">
        An estate’s court details take the office’s address from this table; the court documents print it.
        {!admin && ' Only an Admin can change it.'}
      </p>
      {notice && !rows && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {rows ? (
        <form onSubmit={save} noValidate>
          {failure && (
            <p className="alert alert-error" role="alert">
              {failure.message}
            </p>
          )}
          {rows.map((r, i) => (
            <fieldset key={r.key} className="court-office-row" aria-invalid={failure?.row === i || undefined}>
              <legend className="visually-hidden">Court office {i + 1}</legend>
              <div className="field">
                <label htmlFor={`${r.key}-name`}>Office</label>
                <input
                  id={`${r.key}-name`}
                  value={r.name}
                  maxLength={100}
                  placeholder="Toronto"
                  onChange={(e) => change(r.key, { name: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${r.key}-address`}>Address</label>
                <input
                  id={`${r.key}-address`}
                  value={r.address}
                  maxLength={300}
                  placeholder="Street, city, Ontario, postal code"
                  onChange={(e) => change(r.key, { address: e.target.value })}
                />
              </div>
              <button
                type="button"
                className="link-button"
                onClick={() => setRows((rs) => rs?.filter((x) => x.key !== r.key) ?? rs)}
              >
                Remove<span className="visually-hidden"> {r.name || `court office ${i + 1}`}</span>
              </button>
            </fieldset>
          ))}
          <div className="profile-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setRows([...rows, newRow()])}
            >
              Add a court office
            </button>
            {fromEstates.length > 0 && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  setRows([
                    ...rows,
                    ...missingFromTable(officesToKeep(rows), fromEstates).map((o) => newRow(o)),
                  ])
                }
              >
                Add the {fromEstates.length} named on estates
              </button>
            )}
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Save court offices'}
            </button>
            <button type="button" className="link-button" onClick={() => setRows(null)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : table.length ? (
        <dl className="profile-details">
          {table.map((o) => (
            <div key={o.name}>
              <dt>{o.name}</dt>
              <dd>{o.address}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">No court offices yet.</p>
      )}
    </section>
  );
}

const officesToKeep = (rows: readonly OfficeRow[]): CourtOfficeItem[] =>
  rows.filter((r) => r.name.trim()).map((r) => ({ name: r.name.trim(), address: r.address.trim() }));
