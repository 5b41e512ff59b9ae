import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { SessionUser } from '../../api/session.ts';
import { commands, queries, useQuery } from '../../store/index.ts';
import { useOnline, useSyncStatus } from '../sync/index.ts';
import {
  firmName,
  isAdmin,
  MESSAGES,
  type ProfileDraft,
  profileDraft,
  ROLE_OPTIONS,
  refusalText,
  savedNote,
} from './profile-form.ts';
import { useDraftEdit } from './use-draft-edit.ts';

/** Profile tab (docs/behaviour.md#profile): read view, or an edit form whose save goes through the outbox. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const state = useQuery(() => queries.recordState('users', user._id), [user._id]);
  const org = useQuery(
    () => queries.recordState('organizations', user.organization?._id),
    [user.organization?._id],
  );
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
  } = useDraftEdit<ProfileDraft>(MESSAGES.profileSave);
  const ids = { name: useId(), email: useId(), role: useId(), roleNote: useId() };

  if (state.status === 'error') return <p className="alert alert-error">{MESSAGES.profileLoad}</p>;
  if (state.status === 'loading' || (!state.data.record && !firstSyncDone)) {
    return (
      <div role="status" className="profile-loading">
        <div className="spinner" aria-hidden="true" />
        <p className="muted">Loading your profile… It appears once this device has your firm’s data.</p>
      </div>
    );
  }
  const { record, pending, refused } = state.data;
  if (!record) return <p className="alert alert-error">{MESSAGES.profileLoad}</p>;

  // The local record's role is the current one (an Admin may have changed it); the session is a fallback.
  const admin = isAdmin(record.role ?? user.role);
  const firm = firmName(org.status === 'ready' ? org.data.record : null, user.organization?.name);
  const values = draft ?? profileDraft(record);

  const toggle = () => toggleDraft(() => profileDraft(record));

  const save = submit(async (d) => {
    const changes: Record<string, unknown> = { name: d.name, email: d.email };
    if (admin) changes.role = d.role;
    await commands.repos.users.update(record._id, changes);
  });

  const set = (field: keyof ProfileDraft) => (value: string) =>
    setDraft((d) => (d ? { ...d, [field]: value } : d));

  return (
    <section className="card profile-card" aria-labelledby="profile-heading">
      <div className="profile-card-head">
        <h2 id="profile-heading">Profile information</h2>
        <button type="button" className="button button-secondary" onClick={toggle} aria-pressed={editing}>
          {editing ? 'Cancel' : 'Edit'}
        </button>
      </div>
      {refused && !editing && (
        <div className="alert alert-error" role="alert">
          <p>{MESSAGES.profileSave}</p>
          <p>The server said: “{refusalText(refused, MESSAGES.profileSave)}”</p>
          <p>
            <Link to="/admin/sync">Review it on the Sync page</Link>
          </p>
        </div>
      )}
      {saved && !editing && !refused && (
        <p className="alert alert-info" role="status">
          {savedNote('Profile', { online, pending })}
        </p>
      )}
      {editing ? (
        <form onSubmit={save} noValidate>
          {formError && (
            <p className="alert alert-error" role="alert">
              {formError}
            </p>
          )}
          <TextField
            id={ids.name}
            label="Full Name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            autoComplete="name"
          />
          <TextField
            id={ids.email}
            label="Email"
            type="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            autoComplete="email"
          />
          <div className="field">
            <label htmlFor={ids.role}>Role</label>
            {admin ? (
              <select
                id={ids.role}
                value={values.role}
                onChange={(e) => set('role')(e.target.value)}
                aria-invalid={!!errors.role}
              >
                {ROLE_OPTIONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            ) : (
              <input id={ids.role} value={values.role} readOnly aria-describedby={ids.roleNote} />
            )}
            {!admin && (
              <span id={ids.roleNote} className="muted field-note">
                Only an Admin can change roles.
              </span>
            )}
            {errors.role && <span className="field-error">{errors.role}</span>}
          </div>
          <dl className="profile-details">
            <ReadOnly label="Firm" value={firm} />
          </dl>
          <div className="profile-actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Save Changes'}
            </button>
          </div>
        </form>
      ) : (
        <dl className="profile-details">
          <ReadOnly label="Full Name" value={String(record.name ?? '')} />
          <ReadOnly label="Email" value={String(record.email ?? '')} />
          <ReadOnly label="Role" value={String(record.role ?? '')} />
          <ReadOnly label="Firm" value={firm} />
        </dl>
      )}
    </section>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}{' '}
        <span className="required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** A read-only label and value; goes inside a dl. */
export function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
