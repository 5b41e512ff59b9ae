-- Sign-in failures counted per client (OWASP Authentication Cheat Sheet, "device cookies",
-- docs/architecture.md#authentication-and-throttling): every client without a device cookie for the
-- account shares the 'untrusted' count, and each device that has signed in to it before has its own
-- ('device:' and its cookie's SHA-256), so a stranger's wrong passwords never lock out a known device.
alter table login_attempts add column client text not null default 'untrusted';
alter table login_attempts drop constraint login_attempts_pkey;
alter table login_attempts add primary key (email, client);
