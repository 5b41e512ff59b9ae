-- Sign-in with the firm's Microsoft or Google account (docs/oidc.md).
--
-- A login under way: created when the browser leaves for the provider, spent once by the callback
-- (state replay), then read once by the app's page (finish). Only hashes of the state and of the
-- browser's binding cookie are kept; the nonce and the PKCE verifier must be presented to the
-- provider, so they are kept as they are, for ten minutes. In the database, not in memory: the
-- callback may reach another server process than the one that sent the browser away.
create table oidc_logins (
  state_hash text primary key,
  browser_hash text not null,
  provider text not null,
  nonce text not null,
  code_verifier text not null,
  redirect_uri text not null,
  after_path text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- The callback's verdict: a person to sign in (user_id, organization, mfa) or a refusal (error).
  called_back_at timestamptz,
  user_id uuid,
  organization uuid,
  mfa boolean not null default false,
  error text,
  finished_at timestamptz
);
create index oidc_logins_browser on oidc_logins (browser_hash, created_at desc);
create index oidc_logins_expires on oidc_logins (expires_at);

-- The provider account a person last signed in with, and what lets the app ask the provider again
-- later whether that account may still sign in: its refresh token, encrypted (AES-256-GCM under a
-- key derived from the server's secret).
create table oidc_identities (
  user_id uuid primary key,
  organization uuid not null,
  provider text not null,
  subject text not null,
  refresh_token text,
  checked_at timestamptz not null,
  checking_until timestamptz,
  refused_at timestamptz
);

-- The firm's choices: how its people sign in, which email domains may accept a pending invitation
-- by signing in with the provider, and how often open sessions are re-checked with the provider.
create table firm_sign_in (
  organization uuid primary key,
  methods text not null default 'both' check (methods in ('both', 'password', 'provider')),
  domains text[] not null default '{}',
  recheck_days integer not null default 1 check (recheck_days between 1 and 30),
  updated_at timestamptz not null
);
