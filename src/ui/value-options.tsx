/**
 * The options of a select whose values come from a stored list, in the words of
 * src/domain/value-labels.ts, in the list's order: the select shows what the record will show.
 */
export function ValueOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
