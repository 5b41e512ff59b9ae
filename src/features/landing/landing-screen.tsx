import { Link } from '@tanstack/react-router';
import { FEATURES, OFFLINE_FEATURE } from './features.ts';
import { LazySignUpForm } from './lazy-sign-up-form.tsx';
import './landing.css';

/** The public landing page (docs/behaviour.md#landing): what the product does, sign-up, and the ways in. */
export function LandingScreen() {
  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="landing-header">
        <Link to="/" className="landing-brand">
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>Estate Administration</span>
        </Link>
        <nav aria-label="Main" className="landing-nav">
          <a href="#features">Features</a>
          <Link to="/login" className="button landing-login">
            Login
          </Link>
        </nav>
      </header>
      <main id="main">
        <div className="hero">
          <div className="hero-inner">
            <div className="hero-text">
              <p className="hero-eyebrow">For Ontario estate lawyers, executors and firm staff</p>
              <h1>Estate administration that keeps working wherever you do</h1>
              <p className="hero-lead">
                Files, estates, bank accounts, assets, beneficiaries and court documents in one place, on your
                laptop, tablet or phone. In court with no Wi‑Fi, keep working: everything syncs when you are
                back online.
              </p>
              <div className="hero-actions">
                <Link to="/admin/dashboard" className="button hero-primary">
                  Get Started
                </Link>
                <a href="#features" className="button hero-secondary">
                  Learn More<span className="visually-hidden"> about the features</span>
                </a>
              </div>
              <ul className="hero-points">
                <li>Works offline</li>
                <li>Ontario court forms</li>
                <li>Your firm’s data only</li>
              </ul>
            </div>
            <LazySignUpForm />
          </div>
        </div>
        <section id="features" className="features" aria-labelledby="features-title">
          <h2 id="features-title">Everything an estate file needs</h2>
          <p className="features-lead">
            From the date of death to the final distribution, built around how Ontario estates are
            administered.
          </p>
          <ul className="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="feature-card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
          <div className="feature-offline">
            <h3>{OFFLINE_FEATURE.title}</h3>
            <p>{OFFLINE_FEATURE.text}</p>
          </div>
        </section>
      </main>
      <footer className="landing-footer">
        <span>Estate Administration</span>
        <span>Built for estate practice in Ontario, Canada.</span>
      </footer>
    </div>
  );
}
