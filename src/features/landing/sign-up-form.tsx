import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { FormField, FormSubmit } from '../../ui/auth-fields.tsx';
import { type FieldErrors, isSessionAnswer, serverFieldErrors, useSessionStart } from '../auth/index.ts';
import { SignUpCard } from './sign-up-card.tsx';
import {
  OFFLINE_SIGN_UP,
  PASSWORD_MIN_LENGTH,
  type SignUpValues,
  signUpFailureMessage,
  validateSignUp,
} from './sign-up-rules.ts';

const FIELDS = ['name', 'organizationName', 'email', 'password'] as const;
const EMPTY: SignUpValues = { name: '', organizationName: '', email: '', password: '' };

/** docs/behaviour.md#differences-from-the-specification: sign-up creates a firm and its Admin on the server (online), then signs them in. */
export function SignUpForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // With mail, the server answers every address alike and its email finishes (docs/behaviour.md#sign-up-by-email).
  const [emailed, setEmailed] = useState<string | null>(null);
  // Another person's unsent work on this device is kept unless the person chooses; cancelled, the
  // new account signs in later from /login.
  const sessionStart = useSessionStart(() => void navigate({ to: '/login' }));

  const set = (field: keyof SignUpValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: FieldErrors<keyof SignUpValues>) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`signup-${first}`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    // What was typed stays in the form; only the connection is missing.
    if (!navigator.onLine) return setFormError(OFFLINE_SIGN_UP);
    setBusy(true);
    try {
      const result = await requestLater('register', {
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          organizationName: values.organizationName.trim(),
        },
      });
      if (result.ok && isSessionAnswer(result.data)) {
        await sessionStart.start(result.data, values.password, async () => {
          await navigate({ to: '/admin/dashboard' });
        });
        setBusy(false);
        return;
      }
      if (result.ok && 'emailed' in result.data) setEmailed(result.data.email);
      else if (result.ok) setFormError('The account could not be created. Please try again.');
      else {
        const fromServer = serverFieldErrors(result.errors, FIELDS);
        setErrors(fromServer);
        setFormError(signUpFailureMessage(result));
        focusFirst(fromServer);
      }
    } catch {
      setFormError('An unexpected error occurred');
    }
    setBusy(false);
  }

  if (emailed)
    return (
      <SignUpCard>
        <div className="alert alert-info" role="status">
          <p>
            <strong>Check your email.</strong> We sent a message to <strong>{emailed}</strong>. Open its link
            within a day to finish creating your firm; nothing is created until then.
          </p>
          <p>If this address already has an account, the email says so and tells you where to sign in.</p>
        </div>
        <button type="button" className="button button-secondary" onClick={() => setEmailed(null)}>
          Use another email
        </button>
      </SignUpCard>
    );

  return (
    <SignUpCard>
      {sessionStart.choice}
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <FormField
          id="signup-name"
          label="Your name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <FormField
          id="signup-organizationName"
          label="Firm name"
          autoComplete="organization"
          value={values.organizationName}
          onChange={set('organizationName')}
          error={errors.organizationName}
        />
        <FormField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <FormField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <FormSubmit error={formError} busy={busy} label="Create Account" busyLabel="Creating account..." />
      </form>
    </SignUpCard>
  );
}
