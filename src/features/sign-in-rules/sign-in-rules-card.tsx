import { type FormEvent, useId, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { can } from '../../domain/rules/permissions.ts';
import type { FirmSignIn } from '../../domain/schemas/api-oidc.ts';
import { Field } from '../../ui/labelled-field.tsx';
import { ServerReadStatus } from '../../ui/server-read-status.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { useOnline } from '../sync/index.ts';

const OFFLINE = 'The firm’s sign-in rules are kept on the server. Connect to see or change them.';

const METHODS: Record<FirmSignIn['methods'], string> = {
  both: 'Email and password, or the firm’s account',
  provider: 'The firm’s account only',
  password: 'Email and password only',
};

type Draft = {
  methods: FirmSignIn['methods'];
  provider: FirmSignIn['provider'];
  domains: string;
  recheckDays: string;
};

/** The firm's provider by name ("Microsoft"), as this server offers it. */
const providerName = (rules: FirmSignIn) =>
  rules.providers.find((p) => p.id === rules.provider)?.label ?? rules.provider ?? '';

/** The first thing the server said was wrong, or its message. */
const problem = (result: {
  offline: boolean;
  message?: string | undefined;
  errors?: Record<string, string[]>;
}) =>
  result.offline
    ? OFFLINE
    : (result.errors && Object.values(result.errors)[0]?.[0]) ||
      result.message ||
      'Something went wrong. Please try again.';

/**
 * Profile → Organization: how the firm's people sign in (docs/oidc.md#the-firms-rules). Everyone
 * reads it; an Admin changes it: password, the firm's Microsoft or Google account, or both; the
 * email domains whose pending invitations may be accepted by signing in with that account; and how
 * often open sessions are re-checked with the provider. Server settings, not synced records.
 */
export function SignInRulesCard({ role }: { role: string }) {
  const online = useOnline();
  const headingId = useId();
  const admin = can(role, 'firm-settings');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loaded = useServerRead(() => requestLater('firmSignIn'), 'firm-sign-in', {
    online,
    offlineText: OFFLINE,
    failedText: 'The firm’s sign-in rules could not be read. Please try again.',
  });
  const rules = loaded.state === 'ready' ? loaded.data : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    const result = await requestLater('setFirmSignIn', {
      body: {
        methods: draft.methods,
        provider: draft.methods === 'password' ? null : draft.provider,
        domains: draft.domains.split(/[\s,;]+/).filter(Boolean),
        recheckDays: Number(draft.recheckDays),
      },
    });
    setBusy(false);
    if (!result.ok) return setFailure(problem(result));
    loaded.replace(result.data);
    setDraft(null);
    setFailure(null);
    setNotice('Sign-in rules saved.');
  }

  const providers = rules?.providers.map((p) => p.label).join(' or ');
  return (
    <section className="card profile-card sign-in-rules-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Sign-in</h2>
      {!rules ? (
        <ServerReadStatus read={loaded} loading="Loading the firm’s sign-in rules…" />
      ) : (
        <>
          <p className="muted">
            {providers
              ? `This server offers sign-in with ${providers}. People sign in with the account whose email the firm knows them by.`
              : 'This server offers no Microsoft or Google sign-in: its administrator configures it (see the README). Until then, everyone signs in with email and password.'}
          </p>
          {notice && (
            <p className="alert alert-success" role="status">
              {notice}
            </p>
          )}
          {draft ? (
            <form noValidate onSubmit={save} aria-busy={busy}>
              <fieldset className="field">
                <legend>How people sign in</legend>
                {(Object.keys(METHODS) as FirmSignIn['methods'][]).map((m) => (
                  <label key={m} className="auth-check">
                    <input
                      type="radio"
                      name="sign-in-methods"
                      value={m}
                      checked={draft.methods === m}
                      onChange={() => setDraft({ ...draft, methods: m })}
                    />
                    {METHODS[m]}
                  </label>
                ))}
              </fieldset>
              {draft.methods !== 'password' && (
                <fieldset className="field">
                  <legend>The firm’s account</legend>
                  <p className="muted">
                    Only this provider signs the firm’s people in, and only its second factor counts for the
                    firm’s two-factor rule.
                  </p>
                  {rules.providers.map((p) => (
                    <label key={p.id} className="auth-check">
                      <input
                        type="radio"
                        name="sign-in-provider"
                        value={p.id}
                        checked={draft.provider === p.id}
                        onChange={() => setDraft({ ...draft, provider: p.id })}
                      />
                      {p.label}
                    </label>
                  ))}
                </fieldset>
              )}
              <Field
                label="Email domains that may accept an invitation by signing in with the firm’s account"
                hint="For example okafor-law.ca, separated by commas. Leave empty to accept invitations by link only."
              >
                {(id, describedBy) => (
                  <input
                    id={id}
                    aria-describedby={describedBy}
                    value={draft.domains}
                    onChange={(e) => setDraft({ ...draft, domains: e.target.value })}
                  />
                )}
              </Field>
              <Field
                label="Re-check with the provider every (days)"
                hint="Open sessions of people who sign in with the firm’s account end at their next renewal after this many days if the provider no longer accepts them."
              >
                {(id, describedBy) => (
                  <input
                    id={id}
                    type="number"
                    min={1}
                    max={30}
                    aria-describedby={describedBy}
                    value={draft.recheckDays}
                    onChange={(e) => setDraft({ ...draft, recheckDays: e.target.value })}
                  />
                )}
              </Field>
              {failure && (
                <p className="alert alert-error" role="alert">
                  {failure}
                </p>
              )}
              <div className="form-actions">
                <button type="submit" className="button" disabled={busy || !online}>
                  {busy ? 'Saving…' : 'Save sign-in rules'}
                </button>
                <button type="button" className="button button-secondary" onClick={() => setDraft(null)}>
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <>
              {/* profile-details and profile-item: the look of the Organization card's details, beside it. */}
              <dl className="profile-details">
                <div className="profile-item">
                  <dt>How people sign in</dt>
                  <dd>{METHODS[rules.methods]}</dd>
                </div>
                <div className="profile-item">
                  <dt>The firm’s account</dt>
                  <dd>{rules.provider ? providerName(rules) : 'None: email and password only'}</dd>
                </div>
                <div className="profile-item">
                  <dt>Domains accepted with an invitation</dt>
                  <dd>
                    {rules.domains.length ? rules.domains.join(', ') : 'None: invitations by link only'}
                  </dd>
                </div>
                <div className="profile-item">
                  <dt>Re-check with the provider</dt>
                  <dd>{rules.recheckDays === 1 ? 'Every day' : `Every ${rules.recheckDays} days`}</dd>
                </div>
              </dl>
              {admin ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={!online}
                  onClick={() => {
                    setNotice(null);
                    setDraft({
                      methods: rules.methods,
                      // One provider offered: it is the firm's when the firm turns provider sign-in on.
                      provider:
                        rules.provider ?? (rules.providers.length === 1 ? rules.providers[0]!.id : null),
                      domains: rules.domains.join(', '),
                      recheckDays: String(rules.recheckDays),
                    });
                  }}
                >
                  Change sign-in rules
                </button>
              ) : (
                <p className="muted">Only an Admin changes the firm’s sign-in rules.</p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
