-- The email the provider vouched for when it last confirmed this session (docs/oidc.md#two-factor-settings-and-the-sign-in-email):
-- someone with no password here may change their sign-in email only to that address, the one they
-- will sign in with next time.
alter table sessions add column reauthenticated_email text;
