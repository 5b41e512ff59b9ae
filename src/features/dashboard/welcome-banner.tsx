import type { Identity } from './dashboard-view.ts';

/** Greets the user by name with their firm and role (docs/behaviour.md#dashboard). */
export function WelcomeBanner({ identity }: { identity: Identity }) {
  return (
    <header className="dash-welcome">
      <div>
        <p className="dash-eyebrow">Dashboard</p>
        <h1>{identity.name ? `Welcome back, ${identity.name}` : 'Welcome back'}</h1>
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
