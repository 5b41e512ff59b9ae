/** A progress bar with its meaning in words, for sighted and screen-reader users alike. */
export function ProgressMeter({ percent, text }: { percent: number; text: string }) {
  return (
    <div className="portal-progress">
      <div
        className="portal-progress-track"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="portal-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted">{text}</p>
    </div>
  );
}
