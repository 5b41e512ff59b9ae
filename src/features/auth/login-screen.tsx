import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { isSignedIn } from '../../api/session.ts';
import { DEMO_CREDENTIALS } from '../../domain/demo.ts';
import { FormField, FormSubmit, SignInAlternatives } from '../../ui/auth-fields.tsx';
import { useBrowserOnline } from '../../ui/use-browser-online.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useServerRead } from '../../ui/use-server-read.ts';
import { isSessionAnswer } from './auth-api.ts';
import { AuthAside } from './auth-aside.tsx';
import { endedMessage } from './ended.ts';
import {
  CONNECTION_CHECK_FAILED,
  FORGOT_PASSWORD,
  LOCKED_OUT,
  OFFLINE_SIGN_IN,
  signInFailureMessage,
} from './messages.ts';
import { useSessionStart } from './other-persons-work.tsx';
import { afterSignInPath, type FieldErrors, type LoginValues, validateLogin } from './validation.ts';
import './login.css';

// The step after the password loads only for people who have two-factor sign-in, keeping it out of
// the first load of /login (docs/architecture.md#performance-budgets).
const TwoFactorSignIn = lazy(() =>
  import('../two-factor/index.ts').then((m) => ({ default: m.TwoFactorSignIn })),
);

// "Continue with Microsoft/Google" and the return from the provider load after the first paint,
// which shows today's button meanwhile (docs/oidc.md).
const ProviderSignIn = lazy(() =>
  import('./provider-sign-in.tsx').then((m) => ({ default: m.ProviderSignIn })),
);

type SecondStep = { twoFactor: 'verify' | 'enrol'; challenge: string };
const isSecondStep = (data: unknown): data is SecondStep =>
  !!data && typeof data === 'object' && typeof (data as SecondStep).challenge === 'string';

/** Remember me keeps only the email for next time; the token is stored either way (docs/behaviour.md#sign-in-and-sign-up). */
const REMEMBERED_EMAIL_KEY = 'rememberedEmail';
const rememberedEmail = () => localStorage.getItem(REMEMBERED_EMAIL_KEY);

type Check = 'checking' | 'ok' | 'failed';

/** Sign-in (docs/behaviour.md#sign-in-and-sign-up Login screen, docs/behaviour.md#sign-in-and-sign-up messages). */
export function LoginScreen() {
  const search = useSearch({ from: '/login' });
  const navigate = useNavigate();
  const router = useRouter();
  const online = useBrowserOnline();
  const hydrated = useHydrated();
  // The remembered email comes in after the first render: the build's pre-rendered page has none
  // (docs/architecture.md#pre-rendered-public-pages), and hydration must find what it rendered.
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [second, setSecond] = useState<SecondStep | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Another person's unsent work on this device: the person chooses before it is deleted.
  const sessionStart = useSessionStart(() => {
    setSecond(null);
    setValues((v) => ({ ...v, password: '' }));
  });
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const email = rememberedEmail();
    if (email === null) return;
    setValues((v) => (v.email ? v : { ...v, email }));
    setRemember(true);
  }, []);

  // The connection check of docs/behaviour.md#sign-in-and-sign-up, again whenever the browser comes
  // back online; offline, the page says so instead.
  const connection = useServerRead(() => requestLater('status'), 'connection', {
    online,
    offlineText: OFFLINE_SIGN_IN,
    failedText: CONNECTION_CHECK_FAILED,
  });
  const check: Check =
    connection.state === 'loading' ? 'checking' : connection.state === 'ready' ? 'ok' : 'failed';

  const set = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // Once a password is typed, the sign-in request's code loads, so the click waits for the server
  // alone (docs/architecture.md#performance-budgets).
  const typed = values.password !== '';
  useEffect(() => {
    if (typed) void import('../../api/client.ts').catch(() => undefined);
  }, [typed]);

  // While the password is checked, fetch the code that runs next (the session's start, the page
  // the person lands on) instead of after the answer: the first sync starts that much sooner
  // (docs/architecture.md#performance-budgets). No route guard runs here; a failed fetch is retried
  // by the navigation itself.
  function warmUp() {
    void import('./start-session.ts').then((m) => m.prepareSession()).catch(() => undefined);
    const [routes] = router.getMatchedRoutes(afterSignInPath(search.redirect).split('?')[0] ?? '/');
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  }

  async function signedIn(session: unknown) {
    if (!isSessionAnswer(session)) return setFormError('Login failed');
    const email = values.email.trim();
    if (remember) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
    await sessionStart.start(session, values.password, async () => {
      await navigate({ href: afterSignInPath(search.redirect) });
    });
    setBusy(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (!navigator.onLine) return setFormError(OFFLINE_SIGN_IN);
    setBusy(true);
    try {
      const email = values.email.trim();
      // The sign-in request first, then the warm-up: its code must not queue behind the warm-up's.
      const answer = requestLater('login', { body: { email, password: values.password } });
      warmUp();
      const result = await answer;
      if (result.ok && isSessionAnswer(result.data)) return await signedIn(result.data);
      if (result.ok && isSecondStep(result.data)) {
        setSecond(result.data);
        setBusy(false);
        return;
      }
      setFormError(result.ok ? 'Login failed' : signInFailureMessage(result));
    } catch {
      setFormError('An unexpected error occurred');
    }
    setBusy(false);
  }

  const fillDemo = () => {
    setValues({ email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password });
    setErrors({});
  };

  return (
    <div className="auth-page">
      <AuthAside />
      <main id="main" className="auth-main">
        <div className="auth-card">
          {sessionStart.choice ??
            (second ? (
              <Suspense fallback={<p aria-live="polite">Loading…</p>}>
                <TwoFactorSignIn
                  step={second}
                  onSignedIn={signedIn}
                  onRestart={() => {
                    setSecond(null);
                    setValues((v) => ({ ...v, password: '' }));
                  }}
                />
              </Suspense>
            ) : (
              <>
                {/* Double-click fills the demo account (docs/behaviour.md#sign-in-and-sign-up); typing works for everyone. */}
                <h1 onDoubleClick={fillDemo}>Sign in to your account</h1>
                <p className="muted auth-lead">Use the email and password of your firm account.</p>
                {/* The query is the browser's alone: not in the pre-rendered page, so after hydration. */}
                {hydrated && String(search.locked) === '1' && (
                  <p className="alert alert-warn" role="status">
                    {LOCKED_OUT}
                  </p>
                )}
                {hydrated && endedMessage(search.expired) && (
                  <p className="alert alert-info" role="status">
                    {endedMessage(search.expired)}
                  </p>
                )}
                {!online ? (
                  <div className="alert alert-warn" role="status">
                    {OFFLINE_SIGN_IN}
                    {isSignedIn() && (
                      <>
                        {' '}
                        <Link to="/admin/dashboard">Open the app</Link>
                      </>
                    )}
                  </div>
                ) : (
                  check === 'failed' && (
                    <p className="alert alert-error" role="alert">
                      {CONNECTION_CHECK_FAILED}
                    </p>
                  )
                )}
                <form noValidate onSubmit={submit} aria-busy={busy}>
                  <FormField
                    id="login-email"
                    label="Email"
                    type="email"
                    autoComplete="username"
                    value={values.email}
                    onChange={set('email')}
                    error={errors.email}
                    inputRef={emailRef}
                  />
                  <FormField
                    id="login-password"
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    value={values.password}
                    onChange={set('password')}
                    error={errors.password}
                    inputRef={passwordRef}
                  />
                  <div className="auth-row">
                    <label className="auth-check">
                      <input
                        type="checkbox"
                        checked={remember}
                        onChange={(e) => setRemember(e.target.checked)}
                      />
                      Remember me
                    </label>
                    <button type="button" className="link-button" onClick={() => setNotice(FORGOT_PASSWORD)}>
                      Forgot your password?
                    </button>
                  </div>
                  <FormSubmit error={formError} busy={busy} label="Sign in" busyLabel="Signing in..." />
                </form>
                <Suspense fallback={<SignInAlternatives notice={notice} />}>
                  <ProviderSignIn
                    notice={notice}
                    onNotice={setNotice}
                    redirect={search.redirect}
                    onSecondStep={setSecond}
                    onError={setFormError}
                    onSignedIn={(answer, after) =>
                      sessionStart.start(answer, undefined, async () => {
                        await navigate({ href: afterSignInPath(after ?? search.redirect) });
                      })
                    }
                  />
                </Suspense>
                <p className="auth-foot">
                  New here?{' '}
                  <Link to="/" hash="signup">
                    Create a firm account
                  </Link>
                </p>
              </>
            ))}
        </div>
      </main>
    </div>
  );
}
