-- A provider sign-in is finished only by the tab that began it (docs/oidc.md#the-flow): the tab
-- keeps a one-time value in its session storage and sends it with the start; the login keeps its
-- SHA-256, and the finish must present the value. A cookie planted by another site on this host
-- can then bind the browser to someone else's login, but never finish it in this tab.
alter table oidc_logins add column tab_hash text;
