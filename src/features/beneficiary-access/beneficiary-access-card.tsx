import { useId, useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import {
  BENEFICIARY_ACCESS_MANAGERS,
  BENEFICIARY_ACCESS_REFUSAL,
  type BeneficiaryInvitation,
  type BeneficiaryWithAccess,
} from '../../domain/schemas/api-beneficiary-access.ts';
import type { PartyRecord } from '../../domain/schemas/index.ts';
import { CardMessages } from '../../ui/card-messages.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { CopyLink } from '../../ui/copy-link.tsx';
import { formatDate } from '../../ui/record-display.ts';
import { ServerReadStatus } from '../../ui/server-read-status.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { useOnline } from '../sync/index.ts';
import { ACCESS_OFFLINE, accessCall, failureText } from './access-api.ts';
import { beneficiaryParties, lastLookedText } from './access-text.ts';
import { BeneficiaryInviteDialog } from './beneficiary-invite-dialog.tsx';
import './beneficiary-access.css';

/** A link just made, shown to copy when it was not emailed. */
interface Shown {
  name: string;
  link: string;
  expiresAt: string;
}

type Pending =
  | { kind: 'remove'; person: BeneficiaryWithAccess }
  | { kind: 'cancel'; invitation: BeneficiaryInvitation };

/**
 * The "Beneficiary access" card of an estate (docs/behaviour.md#beneficiary-access): who outside
 * the firm sees the estate and when they last looked, the invitations waiting, and, for Admins and
 * Estate Attorneys, inviting, resending, cancelling and removing. Staff read it with the reason.
 * Everything here is on the server: offline, it says so and its buttons wait.
 */
export function BeneficiaryAccessCard({
  estateId,
  parties,
  role,
}: {
  estateId: string;
  parties: readonly PartyRecord[];
  role: string | undefined;
}) {
  const manager = BENEFICIARY_ACCESS_MANAGERS.includes(role ?? '');
  const online = useOnline();
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const headingId = useId();

  const loaded = useServerRead(
    async () => {
      const res = await accessCall('beneficiaryAccess', { params: { id: estateId } });
      // An estate made on this device and not yet synced is unknown to the server.
      if (!res.ok && res.status === 404)
        return {
          ok: false,
          offline: false,
          message:
            'The server does not have this estate yet: it may still be waiting to sync. Try again once it has synced.',
        } as const;
      return res.ok
        ? res
        : { ...res, message: failureText(res, 'Who has access could not be read. Please try again.') };
    },
    estateId,
    {
      online,
      offlineText: ACCESS_OFFLINE,
      failedText: 'Who has access could not be read. Please try again.',
    },
  );
  const load = loaded.reload;

  /** Runs one server action; its message is announced, a failure shown. */
  const act = async (key: string, work: () => Promise<ApiResult<unknown>>) => {
    setNotice(null);
    setProblem(null);
    if (!navigator.onLine) return setProblem(ACCESS_OFFLINE);
    setBusy(key);
    try {
      const res = await work();
      if (res.ok) {
        setNotice(res.message ?? 'Done');
        await load();
      } else setProblem(failureText(res, 'That did not work. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const resend = (invitation: BeneficiaryInvitation) =>
    act(`resend-${invitation.id}`, async () => {
      const res = await accessCall('resendBeneficiaryInvitation', {
        params: { id: estateId, invitationId: invitation.id },
      });
      if (res.ok && res.data.kind === 'invited' && res.data.link)
        setShown({ name: invitation.name, link: res.data.link, expiresAt: res.data.expiresAt });
      return res;
    });

  const confirmPending = async () => {
    if (!pending) return;
    if (pending.kind === 'remove')
      await act(`remove-${pending.person.userId}`, () =>
        accessCall('removeBeneficiaryAccess', { params: { id: estateId, userId: pending.person.userId } }),
      );
    else
      await act(`cancel-${pending.invitation.id}`, () =>
        accessCall('cancelBeneficiaryInvitation', {
          params: { id: estateId, invitationId: pending.invitation.id },
        }),
      );
  };

  const list = loaded.state === 'ready' ? loaded.data : null;
  const idle = online && busy === null;

  return (
    <section className="card beneficiary-access-card" aria-labelledby={headingId}>
      <div className="beneficiary-access-head">
        <h2 id={headingId}>Beneficiary access</h2>
        {manager && (
          <button
            type="button"
            className="button"
            disabled={!idle}
            onClick={() => (navigator.onLine ? setInviting(true) : setProblem(ACCESS_OFFLINE))}
          >
            Invite beneficiary
          </button>
        )}
      </div>
      <p className="muted">
        Beneficiaries you invite see this estate’s progress, holdings, accounts and shared documents on their
        own devices, and can approve the accounts.
      </p>
      {!manager && <p className="muted">{BENEFICIARY_ACCESS_REFUSAL}</p>}
      <CardMessages offline={online ? null : ACCESS_OFFLINE} notice={notice} problem={problem} />
      {shown && (
        <CopyLink
          name={shown.name}
          what="invitation"
          link={shown.link}
          expiresAt={shown.expiresAt}
          mail={list?.mail ?? false}
          onDone={() => setShown(null)}
        />
      )}

      {/* Offline, the card's own message above says it. */}
      {online && <ServerReadStatus read={loaded} loading="Loading who has access…" />}

      {list && (
        <>
          {list.people.length === 0 ? (
            <p className="muted">No beneficiary has access to this estate yet.</p>
          ) : (
            <ul className="access-list" aria-label="Beneficiaries with access">
              {list.people.map((person) => (
                <li key={person.userId} className="access-row">
                  <div className="access-who">
                    <strong>{person.name}</strong>
                    <span className="muted access-email">{person.email}</span>
                  </div>
                  <div className="access-facts">
                    <span>
                      Last looked: <strong>{lastLookedText(person.lastSeenAt)}</strong>
                    </span>
                    <span className="muted">
                      Since {formatDate(person.grantedAt)}
                      {person.grantedBy ? `, by ${person.grantedBy}` : ''}
                    </span>
                  </div>
                  {manager && (
                    <div className="access-actions">
                      <button
                        type="button"
                        className="button button-danger button-small"
                        disabled={!idle}
                        onClick={() => setPending({ kind: 'remove', person })}
                        aria-label={`Remove the access of ${person.name}`}
                      >
                        Remove access
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3 className="access-subhead">Pending invitations</h3>
          {list.invitations.length === 0 ? (
            <p className="muted">No invitations are waiting.</p>
          ) : (
            <ul className="access-list" aria-label="Pending beneficiary invitations">
              {list.invitations.map((invitation) => (
                <li key={invitation.id} className="access-row">
                  <div className="access-who">
                    <strong>{invitation.name}</strong>
                    <span className="muted access-email">{invitation.email}</span>
                  </div>
                  <div className="access-facts">
                    <span className="chip chip-blue">Invited, until {formatDate(invitation.expiresAt)}</span>
                  </div>
                  {manager && (
                    <div className="access-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        disabled={!idle}
                        onClick={() => void resend(invitation)}
                        aria-label={`Resend the invitation to ${invitation.name}`}
                      >
                        Resend
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        disabled={!idle}
                        onClick={() => setPending({ kind: 'cancel', invitation })}
                        aria-label={`Cancel the invitation to ${invitation.name}`}
                      >
                        Cancel invitation
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {inviting && (
        <BeneficiaryInviteDialog
          estateId={estateId}
          parties={beneficiaryParties(parties)}
          onClose={() => setInviting(false)}
          onDone={(name, answer, message) => {
            setInviting(false);
            setProblem(null);
            setNotice(message);
            setShown(
              answer.kind === 'invited' && answer.link
                ? { name, link: answer.link, expiresAt: answer.expiresAt }
                : null,
            );
            void load();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.kind === 'remove'
            ? `Remove the access of ${pending.person.name}?`
            : 'Cancel this invitation?'
        }
        message={
          pending?.kind === 'remove'
            ? `${pending.person.name} will no longer see this estate; it leaves their devices at their next sync. Their account stays, with any other estate they see. You can invite them again later.`
            : pending?.kind === 'cancel'
              ? `The link sent to ${pending.invitation.email} will stop working.`
              : ''
        }
        confirmLabel={pending?.kind === 'remove' ? 'Remove access' : 'Cancel invitation'}
        cancelLabel="Keep"
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
