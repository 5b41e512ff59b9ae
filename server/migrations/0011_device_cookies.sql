-- Device cookies (OWASP's "device cookie" scheme, docs/architecture.md#authentication-and-throttling):
-- a browser that has signed in to an account gets a random token in a cookie of its own; a later
-- sign-in to that account from it is held only by the per-account limit, not the per-address one.
-- Only the token's SHA-256 is kept, with the accounts (emails) it has signed in to.
create table device_cookies (
  token_hash text not null,
  email text not null,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  primary key (token_hash, email)
);
create index device_cookies_last_used on device_cookies (last_used_at);
