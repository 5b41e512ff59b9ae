import { type FormEvent, useId, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { currentUser } from '../../api/session.ts';
import { commands, dataOf, queries, useQuery } from '../../store/index.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { Field } from '../../ui/labelled-field.tsx';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useServerRead } from '../../ui/use-server-read.ts';
import { signOutFromLock } from './leave.ts';
import { readLock, recordFailures } from './lock-state.ts';
import { derivePinVerifier, pinProblem } from './pin.ts';
import { afterWrongPassword, wrongPasswordText } from './rules.ts';
import { passwordMatches } from './verifier.ts';

/**
 * The device PIN's screens (docs/oidc.md#the-lock-and-a-device-pin), in their own chunk: the
 * prompt after a sign-in with the firm's provider by someone who has no password here, and the
 * Profile card that changes it. The PIN is kept on this device only, as a PBKDF2 verifier.
 */

const LATER = 'lock.pinLater';

/** Whether the signed-in person has no password here (asked of the server; null offline or unknown). */
function useProviderOnly(): boolean | null {
  const online = useBrowserOnline();
  const read = useServerRead(() => requestLater('oidcAccount'), 'oidc-account', {
    online,
    offlineText: 'Offline',
    failedText: 'Not known',
  });
  return read.state === 'ready' ? read.data.providerOnly : null;
}

/** The device's verifier when it is this person's PIN; undefined while reading. */
function useOwnVerifier() {
  const userId = currentUser()?._id;
  const state = useQuery(() => queries.lockVerifier(), []);
  const verifier = dataOf(state);
  return {
    ready: state.status !== 'loading',
    mine: verifier && verifier.userId === userId ? verifier : undefined,
  };
}

const INTRO =
  'You sign in with your firm’s account and have no password here. The app locks after a while without use; a PIN unlocks it on this device, even offline. It is kept on this device only. Use 6 to 12 digits.';

interface PinValues {
  current: string;
  pin: string;
  repeat: string;
}

/** Checks and saves a new PIN; a wrong current PIN counts like a wrong one on the lock screen. */
async function savePin(values: PinValues, hasPin: boolean): Promise<string | null> {
  const user = currentUser();
  if (!user) return 'Sign in again to choose a PIN.';
  if (hasPin) {
    const verifier = await queries.lockVerifier();
    if (!verifier || !(await passwordMatches(values.current, verifier))) {
      const next = afterWrongPassword(readLock().failures);
      recordFailures(next.failures);
      if (next.signOut) {
        await signOutFromLock('wrong-passwords');
        return 'Signing out…';
      }
      return wrongPasswordText(next.left, 'PIN');
    }
  }
  const problem = pinProblem(values.pin, values.repeat);
  if (problem) return problem;
  await commands.saveLockVerifier(await derivePinVerifier(values.pin, user._id));
  return null;
}

function PinFields({
  values,
  onChange,
  askCurrent,
}: {
  values: PinValues;
  onChange: (next: PinValues) => void;
  askCurrent: boolean;
}) {
  const id = useId();
  const fields: [keyof PinValues, string][] = [
    ...(askCurrent ? [['current', 'Current PIN'] as [keyof PinValues, string]] : []),
    ['pin', 'New PIN'],
    ['repeat', 'New PIN again'],
  ];
  // Field, not the sign-in pages' FormField: sharing that with this lazy screen split it out of the
  // sign-in page's chunk, 0.4 kB more on /login's first load.
  return fields.map(([key, label]) => (
    <Field key={key} label={label}>
      {(fieldId, describedBy) => (
        <input
          id={fieldId}
          name={`${id}-${key}`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          aria-describedby={describedBy}
          value={values[key]}
          onChange={(e) => onChange({ ...values, [key]: e.target.value })}
        />
      )}
    </Field>
  ));
}

const EMPTY: PinValues = { current: '', pin: '', repeat: '' };

function PinDialog({
  title,
  hasPin,
  onClose,
}: {
  title: string;
  hasPin: boolean;
  onClose: (saved: boolean) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const problem = await savePin(values, hasPin);
      if (problem) setFailure(problem);
      else onClose(true);
    } catch {
      setFailure('The PIN could not be saved on this device. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={title}
      className="device-pin-dialog"
      intro={<p className="muted">{INTRO}</p>}
      busy={busy}
      failure={failure}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
    >
      <PinFields values={values} onChange={setValues} askCurrent={hasPin} />
    </FormDialog>
  );
}

/**
 * After a sign-in with the provider by someone who has no password here, and no PIN on this
 * device: asks for one. "Cancel" leaves it until the app is opened again in another tab or window.
 */
export function DevicePinPrompt() {
  const { ready, mine } = useOwnVerifier();
  const providerOnly = useProviderOnly();
  const [open, setOpen] = useState(true);
  if (!open || !ready || mine || providerOnly !== true || sessionStorage.getItem(LATER)) return null;
  return (
    <PinDialog
      title="Choose a PIN for this device"
      hasPin={false}
      onClose={(saved) => {
        if (!saved) sessionStorage.setItem(LATER, '1');
        setOpen(false);
      }}
    />
  );
}

/** Profile's card: the device PIN, for those who unlock with one. */
export function DevicePinCard() {
  const { mine } = useOwnVerifier();
  const providerOnly = useProviderOnly();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const hasPin = mine?.kind === 'pin';
  if (!hasPin && providerOnly !== true) return null;
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Device PIN</h2>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={onSubmit}>
        <p>
          {hasPin
            ? 'This device unlocks with a PIN you chose. It is kept on this device only.'
            : 'This device has no PIN for you, so when it locks you must sign in again.'}
        </p>
        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
          {hasPin ? 'Change PIN' : 'Choose a PIN'}
        </button>
      </form>
      {editing && (
        <PinDialog
          title={hasPin ? 'Change the PIN for this device' : 'Choose a PIN for this device'}
          hasPin={hasPin}
          onClose={(saved) => {
            setEditing(false);
            if (saved) setNotice('The PIN for this device is saved.');
          }}
        />
      )}
    </section>
  );
}
