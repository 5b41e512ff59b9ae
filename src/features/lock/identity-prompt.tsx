import { useState } from 'react';
import { currentUser } from '../../api/session.ts';
import { queries } from '../../store/index.ts';
import { ConfirmIdentityDialog } from '../../ui/confirm-identity-dialog.tsx';
import { type IdentityRequest, useIdentityRequest } from './identity-check.ts';
import { signOutFromLock } from './leave.ts';
import { proved, readLock, recordFailures } from './lock-state.ts';
import { lockAsksFor } from './pin.ts';
import { afterWrongPassword, wrongPasswordText } from './rules.ts';
import { verifierReady } from './sign-in.ts';
import { passwordMatches } from './verifier.ts';

/** "Confirm it is you" while an export waits for it (identity-check.ts); nothing otherwise. */
export function IdentityPrompt() {
  const request = useIdentityRequest();
  return request ? <Prompt key={request.what} request={request} /> : null;
}

/**
 * Checked as the lock screen checks (docs/behaviour.md#lock), offline too: against this device's
 * verifier of the password or device PIN, and wrong tries count toward the same five.
 */
function Prompt({ request }: { request: IdentityRequest }) {
  const [asks, setAsks] = useState<'password' | 'PIN'>('password');

  const check = async (secret: string) => {
    await verifierReady();
    const verifier = await queries.lockVerifier();
    const own = verifier?.userId === currentUser()?._id ? verifier : undefined;
    setAsks(lockAsksFor(own));
    if (!own)
      return {
        field:
          'This device keeps no record of your password to check it against. Sign in again, then export.',
      };
    if (await passwordMatches(secret, own)) {
      proved(Date.now());
      request.answer(true);
      return null;
    }
    const next = afterWrongPassword(readLock().failures);
    recordFailures(next.failures);
    if (next.signOut) {
      request.answer(false);
      await signOutFromLock('wrong-passwords');
      return null;
    }
    return { field: wrongPasswordText(next.left, lockAsksFor(own)) };
  };

  return (
    <ConfirmIdentityDialog
      id="identity-secret"
      lead={`${request.what}: your sign-in on this device is more than a few minutes old, so enter your ${asks} once more before the firm’s data leaves the app.`}
      label={`Your ${asks}`}
      emptyText={`Enter your ${asks}.`}
      onCancel={() => request.answer(false)}
      check={(secret) =>
        check(secret).catch(() => ({
          failure: `The ${asks} could not be checked on this device. Try again.`,
        }))
      }
    />
  );
}
