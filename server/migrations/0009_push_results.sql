-- A push's results are kept as one row per batch, not one per mutation (docs/architecture.md#push):
-- a batch's results are consecutive seqs, and storing 500 rows cost a push more than any other of
-- its statements after the records and their history. A replay reads the rows whose seq range
-- meets the seqs it names.
alter table sync_results rename to sync_results_by_seq;

create table sync_results (
  client_id uuid not null,
  first_seq bigint not null,
  last_seq bigint not null,
  -- One MutationResult per seq from first_seq to last_seq, in order. Kept as json text: it is
  -- only ever read whole, and jsonb's conversion cost a push about 1 ms per 1,000 results.
  results json not null,
  primary key (client_id, last_seq)
);

insert into sync_results (client_id, first_seq, last_seq, results)
select client_id, seq, seq, json_build_array(result) from sync_results_by_seq;

drop table sync_results_by_seq;
