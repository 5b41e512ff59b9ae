-- Whether a device session began with a second factor (docs/architecture.md#two-factor-sign-in):
-- when the firm comes to require two-factor sign-in, or a person turns it on, the sessions that
-- began with a password alone end and cannot be refreshed, so every device signs in with a code.
alter table sessions add column second_factor boolean not null default false;
