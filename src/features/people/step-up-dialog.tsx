import type { ApiResult } from '../../api/client.ts';
import { STEP_UP_NEEDED } from '../../domain/schemas/api-people.ts';
import { ConfirmIdentityDialog } from '../../ui/confirm-identity-dialog.tsx';
import { firstFieldErrors, OFFLINE_ACTION } from './people-api.ts';

/** Whether the server asks for the password again before the change (docs/architecture.md#step-up). */
export const asksForPassword = (res: ApiResult<unknown>): boolean =>
  !res.ok && res.status === 400 && !!res.errors?.password;

/**
 * The Admin types their password once more, and the change they confirmed goes with it
 * (docs/architecture.md#step-up). A device left signed in is not enough for a change of role; for a
 * few minutes after this, none asks again.
 */
export function StepUpDialog({
  what,
  send,
  onDone,
  onClose,
}: {
  /** What waits, said in the dialog: "Change Sam Rivera’s role to Admin". */
  what: string;
  send: (password: string) => Promise<ApiResult<unknown>>;
  onDone: (res: ApiResult<unknown>) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmIdentityDialog
      id="step-up-password"
      lead={`${what}: your sign-in on this device is more than a few minutes old, so enter your password once more.`}
      label="Your password"
      emptyText={STEP_UP_NEEDED}
      onCancel={onClose}
      check={async (password) => {
        if (!navigator.onLine) return { failure: OFFLINE_ACTION };
        const res = await send(password);
        if (res.ok || !asksForPassword(res)) {
          onDone(res);
          return null;
        }
        return { field: firstFieldErrors(res.errors).password ?? STEP_UP_NEEDED };
      }}
    />
  );
}
