import { type FormEvent, useId, useMemo, useState } from 'react';
import { currentUser } from '../../api/session.ts';
import type { FileRecord } from '../../domain/schemas/index.ts';
import { commands, dataOrThrow, queries, useQuery } from '../../store/index.ts';
import {
  memberOptions,
  membersOnRestrict,
  type WallDraft,
  wallChanged,
  wallChangeRefusal,
  wallOf,
  wallWarning,
} from './file-wall.ts';

const DROP_NOTE =
  'Devices of people who are not members (Admins aside) drop this file, its estates and their records at their next sync.';

/**
 * The file's wall (docs/behaviour.md#restricted-files): a switch that restricts the file to its
 * members and the firm's Admins, and the members list. Saved through the file's repo like its other
 * edits, so it works offline and syncs; someone the rule refuses sees it read-only with the reason.
 */
export function FileWallCard({ file }: { file: FileRecord }) {
  const id = useId();
  const me = currentUser();
  const people = dataOrThrow(useQuery(() => queries.all('users'), []));
  const saved = useMemo(() => wallOf(file), [file]);
  const [draft, setDraft] = useState<WallDraft>(saved);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  // A sync or another tab changed the saved wall and nothing is being edited here: follow it.
  const [seen, setSeen] = useState(saved);
  if (seen !== saved) {
    setSeen(saved);
    if (!wallChanged(seen, draft)) setDraft(saved);
  }

  const refusal = wallChangeRefusal(me?.role, me?._id, file);
  const options = useMemo(() => memberOptions(people ?? [], draft.members), [people, draft.members]);
  const names = new Map(options.map((o) => [o.id, o.name]));
  const dirty = wallChanged(saved, draft);
  const warning = me ? wallWarning(me.role, me._id, draft) : null;

  const toggleRestricted = (on: boolean) => {
    setMessage(null);
    setDraft((d) => ({
      restricted: on,
      members: on && me ? membersOnRestrict(me.role, me._id, d.members) : d.members,
    }));
  };
  const toggleMember = (memberId: string, on: boolean) => {
    setMessage(null);
    setDraft((d) => ({
      ...d,
      members: on ? [...d.members, memberId] : d.members.filter((m) => m !== memberId),
    }));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await commands.repos.files.update(file._id, { restricted: draft.restricted, members: draft.members });
      setMessage({
        tone: 'ok',
        text: draft.restricted
          ? `Saved on this device; it syncs when online. ${DROP_NOTE}`
          : 'Saved on this device; everyone in the firm will see this file after their next sync.',
      });
    } catch (err) {
      setMessage({
        tone: 'error',
        text: err instanceof Error ? err.message : 'The change could not be saved on this device.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card detail-card file-wall" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Restricted</h2>
      {refusal ? (
        <>
          <p>
            {saved.restricted
              ? 'Restricted: only its members and the firm’s Admins see this file, its estates and their records.'
              : 'Not restricted: everyone in the firm sees this file.'}
          </p>
          {saved.restricted && (
            <p>
              Members:{' '}
              {saved.members.length ? saved.members.map((m) => names.get(m) ?? 'Unknown').join(', ') : 'none'}
            </p>
          )}
          <p className="muted">{refusal}</p>
        </>
      ) : (
        <form onSubmit={save} noValidate>
          <div className="wall-switch">
            <input
              id={`${id}-restricted`}
              type="checkbox"
              role="switch"
              checked={draft.restricted}
              aria-checked={draft.restricted}
              onChange={(e) => toggleRestricted(e.target.checked)}
              aria-describedby={`${id}-note`}
            />
            <label htmlFor={`${id}-restricted`}>
              Restricted: only its members and the firm’s Admins see this file, its estates and their records
            </label>
          </div>
          <p id={`${id}-note`} className="muted wall-note">
            {DROP_NOTE}
          </p>
          {draft.restricted && (
            <fieldset className="wall-members">
              <legend>Members</legend>
              {people === undefined ? (
                <p className="muted">Loading the firm’s people…</p>
              ) : (
                <ul>
                  {options.map((o) => (
                    <li key={o.id}>
                      <input
                        id={`${id}-m-${o.id}`}
                        type="checkbox"
                        checked={draft.members.includes(o.id)}
                        onChange={(e) => toggleMember(o.id, e.target.checked)}
                      />
                      <label htmlFor={`${id}-m-${o.id}`}>
                        {o.name}
                        {o.role && <span className="muted"> · {o.role}</span>}
                        {o.unavailable && <span className="muted"> · no longer active</span>}
                        {o.id === me?._id && <span className="muted"> · you</span>}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          )}
          {warning && dirty && (
            <p className="alert alert-warn" role="note">
              {warning}
            </p>
          )}
          {message && (
            <p
              className={message.tone === 'error' ? 'alert alert-error' : 'muted'}
              role={message.tone === 'error' ? 'alert' : 'status'}
            >
              {message.text}
            </p>
          )}
          {dirty && (
            <div className="form-actions">
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                onClick={() => {
                  setDraft(saved);
                  setMessage(null);
                }}
              >
                Cancel
              </button>
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Saving...' : 'Save Restriction'}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
