import { type FormEvent, useState } from 'react';
import type { EnrolOffer } from '../../domain/schemas/two-factor.ts';
import { FormField, FormSubmit } from '../../ui/auth-fields.tsx';
import { groupedKey } from './two-factor-api.ts';

/**
 * Scan the QR code (or type the key) into an authenticator app, then confirm with its first code.
 * The QR code is an SVG made by the server, shown as an image: no QR library in the app.
 */
export function EnrolView({
  offer,
  onConfirm,
  onCancel,
}: {
  offer: EnrolOffer;
  onConfirm: (code: string) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, '')))
      return setError('Enter the six-digit code from your authenticator app');
    setBusy(true);
    setError(await onConfirm(code));
    setBusy(false);
  }

  return (
    <div className="two-factor-enrol">
      <ol className="two-factor-steps">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>
          Scan this code, or enter the key by hand.
          <div className="two-factor-qr">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(offer.qrSvg)}`}
              width="200"
              height="200"
              alt="QR code for your authenticator app"
            />
            <p>
              Key:{' '}
              <code className="two-factor-key" data-secret={offer.secret}>
                {groupedKey(offer.secret)}
              </code>
            </p>
          </div>
        </li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <FormField
          id="two-factor-enrol-code"
          label="Six-digit code"
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          autoComplete="one-time-code"
        />
        <FormSubmit error={error} busy={busy} label="Turn on two-factor sign-in" busyLabel="Checking..." />
      </form>
      {onCancel && (
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
