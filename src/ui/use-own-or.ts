import { useState } from 'react';

/**
 * A field's value that follows `stored` (a record that may change while the form is open, by an
 * edit elsewhere or a sync) until it is set here; from then on it keeps what was set.
 */
export function useOwnOr<T>(stored: T): [T, (value: T) => void] {
  const [own, setOwn] = useState<{ value: T } | null>(null);
  return [own ? own.value : stored, (value: T) => setOwn({ value })];
}
