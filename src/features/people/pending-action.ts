import type { Invitation, Person } from '../../domain/schemas/api-people.ts';
import type { FirmRole } from '../../domain/schemas/statuses.ts';
import { peopleCall } from './people-api.ts';

/** An Admin's action on the people list that asks "are you sure?" first. */
export type Pending =
  | { kind: 'remove'; person: Person }
  | { kind: 'disable'; person: Person }
  // A role decides what someone sees and may change, so it is not changed by a slip of a select.
  | { kind: 'role'; person: Person; role: FirmRole }
  | { kind: 'cancel'; invitation: Invitation };

/** The confirmation's title, message and button for each action, in one place. */
export function pendingTexts(pending: Pending): { title: string; message: string; confirmLabel: string } {
  switch (pending.kind) {
    case 'remove':
      return {
        title: `Remove ${pending.person.name}?`,
        message: `${pending.person.name} will no longer be able to sign in and leaves the firm’s list of people; every device they use is signed out and its copy of the firm’s data erased. What they did stays in the history under their name. This cannot be undone; invite them again to bring them back.`,
        confirmLabel: 'Remove',
      };
    case 'disable':
      return {
        title: `Disable ${pending.person.name}?`,
        message: `${pending.person.name} is signed out on every device at once, and the firm’s data on those devices is erased at their next sync. You can re-enable them later.`,
        confirmLabel: 'Disable',
      };
    case 'role':
      return {
        title: `Change ${pending.person.name}’s role to ${pending.role}?`,
        message: `${pending.person.name} is ${pending.person.role} now. As ${pending.role}, what they can see and change follows that role, from their next contact with the server.`,
        confirmLabel: 'Change role',
      };
    case 'cancel':
      return {
        title: 'Cancel this invitation?',
        message: `The link sent to ${pending.invitation.email} will stop working.`,
        confirmLabel: 'Cancel invitation',
      };
  }
}

/** The key of the row that is busy while the action runs. */
export const pendingKey = (pending: Pending) =>
  pending.kind === 'cancel' ? `cancel-${pending.invitation.id}` : `${pending.kind}-${pending.person.id}`;

/**
 * The server action itself. A role change carries the Admin's password when they typed it again
 * for it (docs/architecture.md#step-up).
 */
export function pendingCall(pending: Pending, password?: string) {
  switch (pending.kind) {
    case 'remove':
      return peopleCall('removePerson', { params: { id: pending.person.id } });
    case 'disable':
      return peopleCall('disablePerson', { params: { id: pending.person.id } });
    case 'role':
      return peopleCall('changeRole', {
        params: { id: pending.person.id },
        body: password ? { role: pending.role, password } : { role: pending.role },
      });
    case 'cancel':
      return peopleCall('cancelInvitation', { params: { id: pending.invitation.id } });
  }
}
