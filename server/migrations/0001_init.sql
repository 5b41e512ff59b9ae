-- Every synced record of every firm: one row per record, the entity's fields in `data`.
-- Versions are per organization and strictly increasing, so a pull is "everything after N".
create table records (
  id uuid primary key,
  organization uuid not null,
  entity text not null,
  version bigint not null,
  data jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  created_by uuid,
  updated_by uuid
);
create index records_org_version on records (organization, version);
create index records_org_entity on records (organization, entity, updated_at desc);
create index records_org_estate on records (organization, entity, (data ->> 'estate'));

-- One row per organization; updating it serialises the firm's writes, so versions commit in order.
create table org_clock (
  organization uuid primary key,
  version bigint not null default 0
);

-- Who changed what, from what to what.
create table history (
  id bigserial primary key,
  organization uuid not null,
  entity text not null,
  record_id uuid not null,
  version bigint not null,
  user_id uuid,
  at timestamptz not null,
  op text not null,
  changes jsonb not null,
  mutation_id text,
  -- The sync client that made the change: its own later edits never conflict with it.
  client_id uuid
);
create index history_record on history (record_id, version);

-- Sign-in identities; the synced user record never carries the hash.
create table credentials (
  user_id uuid primary key,
  organization uuid not null,
  email text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now()
);

-- Failed sign-ins per email (known or not, so throttling reveals nothing), kept in the database so
-- every server process sees the same state.
create table login_attempts (
  email text primary key,
  failures integer not null default 0,
  locked_until timestamptz,
  last_failure_at timestamptz
);

create table document_contents (
  document_id uuid primary key,
  organization uuid not null,
  mime_type text not null,
  size integer not null,
  content bytea not null,
  updated_at timestamptz not null
);

-- Server-wide settings such as the generated token-signing secret, shared by every process.
create table server_settings (
  key text primary key,
  value text not null
);
