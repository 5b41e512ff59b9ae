import { Link } from '@tanstack/react-router';
import { type Crumb, crumbAddress } from './breadcrumb-paths.ts';

/**
 * The trail above the content (docs/behaviour.md#admin-shell): home icon first, last crumb as plain
 * text. Each link is a route of the router's tree with its parameters (src/ui/breadcrumb-paths.ts).
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.link ? crumbAddress(crumb.link) : `current:${crumb.label}`}>
            {crumb.link ? (
              <Link {...crumb.link} aria-label={crumb.icon === 'home' ? 'Dashboard' : undefined}>
                {crumb.icon === 'home' ? <HomeIcon /> : crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function HomeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z" />
    </svg>
  );
}
