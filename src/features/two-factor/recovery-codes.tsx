import { downloadFile } from '../../ui/download-file.ts';

/**
 * Ten recovery codes, shown once (docs/behaviour.md#two-factor-sign-in): each signs in once when
 * the phone is lost. The person copies or downloads them before going on.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const text = `Estate Administration recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`;
  return (
    <div className="two-factor-codes">
      <p role="status">
        <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone.
        They are not shown again.
      </p>
      <ol className="two-factor-code-list" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void navigator.clipboard?.writeText(text).catch(() => undefined)}
        >
          Copy codes
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => downloadFile(new File([text], 'recovery-codes.txt', { type: 'text/plain' }))}
        >
          Download codes
        </button>
        <button type="button" className="button" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}
