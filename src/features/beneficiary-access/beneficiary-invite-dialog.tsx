import { type FormEvent, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { BeneficiaryInviteAnswer } from '../../domain/schemas/api-beneficiary-access.ts';
import type { PartyRecord } from '../../domain/schemas/index.ts';
import '../../ui/confirm-dialog.css';
import { FormField } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ACCESS_OFFLINE, accessCall, failureText } from './access-api.ts';
import { emailIn } from './access-text.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite a beneficiary to one estate (docs/behaviour.md#beneficiary-access): pick one of the
 * estate's beneficiaries (their name, and the email in their contact info, filled in) or type a
 * name and email. Someone who is already a beneficiary of the firm is given the estate at once.
 */
export function BeneficiaryInviteDialog({
  estateId,
  parties,
  onClose,
  onDone,
}: {
  estateId: string;
  /** The estate's beneficiary parties. */
  parties: readonly PartyRecord[];
  onClose: () => void;
  onDone: (name: string, answer: BeneficiaryInviteAnswer, message: string) => void;
}) {
  const [party, setParty] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = (id: string) => {
    setParty(id);
    const chosen = parties.find((p) => p._id === id);
    if (!chosen) return;
    setName(chosen.name);
    setEmail(emailIn(chosen.contactInfo));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (!email.trim()) found.email = 'Email is required';
    else if (!EMAIL.test(email.trim())) found.email = 'Please enter a valid email address';
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.name ? 'beneficiary-invite-name' : 'beneficiary-invite-email')?.focus();
      return;
    }
    if (!navigator.onLine) return setFailure(ACCESS_OFFLINE);
    setBusy(true);
    try {
      const res = await accessCall('inviteBeneficiary', {
        params: { id: estateId },
        body: { name: name.trim(), email: email.trim(), ...(party ? { party } : {}) },
      });
      if (res.ok) return onDone(name.trim(), res.data, res.message ?? 'Done');
      setErrors(Object.fromEntries(Object.entries(res.errors ?? {}).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(res.errors ? null : failureText(res, 'The invitation could not be made. Please try again.'));
      if (res.errors?.email) document.getElementById('beneficiary-invite-email')?.focus();
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
            Invite a beneficiary
          </Heading>
          <p className="muted">
            They get a link, valid for 7 days, to choose a password. They will see this estate’s progress,
            holdings, accounts and the documents you share with them, and nothing else.
          </p>
          <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
            {parties.length > 0 && (
              <SelectField
                id="beneficiary-invite-party"
                label="Beneficiary of the estate"
                none="Someone not listed (type their name)"
                error={errors.party ?? null}
                value={party}
                options={parties.map((b) => ({ _id: b._id, label: b.name }))}
                onChange={pick}
              />
            )}
            <FormField id="beneficiary-invite-name" label="Name" required error={errors.name ?? null}>
              {(p) => (
                <input {...p} value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
              )}
            </FormField>
            <FormField id="beneficiary-invite-email" label="Email" required error={errors.email ?? null}>
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
