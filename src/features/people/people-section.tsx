import { useCallback, useEffect, useId, useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { can, explainRefusal } from '../../domain/rules/permissions.ts';
import { formatDate } from '../../domain/rules/record-display.ts';
import type { Invitation, IssuedLink, PeopleList, Person } from '../../domain/schemas/api-people.ts';
import { type FirmRole, USER_ROLES } from '../../domain/schemas/statuses.ts';
import { CardMessages } from '../../ui/card-messages.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CopyLink } from '../../ui/copy-link.tsx';
import { DevicesList } from '../devices/index.ts';
import { useOnline } from '../sync/index.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { failureText, OFFLINE_ACTION, peopleCall } from './people-api.ts';
import './people.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; list: PeopleList }
  | { state: 'error'; message: string; offline: boolean };

/** A link just made for someone, shown to copy when it was not emailed. */
interface Shown {
  what: 'invitation' | 'reset';
  name: string;
  issued: IssuedLink;
}

type Pending =
  | { kind: 'remove'; person: Person }
  | { kind: 'disable'; person: Person }
  | { kind: 'cancel'; invitation: Invitation };

const LOAD_OFFLINE = 'The list of people is kept on the server. Connect to the internet to see it.';

/**
 * The firm's people under Profile → Organization (docs/behaviour.md#people): everyone, their role
 * and whether they can sign in, and the pending invitations. Admins invite, resend and cancel,
 * issue reset links, change roles, disable, re-enable and remove; everyone else reads the list
 * with the reason they cannot change it. Every change is a server action: offline, it says so.
 */
export function PeopleSection({ role, selfId }: { role: unknown; selfId: string }) {
  const admin = can(role, 'users');
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    const res = await peopleCall('people');
    if (res.ok) setLoaded({ state: 'ready', list: res.data });
    else
      setLoaded({
        state: 'error',
        offline: res.offline,
        message: res.offline
          ? LOAD_OFFLINE
          : (res.message ?? 'The list of people could not be read. Please try again.'),
      });
  }, []);

  useEffect(() => {
    if (online) void load();
  }, [online, load]);

  /** Runs one server action for a row; the answer's message is announced, a failure shown. */
  const act = async (key: string, work: () => Promise<ApiResult<unknown>>) => {
    setNotice(null);
    setProblem(null);
    if (!navigator.onLine) {
      setProblem(OFFLINE_ACTION);
      return false;
    }
    setBusy(key);
    try {
      const res = await work();
      if (res.ok) {
        setNotice(res.message ?? 'Done');
        await load();
        return true;
      }
      setProblem(failureText(res, 'That did not work. Please try again.'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const issue = (
    what: Shown['what'],
    name: string,
    key: string,
    call: () => ReturnType<typeof peopleCall<'resetLink'>>,
  ) =>
    act(key, async () => {
      const res = await call();
      if (res.ok) setShown(res.data.link ? { what, name, issued: res.data } : null);
      return res;
    });

  const changeRole = (person: Person, next: FirmRole) =>
    act(`role-${person.id}`, () =>
      peopleCall('changeRole', { params: { id: person.id }, body: { role: next } }),
    );

  const confirmPending = async () => {
    if (!pending) return;
    const done =
      pending.kind === 'remove'
        ? await act(`remove-${pending.person.id}`, () =>
            peopleCall('removePerson', { params: { id: pending.person.id } }),
          )
        : pending.kind === 'disable'
          ? await act(`disable-${pending.person.id}`, () =>
              peopleCall('disablePerson', { params: { id: pending.person.id } }),
            )
          : await act(`cancel-${pending.invitation.id}`, () =>
              peopleCall('cancelInvitation', { params: { id: pending.invitation.id } }),
            );
    // A refusal (the last Admin, offline) is shown on the page; the dialog closes either way.
    void done;
  };

  const list = loaded.state === 'ready' ? loaded.list : null;

  return (
    <section className="card profile-card people-card" aria-labelledby={headingId}>
      <div className="profile-card-head">
        <h2 id={headingId}>People</h2>
        {admin && (
          <button
            type="button"
            className="button"
            onClick={() => (navigator.onLine ? setInviting(true) : setProblem(OFFLINE_ACTION))}
          >
            Invite someone
          </button>
        )}
      </div>
      {!admin && <p className="muted">{explainRefusal(role, 'users')}</p>}
      <CardMessages offline={online ? null : OFFLINE_ACTION} notice={notice} problem={problem} />
      {shown && (
        <CopyLink
          name={shown.name}
          what={shown.what === 'invitation' ? 'invitation' : 'password reset'}
          link={shown.issued.link ?? ''}
          expiresAt={shown.issued.expiresAt}
          mail={list?.mail ?? false}
          onDone={() => setShown(null)}
        />
      )}

      {loaded.state === 'loading' && online && (
        <div role="status" className="profile-loading">
          <div className="spinner" aria-hidden="true" />
          <p className="muted">Loading the firm’s people…</p>
        </div>
      )}
      {loaded.state === 'error' && (
        <div className="alert alert-error" role="alert">
          {loaded.message}{' '}
          {!loaded.offline && (
            <button type="button" className="link-button" onClick={() => void load()}>
              Try again
            </button>
          )}
        </div>
      )}

      {list && (
        <>
          <ul className="people-list" aria-label="People of the firm">
            {list.people.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                admin={admin}
                self={person.id === selfId}
                busy={busy}
                onRole={(next) => void changeRole(person, next)}
                onReset={() =>
                  void issue('reset', person.name, `reset-${person.id}`, () =>
                    peopleCall('resetLink', { params: { id: person.id } }),
                  )
                }
                onDisable={() => setPending({ kind: 'disable', person })}
                onEnable={() =>
                  void act(`enable-${person.id}`, () =>
                    peopleCall('enablePerson', { params: { id: person.id } }),
                  )
                }
                onRemove={() => setPending({ kind: 'remove', person })}
              />
            ))}
          </ul>
          {admin && (
            <>
              <h3 className="people-subhead">Pending invitations</h3>
              {list.invitations.length === 0 ? (
                <p className="muted">No invitations are waiting.</p>
              ) : (
                <ul className="people-list" aria-label="Pending invitations">
                  {list.invitations.map((invitation) => (
                    <li key={invitation.id} className="people-row">
                      <div className="people-who">
                        <strong>{invitation.name}</strong>
                        <span className="muted people-email">{invitation.email}</span>
                      </div>
                      <div className="people-facts">
                        <span className="chip chip-gray">{invitation.role}</span>
                        <span className={invitation.expired ? 'chip chip-red' : 'chip chip-blue'}>
                          {invitation.expired
                            ? 'Expired'
                            : `Invited, until ${formatDate(invitation.expiresAt.slice(0, 10))}`}
                        </span>
                      </div>
                      <div className="people-actions">
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          disabled={busy !== null}
                          onClick={() =>
                            void issue('invitation', invitation.name, `resend-${invitation.id}`, () =>
                              peopleCall('resendInvitation', { params: { id: invitation.id } }),
                            )
                          }
                          aria-label={`Resend the invitation to ${invitation.name}`}
                        >
                          Resend
                        </button>
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          disabled={busy !== null}
                          onClick={() => setPending({ kind: 'cancel', invitation })}
                          aria-label={`Cancel the invitation to ${invitation.name}`}
                        >
                          Cancel invitation
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}

      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(name, issued, message) => {
            setInviting(false);
            setProblem(null);
            setNotice(message);
            setShown(issued.link ? { what: 'invitation', name, issued } : null);
            void load();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.kind === 'remove'
            ? `Remove ${pending.person.name}?`
            : pending?.kind === 'disable'
              ? `Disable ${pending.person.name}?`
              : 'Cancel this invitation?'
        }
        message={
          pending?.kind === 'remove'
            ? `${pending.person.name} will no longer be able to sign in and leaves the firm’s list of people; every device they use is signed out and its copy of the firm’s data erased. What they did stays in the history under their name. This cannot be undone; invite them again to bring them back.`
            : pending?.kind === 'disable'
              ? `${pending.person.name} is signed out on every device at once, and the firm’s data on those devices is erased at their next sync. You can re-enable them later.`
              : pending?.kind === 'cancel'
                ? `The link sent to ${pending.invitation.email} will stop working.`
                : ''
        }
        confirmLabel={
          pending?.kind === 'remove'
            ? 'Remove'
            : pending?.kind === 'disable'
              ? 'Disable'
              : 'Cancel invitation'
        }
        cancelLabel="Keep"
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
    </section>
  );
}

function PersonRow({
  person,
  admin,
  self,
  busy,
  onRole,
  onReset,
  onDisable,
  onEnable,
  onRemove,
}: {
  person: Person;
  admin: boolean;
  self: boolean;
  busy: string | null;
  onRole: (role: FirmRole) => void;
  onReset: () => void;
  onDisable: () => void;
  onEnable: () => void;
  onRemove: () => void;
}) {
  const roleId = useId();
  const devicesId = useId();
  const [showDevices, setShowDevices] = useState(false);
  const disabled = person.status === 'Disabled';
  return (
    <li className={disabled ? 'people-row people-row-disabled' : 'people-row'}>
      <div className="people-who">
        <strong>
          {person.name}
          {self && <span className="muted"> (you)</span>}
        </strong>
        <span className="muted people-email">{person.email}</span>
      </div>
      <div className="people-facts">
        {admin ? (
          <span className="people-role">
            <label htmlFor={roleId} className="visually-hidden">
              Role of {person.name}
            </label>
            <select
              id={roleId}
              value={person.role}
              disabled={busy !== null}
              onChange={(e) => onRole(e.target.value as FirmRole)}
            >
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <span className="chip chip-gray">{person.role}</span>
        )}
        <span className={disabled ? 'chip chip-red' : 'chip chip-green'}>
          {disabled ? 'Disabled' : 'Active'}
        </span>
      </div>
      {admin && (
        <div className="people-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={busy !== null}
            onClick={onReset}
            aria-label={`Make a password reset link for ${person.name}`}
          >
            Reset link
          </button>
          {!self &&
            (disabled ? (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={busy !== null}
                onClick={onEnable}
                aria-label={`Re-enable ${person.name}`}
              >
                Enable
              </button>
            ) : (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={busy !== null}
                onClick={onDisable}
                aria-label={`Disable ${person.name}`}
              >
                Disable
              </button>
            ))}
          <button
            type="button"
            className="button button-secondary button-small"
            aria-expanded={showDevices}
            aria-controls={devicesId}
            onClick={() => setShowDevices((v) => !v)}
            aria-label={`Signed-in devices of ${person.name}`}
          >
            Devices
          </button>
          {!self && (
            <button
              type="button"
              className="button button-danger button-small"
              disabled={busy !== null}
              onClick={onRemove}
              aria-label={`Remove ${person.name}`}
            >
              Remove
            </button>
          )}
        </div>
      )}
      {admin && (
        <div id={devicesId} className="people-devices" hidden={!showDevices}>
          {showDevices && <DevicesList userId={person.id} title={`Devices of ${person.name}`} />}
        </div>
      )}
    </li>
  );
}
