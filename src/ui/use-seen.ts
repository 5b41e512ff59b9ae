import { useEffect, useState } from 'react';

/**
 * Whether an element has come near the screen once (and stays true): work a card does only for
 * its reader, such as reading an estate's every record, waits until it is about to be seen, so a
 * long page draws first (docs/architecture.md#performance-budgets).
 */
export function useSeen(element: Element | null, margin = '400px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  return seen;
}
