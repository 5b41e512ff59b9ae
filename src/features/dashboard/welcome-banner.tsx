import type { Identity } from './dashboard-view.ts';

/**
 * Greets the user by name with their firm and role (docs/behaviour.md#dashboard); "Welcome back"
 * is for a firm already at work, not one opening the app for the first time.
 */
export function WelcomeBanner({ identity, newFirm = false }: { identity: Identity; newFirm?: boolean }) {
  const greeting = newFirm ? 'Welcome' : 'Welcome back';
  return (
    <header className="dash-welcome">
      <div>
        <p className="dash-eyebrow">Dashboard</p>
        <h1>{identity.name ? `${greeting}, ${identity.name}` : greeting}</h1>
        {(identity.firm || identity.role) && (
          <p className="dash-identity">
            {identity.firm && <span className="dash-firm">{identity.firm}</span>}
            {identity.role && (
              <span className="dash-role">
                <span className="visually-hidden">Role: </span>
                {identity.role}
              </span>
            )}
          </p>
        )}
      </div>
    </header>
  );
}
