import { useId } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import type { AccountStatement, ProbateValue } from '../../domain/rules/ontario/index.ts';

/**
 * Estate Administration Tax line by line, as the Act counts it: the value of the estate (real
 * property in Ontario net of its encumbrances, and personal property, out of the statement of
 * original assets; src/domain/rules/ontario/probate-value.ts), the first $50,000 free, then $15
 * for each $1,000 or part of $1,000 above it. What is left out of the value is listed with why.
 */
export function EatBreakdown({ value }: { value: ProbateValue }) {
  const prefix = useId();
  const eat = value.tax;
  const real = value.realProperty;
  const lines: [string, string, string?][] = [
    ...(real.encumbrances > 0
      ? ([
          ['Real property in Ontario (value at death)', formatCents(real.gross)],
          ['Less: encumbrances on it (mortgages, liens)', formatCents(-real.encumbrances)],
          ['Personal property', formatCents(value.personalProperty.total)],
        ] as [string, string][])
      : []),
    ['Value of the estate (assets at the date of death)', formatCents(eat.estateValue)],
    ['Less: first $50,000 (no tax)', formatCents(-eat.exemptAmount)],
    ['Value above $50,000', formatCents(eat.taxableExcess)],
    [
      '$15 for each $1,000 or part of $1,000',
      formatCents(eat.tax),
      `${eat.bands.toLocaleString('en-CA')} × ${formatCents(eat.ratePerBand)}`,
    ],
  ];
  return (
    <section className="report-block" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Estate Administration Tax</h3>
      {/* A phone scrolls the table sideways inside its box; the keyboard reaches that scroll by Tab. */}
      <section
        className="section-table-wrap"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a labelled scrolling region must take focus to be scrolled by keyboard.
        tabIndex={0}
        aria-label="Table of the Estate Administration Tax"
      >
        <table className="table eat-table">
          <tbody>
            {lines.map(([label, amount, detail]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="muted eat-detail">{detail ?? ''}</td>
                <td className="num">{amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Estate Administration Tax
              </th>
              <td className="num" data-testid="eat-amount">
                {formatCents(eat.tax)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      <p className="report-rule">
        {eat.rule} <span className="muted">Source: {eat.source}.</span>
      </p>
      {value.leftOut.rows.length > 0 && (
        <div className="report-rule muted">
          <p>Not in the value of the estate:</p>
          <ul>
            {value.leftOut.rows.map((r) => (
              <li key={r.assetId}>
                {r.name} ({formatCents(r.valueAtDeath)}): {r.why.charAt(0).toLowerCase()}
                {r.why.slice(1)}.
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * Whether the accounts balance: capital and revenue each, the computed closing balance against
 * what is counted on hand (docs/behaviour.md, Reports). A difference is always shown, with its
 * amount; it is never smoothed over.
 */
export function ReconciliationStatus({
  capital,
  revenue,
}: {
  capital: AccountStatement;
  revenue: AccountStatement;
}) {
  if (capital.isBalanced && revenue.isBalanced) {
    return (
      <p className="alert alert-info reconciliation" data-balanced="true">
        <strong>The accounts balance.</strong> Capital: {formatCents(capital.computedClosing)} computed, equal
        to the capital on hand. Revenue: {formatCents(revenue.computedClosing)} computed, equal to the revenue
        cash on hand.
      </p>
    );
  }
  const rows = [
    ['Capital', capital],
    ['Revenue', revenue],
  ] as const;
  return (
    <div className="alert alert-warn reconciliation" role="alert" data-balanced="false">
      <p>
        <strong>Warning: the accounts do not balance.</strong> Difference:{' '}
        <strong data-testid="reconciliation-difference">
          {formatCents(capital.difference + revenue.difference)}
        </strong>
        . The Estate Accounts report shows the same difference.
      </p>
      <ul>
        {rows
          .filter(([, s]) => !s.isBalanced)
          .map(([label, s]) => (
            <li key={label}>
              {label}: on hand {formatCents(s.onHand.total)}; computed closing balance{' '}
              {formatCents(s.computedClosing)}; difference {formatCents(s.difference)}.
            </li>
          ))}
      </ul>
    </div>
  );
}
