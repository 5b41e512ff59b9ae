import { type ButtonHTMLAttributes, useId } from 'react';
import './guarded-button.css';

/**
 * A button the signed-in role may not be allowed to use: with a refusal it is disabled and the
 * reason is shown beside it (and read with it), so nobody wonders why nothing happens.
 */
export function GuardedButton({
  refusal,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { refusal: string | null }) {
  const reasonId = useId();
  if (!refusal)
    return (
      <button type="button" {...props}>
        {children}
      </button>
    );
  return (
    <span className="guarded-action">
      <button type="button" {...props} onClick={undefined} disabled aria-describedby={reasonId}>
        {children}
      </button>
      <span id={reasonId} className="muted guarded-reason">
        {refusal}
      </span>
    </span>
  );
}
