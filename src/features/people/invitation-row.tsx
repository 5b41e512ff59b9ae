import type { Invitation } from '../../domain/schemas/api-people.ts';
import { formatDate } from '../../ui/record-display.ts';

/** One pending invitation, with its expiry, and the Admin's Resend and Cancel. */
export function InvitationRow({
  invitation,
  busy,
  onResend,
  onCancel,
}: {
  invitation: Invitation;
  busy: string | null;
  onResend: () => void;
  onCancel: () => void;
}) {
  return (
    <li className="people-row">
      <div className="people-who">
        <strong>{invitation.name}</strong>
        <span className="muted people-email">{invitation.email}</span>
      </div>
      <div className="people-facts">
        <span className="chip chip-gray">{invitation.role}</span>
        <span className={invitation.expired ? 'chip chip-red' : 'chip chip-blue'}>
          {invitation.expired ? 'Expired' : `Invited, until ${formatDate(invitation.expiresAt.slice(0, 10))}`}
        </span>
      </div>
      <div className="people-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy !== null}
          onClick={onResend}
          aria-label={`Resend the invitation to ${invitation.name}`}
        >
          Resend
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy !== null}
          onClick={onCancel}
          aria-label={`Cancel the invitation to ${invitation.name}`}
        >
          Cancel invitation
        </button>
      </div>
    </li>
  );
}
