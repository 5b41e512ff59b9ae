-- Tamper evidence for the activity log (docs/architecture.md#activity-log): each entry carries the
-- SHA-256 of the firm's entry before it and its own, computed over its fields, so an entry changed,
-- removed or slipped in afterwards breaks the chain; the firm's newest entry and hash are kept here
-- too, so removing the newest entries shows as well. Entries written before this have no hash and
-- are reported as older than the chain.
alter table security_events add column prev_hash text;
alter table security_events add column hash text;
create table activity_chain_heads (
  organization uuid primary key,
  last_id bigint not null,
  last_hash text not null
);
