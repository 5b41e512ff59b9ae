import { type FormEvent, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { IssuedLink } from '../../domain/schemas/api-people.ts';
import { type FirmRole, USER_ROLES } from '../../domain/schemas/statuses.ts';
import '../../ui/confirm-dialog.css';
import { FormField } from '../../ui/form-field.tsx';
import { failureText, firstFieldErrors, OFFLINE_ACTION, peopleCall } from './people-api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite a colleague (docs/behaviour.md#people): name, email and role. The server emails the link
 * when it can; otherwise the People card shows it to copy.
 */
export function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (name: string, issued: IssuedLink, message: string) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FirmRole>('Staff');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!email.trim()) found.email = 'Email is required';
    else if (!EMAIL.test(email.trim())) found.email = 'Please enter a valid email address';
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.name ? 'invite-name' : 'invite-email')?.focus();
      return;
    }
    if (!navigator.onLine) return setFailure(OFFLINE_ACTION);
    setBusy(true);
    try {
      const res = await peopleCall('invite', { body: { name: name.trim(), email: email.trim(), role } });
      if (res.ok) return onInvited(name.trim(), res.data, res.message ?? 'Invitation created');
      setErrors(firstFieldErrors(res.errors));
      setFailure(res.errors ? null : failureText(res, 'The invitation could not be made. Please try again.'));
      if (res.errors?.email) document.getElementById('invite-email')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog className="confirm-dialog">
          <Heading slot="title" className="confirm-dialog-title">
            Invite someone
          </Heading>
          <p className="muted">They get a link, valid for 7 days, to choose their password and sign in.</p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
            <FormField id="invite-name" label="Name" required error={errors.name ?? null}>
              {(p) => (
                <input {...p} value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
              )}
            </FormField>
            <FormField id="invite-email" label="Email" required error={errors.email ?? null}>
              {(p) => (
                <input
                  {...p}
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </FormField>
            <FormField id="invite-role" label="Role" required error={errors.role ?? null}>
              {(p) => (
                <select {...p} value={role} onChange={(e) => setRole(e.target.value as FirmRole)}>
                  {USER_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {failure && (
              <p className="alert alert-error" role="alert">
                {failure}
              </p>
            )}
            <div className="confirm-dialog-actions">
              <Button className="button button-secondary" isDisabled={busy} onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button" isDisabled={busy}>
                {busy ? 'Inviting…' : 'Send invitation'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
