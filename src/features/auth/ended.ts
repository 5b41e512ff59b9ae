import { SESSION_EXPIRED } from './messages.ts';

/**
 * What /login says after the server refused this device's session (the `expired` search value,
 * docs/architecture.md#sessions-and-logout): signed out elsewhere or after a password change
 * (`1`: the unsynced changes are kept), or the person was disabled or removed (their firm's data
 * has been deleted from this device).
 */
export function endedMessage(value: unknown): string | null {
  switch (String(value)) {
    case '1':
      return SESSION_EXPIRED;
    case 'disabled':
      return 'Your account has been disabled: this device was signed out and the firm’s data removed from it. Ask an Admin of your firm.';
    case 'removed':
      return 'Your account has been removed from the firm: this device was signed out and the firm’s data removed from it.';
    default:
      return null;
  }
}
