-- Device sessions (docs/architecture.md#sessions-and-logout): one row per signed-in device, with the
-- hash of its current refresh token. Access tokens name their session (`sid`), so ending a row
-- ends the device's access at once. Tokens are never stored, only their SHA-256.
create table sessions (
  id uuid primary key,
  organization uuid not null,
  user_id uuid not null,
  client_id uuid,
  user_agent text not null default '',
  address text,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  -- The last sign-in or refresh: the chain ends when it idles longer than REFRESH_IDLE_DAYS.
  refreshed_at timestamptz not null,
  refresh_hash text not null,
  -- The token the current one replaced, accepted again for a few seconds (a lost answer).
  previous_hash text,
  rotated_at timestamptz,
  ended_at timestamptz,
  end_reason text
);
create index sessions_person on sessions (organization, user_id) where ended_at is null;
create unique index sessions_refresh_hash on sessions (refresh_hash);

-- Every refresh token a session ever had, so presenting an old one is seen as reuse.
create table session_tokens (
  hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  created_at timestamptz not null
);
create index session_tokens_session on session_tokens (session_id);
