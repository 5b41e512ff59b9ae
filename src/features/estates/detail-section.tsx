import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import '../../ui/stack-table.css';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };
export type AddLink = { type: string; label: string };

/**
 * One titled table of an estate's records with its Add buttons. Add goes to the record create
 * page with the estate preset: /admin/{type}/create?type={type}&estate={id}.
 */
export function DetailSection<T extends { _id: string }>({
  id,
  title,
  estateId,
  add,
  columns = [],
  rows,
  empty,
  table,
  count = rows.length,
}: {
  id: string;
  title: string;
  estateId: string;
  add: readonly AddLink[];
  /** The plain table's columns; not needed when `table` draws the rows. */
  columns?: readonly Column<T>[];
  rows: readonly T[];
  empty: string;
  /** Draws the rows instead of the plain table (a long list passes a virtualised one). */
  table?: ReactNode;
  /** How many records the heading counts, when `rows` holds only the first of them. */
  count?: number;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="card detail-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>
          {title} <span className="muted">({count})</span>
        </h2>
        <div className="page-actions">
          {add.map((a) => (
            <Link
              key={a.type}
              to="/admin/$recordType/create"
              params={{ recordType: a.type }}
              search={{ type: a.type, estate: estateId }}
              className="button button-secondary"
            >
              {a.label}
            </Link>
          ))}
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="muted section-empty">{empty}</p>
      ) : table ? (
        table
      ) : (
        // A narrow card shows each row as a small card (src/ui/stack-table.css); a table still wider than its
        // card scrolls inside it, first column kept in view, keyboard users reaching the scroll by Tab.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a labelled scrolling region must take focus to be scrolled by keyboard.
        <section className="section-table-wrap" tabIndex={0} aria-label={`Table of ${title.toLowerCase()}`}>
          <table className="table stack-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row._id}>
                  {columns.map((c) => (
                    <td key={c.header} className={c.numeric ? 'num' : undefined} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
