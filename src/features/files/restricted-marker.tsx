/** A padlock and the word "Restricted" (read as such): the file is walled off to its members and Admins. */
export function RestrictedMarker() {
  return (
    <span className="restricted-marker" title="Only this file's members and the firm's Admins see it">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="12" height="12">
        <path
          fill="currentColor"
          d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Z"
        />
      </svg>
      Restricted
    </span>
  );
}
