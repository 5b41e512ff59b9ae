-- The last time the person of this session proved who they are again, by typing their password for
-- a change that asks for it (docs/architecture.md#step-up): for a few minutes after it, or after the
-- sign-in itself (created_at), or a confirmation at the firm's provider (reauthenticated_at), such
-- changes go through without asking again.
alter table sessions add column stepped_up_at timestamptz;
