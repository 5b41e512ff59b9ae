/**
 * Where the caret belongs after the currency input reformats what was typed: after as many
 * digits and points as stood before it, so a separator appearing ("1234" -> "1,234") does not
 * throw the caret back to the end or one character short.
 */
export function caretAfterFormat(raw: string, caret: number, display: string): number {
  let kept = raw.slice(0, Math.max(0, caret)).replace(/[^\d.]/g, '').length;
  let i = 0;
  while (i < display.length && kept > 0) {
    if (/[\d.]/.test(display.charAt(i))) kept -= 1;
    i += 1;
  }
  return i;
}

/** Arrow keys move the amount by a cent (the spec's step 0.01), never below zero. */
export function steppedCents(cents: number | null, direction: 1 | -1): number {
  return Math.max(0, (cents ?? 0) + direction);
}
