-- The firm's security event log (docs/architecture.md#activity-log): sign-ins, lockouts,
-- two-factor changes, invitations, role changes, device sign-outs, disables, report downloads.
-- Names are copied in at the time, so the log still reads after a person is removed.
create table security_events (
  id bigserial primary key,
  organization uuid not null,
  at timestamptz not null,
  kind text not null,
  actor_id uuid,
  actor_name text,
  subject_id uuid,
  subject_name text,
  address text,
  detail jsonb not null default '{}'::jsonb
);
create index security_events_org_at on security_events (organization, at desc, id desc);
