import { useId, useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { can, explainRefusal } from '../../domain/rules/permissions.ts';
import type { IssuedLink } from '../../domain/schemas/api-people.ts';
import { CardMessages } from '../../ui/card-messages.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CopyLink } from '../../ui/copy-link.tsx';
import { ServerReadStatus } from '../../ui/server-read-status.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { useOnline } from '../sync/index.ts';
import { InvitationRow } from './invitation-row.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { type Pending, pendingCall, pendingKey, pendingTexts } from './pending-action.ts';
import { failureText, OFFLINE_ACTION, peopleCall } from './people-api.ts';
import { PersonRow } from './person-row.tsx';
import { asksForPassword, StepUpDialog } from './step-up-dialog.tsx';
import './people.css';

/** A link just made for someone, shown to copy when it was not emailed. */
interface Shown {
  what: 'invitation' | 'reset';
  name: string;
  issued: IssuedLink;
}

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
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [stepUp, setStepUp] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();

  const loaded = useServerRead(() => peopleCall('people'), 'people', {
    online,
    offlineText: LOAD_OFFLINE,
    failedText: 'The list of people could not be read. Please try again.',
  });
  const load = loaded.reload;

  /** The answer of a server action: its message announced and the list read again, or the failure shown. */
  const settle = async (res: ApiResult<unknown>) => {
    if (res.ok) {
      setNotice(res.message ?? 'Done');
      await load();
      return true;
    }
    setProblem(failureText(res, 'That did not work. Please try again.'));
    return false;
  };

  /**
   * Runs one server action for a row. When the server asks for the Admin's password again first
   * (a role change, docs/architecture.md#step-up), `onAsked` takes over instead of a failure.
   */
  const act = async (key: string, work: () => Promise<ApiResult<unknown>>, onAsked?: () => void) => {
    setNotice(null);
    setProblem(null);
    if (!navigator.onLine) {
      setProblem(OFFLINE_ACTION);
      return false;
    }
    setBusy(key);
    try {
      const res = await work();
      if (onAsked && asksForPassword(res)) {
        onAsked();
        return false;
      }
      return await settle(res);
    } finally {
      setBusy(null);
    }
  };

  const issue = (
    what: Shown['what'],
    name: string,
    key: string,
    issueLink: () => ReturnType<typeof peopleCall<'resetLink'>>,
  ) =>
    act(key, async () => {
      const res = await issueLink();
      if (res.ok) setShown(res.data.link ? { what, name, issued: res.data } : null);
      return res;
    });

  const confirmPending = async () => {
    // A refusal (the last Admin, offline) is shown on the page; the dialog closes either way.
    if (pending)
      await act(
        pendingKey(pending),
        () => pendingCall(pending),
        () => setStepUp(pending),
      );
  };

  const list = loaded.state === 'ready' ? loaded.data : null;

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

      {/* Offline, the card's own message above says it. */}
      {online && <ServerReadStatus read={loaded} loading="Loading the firm’s people…" />}

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
                onRole={(next) => setPending({ kind: 'role', person, role: next })}
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
                    <InvitationRow
                      key={invitation.id}
                      invitation={invitation}
                      busy={busy}
                      onResend={() =>
                        void issue('invitation', invitation.name, `resend-${invitation.id}`, () =>
                          peopleCall('resendInvitation', { params: { id: invitation.id } }),
                        )
                      }
                      onCancel={() => setPending({ kind: 'cancel', invitation })}
                    />
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
        {...(pending ? pendingTexts(pending) : { title: '', message: '', confirmLabel: '' })}
        cancelLabel="Keep"
        danger={pending?.kind !== 'role'}
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
      {stepUp && (
        <StepUpDialog
          what={pendingTexts(stepUp).title.replace(/\?$/, '')}
          send={(password) => pendingCall(stepUp, password)}
          onDone={(res) => {
            setStepUp(null);
            void settle(res);
          }}
          onClose={() => setStepUp(null)}
        />
      )}
    </section>
  );
}
