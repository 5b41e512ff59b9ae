import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PlainPath } from './app-links.ts';

export interface NavItem {
  label: string;
  to: PlainPath;
  /** The path prefix that makes this link active (docs/behaviour.md#admin-shell). */
  prefix: string;
}

/** The item whose prefix is the longest that the path starts with: Estates, not Data, on an estate's page. */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of items)
    if (pathname === item.prefix || pathname.startsWith(`${item.prefix}/`))
      if (!best || item.prefix.length > best.prefix.length) best = item;
  return best;
}

/** The admin top bar: logo, the main links (active by path prefix, with aria-current) and a slot. */
export function TopBar({ items, pathname, end }: { items: NavItem[]; pathname: string; end?: ReactNode }) {
  const current = activeItem(items, pathname);
  return (
    <header className="top-bar">
      <Link to="/admin/dashboard" className="brand">
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>Estate Administration</span>
      </Link>
      <nav aria-label="Main">
        <ul>
          {items.map((item) => {
            const active = item === current;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  // Which link is current is this bar's to say (the longest prefix), not the router's
                  // own match, which would mark Data too on an estate's page.
                  activeOptions={{ exact: true }}
                  className={active ? 'nav-link active' : 'nav-link'}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="top-bar-end">{end}</div>
    </header>
  );
}
