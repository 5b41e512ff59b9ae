import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PlainPath } from './app-links.ts';

export interface NavItem {
  label: string;
  to: PlainPath;
  /** The path prefix that makes this link active (docs/behaviour.md#admin-shell). */
  prefix: string;
}

/** The admin top bar: logo, the main links (active by path prefix, with aria-current) and a slot. */
export function TopBar({ items, pathname, end }: { items: NavItem[]; pathname: string; end?: ReactNode }) {
  return (
    <header className="top-bar">
      <Link to="/admin/dashboard" className="brand">
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>Estate Administration</span>
      </Link>
      <nav aria-label="Main">
        <ul>
          {items.map((item) => {
            const active = pathname === item.prefix || pathname.startsWith(`${item.prefix}/`);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
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
