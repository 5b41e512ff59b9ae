-- A sign-up waiting for its emailed link (docs/behaviour.md#sign-up-by-email): when the server can
-- send mail, a new firm is made only once the address's owner opens the link, so the answer to a
-- sign-up is the same for an address in use and a free one. Only the link's SHA-256 is kept; the
-- password is kept as the hash its account will have. One waiting sign-up per address.
create table sign_up_links (
  token_hash text primary key,
  email text not null unique,
  name text not null,
  organization_name text not null,
  password_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
