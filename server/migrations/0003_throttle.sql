-- Fixed-window counters for throttled requests (sign-ins per client address, registrations, and
-- later invitations and password resets), kept in the database so every server process agrees.
create table throttle_counters (
  scope text not null,
  key text not null,
  hits integer not null,
  window_start timestamptz not null,
  primary key (scope, key)
);
