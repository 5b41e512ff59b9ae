-- Scopes (docs/architecture.md#scopes): who outside the firm sees which estate, and where records
-- used to belong, so a device that held a record under its old estate or file is told to drop it.

-- A beneficiary's access to one estate; removing the row removes the estate from their devices.
create table estate_access (
  organization uuid not null,
  user_id uuid not null,
  estate_id uuid not null,
  -- The party of the estate this person is, when the invitation came from one.
  party_id uuid,
  granted_by uuid,
  granted_at timestamptz not null,
  -- The last time one of their devices pulled (shown to the firm as "last looked").
  last_seen_at timestamptz,
  primary key (user_id, estate_id)
);
create index estate_access_estate on estate_access (organization, estate_id);

-- The estates and files a record belonged to before its estate or file was changed.
alter table records add column former_matters text[] not null default '{}';

-- What a device held when it was last answered: the scope it was served under and, while a
-- backfill of newly visible matters is under way, how far it got. Pulls name it by its hash.
create table scope_states (
  hash text primary key,
  organization uuid not null,
  state jsonb not null,
  created_at timestamptz not null default now()
);
