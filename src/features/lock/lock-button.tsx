import { lockNow } from './lock-state.ts';

/** The top bar's Lock (docs/behaviour.md#lock): locks every tab of the app at once, before leaving the desk. */
export function LockButton() {
  return (
    <button type="button" className="button button-secondary lock-button" onClick={lockNow}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      Lock
    </button>
  );
}
