-- Provider sign-in is the firm's own choice (docs/oidc.md#the-firms-rules): the firm names its
-- provider, and only that provider signs its people in and counts for its two-factor rule. A firm
-- that never chose one signs in with email and password. Firms whose people already signed in with
-- a provider keep it: the provider most of their identities came from.
alter table firm_sign_in add column provider text;

update firm_sign_in f set provider = (
  select i.provider from oidc_identities i where i.organization = f.organization
  group by i.provider order by count(*) desc, i.provider limit 1)
where f.methods <> 'password';

insert into firm_sign_in (organization, methods, domains, recheck_days, updated_at, provider)
select i.organization, 'both', '{}', 1, now(),
  (select j.provider from oidc_identities j where j.organization = i.organization
   group by j.provider order by count(*) desc, j.provider limit 1)
from (select distinct organization from oidc_identities) i
on conflict (organization) do nothing;
