-- People who sign in only with the firm's provider (docs/oidc.md#people-without-a-password).
--
-- Whether the person knows a password here: false for someone who joined by signing in with the
-- provider (their password is a random one nobody knows) until a reset link gives them one.
alter table credentials add column password_known boolean not null default true;

-- When this session last signed in at the provider again, on purpose (prompt=login), for a change
-- that asks who is at the device: two-factor settings and the sign-in email.
alter table sessions add column reauthenticated_at timestamptz;

-- A login under way is a sign-in, or the confirmation by the person of a session (reauth, with
-- the session it is for), or a sign-in that accepts the invitation whose link it started from.
alter table oidc_logins add column purpose text not null default 'sign-in' check (purpose in ('sign-in', 'reauth'));
alter table oidc_logins add column for_session uuid;
alter table oidc_logins add column invitation_hash text;
