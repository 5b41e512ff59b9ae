/**
 * The messages a card of online-only actions shows above its list: why its buttons are off while
 * offline, what the last action did, and what went wrong (announced as an alert).
 */
export function CardMessages({
  offline,
  notice,
  problem,
}: {
  offline: string | null;
  notice: string | null;
  problem: string | null;
}) {
  return (
    <>
      {offline && (
        <p className="alert alert-warn" role="status">
          {offline}
        </p>
      )}
      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
