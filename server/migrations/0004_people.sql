-- The firm's people (docs/architecture.md#people): invitations and password resets are one-time
-- links of which only the SHA-256 hash of the token is kept; a disabled person keeps their
-- credentials but may not sign in.
create table invitations (
  id uuid primary key,
  organization uuid not null,
  email text not null,
  name text not null,
  role text not null,
  token_hash text not null unique,
  invited_by uuid,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  cancelled_at timestamptz,
  accepted_user uuid,
  -- For a later invitation to a beneficiary's estates: which estates the person may see.
  scope jsonb
);
create index invitations_org on invitations (organization, created_at desc);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null,
  organization uuid not null,
  issued_by uuid,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id);

alter table credentials add column disabled_at timestamptz;
