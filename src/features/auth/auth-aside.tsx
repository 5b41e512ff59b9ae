import { Link } from '@tanstack/react-router';

/** The brand panel beside the sign-in form: who the product is for and why it can be trusted offline. */
export function AuthAside() {
  return (
    <header className="auth-aside">
      <Link to="/" className="auth-brand">
        <img src="/logo.svg" alt="" width="40" height="40" />
        <span>Estate Administration</span>
      </Link>
      <div className="auth-aside-body">
        <p className="auth-aside-title">Estate files for Ontario practice, on every device.</p>
        <ul>
          <li>Files, estates, accounts and assets kept in one place for your firm.</li>
          <li>Works offline in court or at a client's home; changes sync when you reconnect.</li>
          <li>Every change is kept until the server has it. Nothing you type is lost.</li>
        </ul>
      </div>
    </header>
  );
}
