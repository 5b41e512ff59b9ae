-- One row per device/tab install of a user: the highest mutation seq applied for it.
create table sync_clients (
  client_id uuid primary key,
  user_id uuid not null,
  organization uuid not null,
  last_seq bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The result of every applied mutation, so a replay after a lost response gets the same answer.
create table sync_results (
  client_id uuid not null,
  seq bigint not null,
  mutation_id text not null,
  result jsonb not null,
  primary key (client_id, seq)
);
