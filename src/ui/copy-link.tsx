import { useId, useState } from 'react';
import './copy-link.css';
import { endSentence, formatDateTime } from './record-display.ts';

export interface CopyLinkProps {
  /** Who the link is for: "Send Riley Park this invitation link yourself." */
  name: string;
  /** What the link is, in words: 'invitation' or 'password reset'. */
  what: string;
  link: string;
  expiresAt: string;
  /** Whether this server sends mail (then it failed this time). */
  mail: boolean;
  onDone: () => void;
}

/**
 * A one-time link the server could not email (docs/behaviour.md#people): shown selectable, with
 * Copy, for the person who made it to pass on. Used for invitations, beneficiary invitations and
 * password resets.
 */
export function CopyLink({ name, what, link, expiresAt, mail, onDone }: CopyLinkProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for the person to copy.
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    }
  };
  return (
    <section className="copy-link" aria-label="Link to send">
      <p>
        {mail ? 'The email could not be sent. ' : 'This server sends no email. '}
        Send {name} this {what} link yourself. It works once, until {endSentence(formatDateTime(expiresAt))}
      </p>
      <div className="copy-link-row">
        <label htmlFor={id} className="visually-hidden">
          {what === 'invitation' ? 'Invitation link' : 'Password reset link'}
        </label>
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
