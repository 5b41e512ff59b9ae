-- Two-factor sign-in (docs/architecture.md#two-factor-sign-in): a TOTP secret per person, confirmed
-- by a first code; the last time step used, so a code is never accepted twice; recovery codes
-- kept as hashes; short-lived sign-in challenges between the password and the code; and the
-- firm's requirement.
create table two_factor (
  user_id uuid primary key,
  organization uuid not null,
  secret text,
  enabled_at timestamptz,
  pending_secret text,
  pending_at timestamptz,
  last_step bigint not null default 0
);

create table recovery_codes (
  user_id uuid not null,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

create table two_factor_challenges (
  token_hash text primary key,
  user_id uuid not null,
  organization uuid not null,
  purpose text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table firm_security (
  organization uuid primary key,
  require_two_factor boolean not null default false,
  updated_at timestamptz not null
);
