import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { SessionUser } from '../../api/session.ts';
import { copyRolesText } from '../../domain/rules/copies.ts';
import { COPY_ROLE_CHOICES } from '../../domain/schemas/statuses.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { FirmDataButton } from '../data-export/index.ts';
import { useOnline, useSyncStatus } from '../sync/index.ts';
import {
  descriptionText,
  isAdmin,
  lockMinutesValue,
  lockText,
  MESSAGES,
  type OrganizationDraft,
  organizationDraft,
  refusalText,
  reminderDaysValue,
  reminderText,
  savedNote,
} from './profile-form.ts';
import { ReadOnly, TextField } from './profile-tab.tsx';
import { useDraftEdit } from './use-draft-edit.ts';

/**
 * Organization tab (docs/behaviour.md#profile), mounted only once the tab is first opened. Only an Admin edits the
 * firm (the server refuses anyone else), so others get the read view and a note saying why.
 */
export function OrganizationTab({ user }: { user: SessionUser }) {
  const orgId = user.organization?._id;
  const state = useQuery(() => queries.recordState('organizations', orgId), [orgId]);
  const me = useQuery(() => queries.recordState('users', user._id), [user._id]);
  const { firstSyncDone } = useSyncStatus();
  const online = useOnline();
  const {
    draft,
    setDraft,
    editing,
    errors,
    formError,
    saved,
    busy,
    toggle: toggleDraft,
    submit,
  } = useDraftEdit<OrganizationDraft>(MESSAGES.orgSave);
  const ids = {
    name: useId(),
    description: useId(),
    descriptionError: useId(),
    reminders: useId(),
    lock: useId(),
    copies: useId(),
  };

  if (state.status === 'error') return <p className="alert alert-error">{MESSAGES.orgLoad}</p>;
  if (state.status === 'loading' || (!state.data.record && !firstSyncDone)) {
    return (
      <div role="status" className="profile-loading">
        <div className="spinner" aria-hidden="true" />
        <p className="muted">Loading your organization…</p>
      </div>
    );
  }
  const { record, pending, refused } = state.data;
  if (!record) return <p className="alert alert-error">{MESSAGES.orgLoad}</p>;

  const role = me.status === 'ready' ? (me.data.record?.role ?? user.role) : user.role;
  const admin = isAdmin(role);

  const toggle = () => toggleDraft(() => organizationDraft(record));

  const save = submit(async (d) => {
    await commands.repos.organizations.update(record._id, {
      name: d.name,
      description: d.description,
      reminderDays: reminderDaysValue(d.reminderDays),
      lockMinutes: lockMinutesValue(d.lockMinutes),
      copyRoles: d.copyRoles,
    });
  });

  return (
    <section className="card profile-card" aria-labelledby="organization-heading">
      <div className="profile-card-head">
        <h2 id="organization-heading">Organization information</h2>
        {admin && <FirmDataButton organizationName={String(record.name ?? '')} />}
        {admin && (
          <button type="button" className="button button-secondary" onClick={toggle} aria-pressed={editing}>
            {editing ? 'Cancel' : 'Edit'}
          </button>
        )}
      </div>
      {!admin && <p className="muted">Only an Admin can change the firm’s details.</p>}
      {refused && !editing && (
        <div className="alert alert-error" role="alert">
          <p>{refusalText(refused, MESSAGES.orgUpdate)}</p>
          <p>
            <Link to="/admin/sync">Review the refused change on the Sync page</Link>
          </p>
        </div>
      )}
      {saved && !editing && !refused && (
        <p className="alert alert-info" role="status">
          {savedNote('Organization', { online, pending })}
        </p>
      )}
      {editing && draft ? (
        <form onSubmit={save} noValidate>
          {formError && (
            <p className="alert alert-error" role="alert">
              {formError}
            </p>
          )}
          <TextField
            id={ids.name}
            label="Organization Name"
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            error={errors.name}
            autoComplete="organization"
          />
          <div className="field">
            <label htmlFor={ids.description}>Description</label>
            <textarea
              id={ids.description}
              rows={4}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              aria-invalid={!!errors.description}
              aria-describedby={errors.description ? ids.descriptionError : undefined}
            />
            {errors.description && (
              <span id={ids.descriptionError} className="field-error">
                {errors.description}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.reminders}>Deadline reminders (days before)</label>
            <input
              id={ids.reminders}
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              value={draft.reminderDays}
              onChange={(e) => setDraft({ ...draft, reminderDays: e.target.value })}
              aria-invalid={!!errors.reminderDays}
              aria-describedby={`${ids.reminders}-hint${errors.reminderDays ? ` ${ids.reminders}-error` : ''}`}
            />
            <span id={`${ids.reminders}-hint`} className="hint">
              The app reminds everyone in the firm of deadlines this many days ahead; 0 turns reminders off.
            </span>
            {errors.reminderDays && (
              <span id={`${ids.reminders}-error`} className="field-error">
                {errors.reminderDays}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.lock}>Lock after (minutes without use)</label>
            <input
              id={ids.lock}
              type="number"
              inputMode="numeric"
              min={1}
              max={480}
              value={draft.lockMinutes}
              onChange={(e) => setDraft({ ...draft, lockMinutes: e.target.value })}
              aria-invalid={!!errors.lockMinutes}
              aria-describedby={`${ids.lock}-hint${errors.lockMinutes ? ` ${ids.lock}-error` : ''}`}
            />
            <span id={`${ids.lock}-hint`} className="hint">
              On every device of the firm, the app asks for the password again after this long without use (1
              to 480).
            </span>
            {errors.lockMinutes && (
              <span id={`${ids.lock}-error`} className="field-error">
                {errors.lockMinutes}
              </span>
            )}
          </div>
          <fieldset className="field profile-checks" aria-describedby={`${ids.copies}-hint`}>
            <legend>Who may take copies out of the app</legend>
            <label className="profile-check">
              <input type="checkbox" checked disabled />
              Admin (always)
            </label>
            {COPY_ROLE_CHOICES.map((role) => (
              <label key={role} className="profile-check">
                <input
                  type="checkbox"
                  checked={draft.copyRoles.includes(role)}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      copyRoles: COPY_ROLE_CHOICES.filter((r) =>
                        r === role ? e.target.checked : draft.copyRoles.includes(r),
                      ),
                    })
                  }
                />
                {role}
              </label>
            ))}
            <span id={`${ids.copies}-hint`} className="hint">
              Estate and firm exports, reports and court documents. Every copy is recorded in the activity log
              either way.
            </span>
          </fieldset>
          <div className="profile-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Save Changes'}
            </button>
          </div>
        </form>
      ) : (
        <dl className="profile-details">
          <ReadOnly label="Organization Name" value={String(record.name ?? '')} />
          <ReadOnly label="Description" value={descriptionText(record.description)} />
          <ReadOnly label="Deadline reminders" value={reminderText(record.reminderDays)} />
          <ReadOnly label="Lock" value={lockText(record.lockMinutes)} />
          <ReadOnly label="Copies out of the app" value={copyRolesText(record)} />
        </dl>
      )}
    </section>
  );
}
