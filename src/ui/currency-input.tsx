import { type InputHTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { caretAfterFormat, steppedCents } from './currency-caret.ts';
import { formatCurrencyInput, parseCurrencyInput } from './currency-input-text.ts';
import './forms.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue'
>;

/**
 * Dollar amount input (docs/behaviour.md#common-to-every-screen): a text field, not type=number, so it can show thousands
 * separators while typing; only digits and one point are kept, at most two decimals, and an
 * empty field stays empty (null, not $0). The amount goes out in cents. Give it an id and
 * label it with a <label htmlFor> (FormField does).
 */
export function CurrencyInput({
  value,
  onChange,
  ...rest
}: NativeProps & {
  value: number | null;
  onChange: (cents: number | null, display: string) => void;
}) {
  const [display, setDisplay] = useState(() => formatCurrencyInput(value));
  const [reflected, setReflected] = useState(value);
  // A new amount from outside (a reset, a prefill) replaces the text; our own echo does not.
  if (value !== reflected) {
    setReflected(value);
    if (parseCurrencyInput(display).cents !== value) setDisplay(formatCurrencyInput(value));
  }
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current !== null && el && el === document.activeElement) {
      el.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const show = (next: { display: string; cents: number | null }, caretAt: number | null) => {
    caret.current = caretAt;
    setDisplay(next.display);
    setReflected(next.cents);
    onChange(next.cents, next.display);
  };

  return (
    <div className="currency-input">
      <span className="currency-prefix" aria-hidden="true">
        $
      </span>
      <input
        {...rest}
        ref={input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={display}
        onChange={(event) => {
          const raw = event.target.value;
          const next = parseCurrencyInput(raw);
          const at = event.target.selectionStart;
          show(next, at === null ? null : caretAfterFormat(raw, at, next.display));
        }}
        onKeyDown={(event) => {
          rest.onKeyDown?.(event);
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          const cents = steppedCents(parseCurrencyInput(display).cents, event.key === 'ArrowUp' ? 1 : -1);
          const text = formatCurrencyInput(cents);
          show({ display: text, cents }, text.length);
        }}
      />
    </div>
  );
}
