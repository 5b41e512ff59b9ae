-- Live updates (docs/architecture.md#live-updates): a committed change of a firm's records, or of
-- a beneficiary's access, announces the firm on the `record_changes` channel. NOTIFY is delivered
-- at commit and never for a rollback, and identical payloads of one transaction are delivered once,
-- so a push of 1,000 changes is one announcement. Every server instance LISTENs and pokes its own
-- event streams; on PGlite the same happens inside the one process.
create function announce_record_changes() returns trigger language plpgsql as $$
begin
  perform pg_notify('record_changes', o::text) from (select distinct organization as o from changed) firms;
  return null;
end
$$;

-- A trigger with a transition table names one event only, hence one per event.
create trigger records_announce_insert after insert on records
  referencing new table as changed for each statement execute function announce_record_changes();
create trigger records_announce_update after update on records
  referencing new table as changed for each statement execute function announce_record_changes();
-- A beneficiary given or refused an estate sees more or less: their device pulls. `last_seen_at`
-- changes on every pull of theirs and announces nothing.
create trigger estate_access_announce_insert after insert on estate_access
  referencing new table as changed for each statement execute function announce_record_changes();
create trigger estate_access_announce_delete after delete on estate_access
  referencing old table as changed for each statement execute function announce_record_changes();
