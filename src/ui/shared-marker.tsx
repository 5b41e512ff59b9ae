import './shared-marker.css';

/** "Shared" beside a document that is shared with the estate's beneficiaries (their portal shows it). */
export function SharedMarker() {
  return (
    <span className="shared-marker" title="Shared with the estate’s beneficiaries">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="12" height="12">
        <path
          fill="currentColor"
          d="M6 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm5 1a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM1 13c0-2.2 2.2-4 5-4s5 1.8 5 4v1H1v-1Zm11 1v-1c0-1.1-.4-2.1-1.1-2.9 2.2.1 4.1 1.3 4.1 2.9v1h-3Z"
        />
      </svg>
      Shared
    </span>
  );
}
