import { useId } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import { estateAdministrationTaxBreakdown } from '../../domain/rules/ontario/estate-administration-tax.ts';
import type { AccountStatement } from '../../domain/rules/ontario/index.ts';

/**
 * Estate Administration Tax line by line, as the Act counts it: the first $50,000 free, then
 * $15 for each $1,000 or part of $1,000 above it. The value is the assets' value at death.
 */
export function EatBreakdown({ estateValue }: { estateValue: number }) {
  const prefix = useId();
  const eat = estateAdministrationTaxBreakdown(estateValue);
  const lines: [string, string, string?][] = [
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
      <p className="report-rule muted">
        Before filing, deduct encumbrances on real property and leave out assets that pass outside the estate
        (jointly held property, designated-beneficiary plans); this figure is not adjusted for them.
      </p>
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
