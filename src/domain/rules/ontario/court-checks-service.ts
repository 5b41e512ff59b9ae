import type { CourtCheck, CourtCheckContext } from './court-checks.ts';

const SERVICE_RULE = 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, r. 74.18(3)';
const MAIL_RULE = 'Rules of Civil Procedure, R.R.O. 1990, Reg. 194, rr. 16.06(1) and 74.18(3)';

/**
 * Checks of who is served (docs/behaviour.md#court-checks), each an error that stops the court
 * documents until the party's record is corrected:
 * - a person with an interest served only through the applicant (the applicant is also their
 *   estate trustee, attorney or guardian) has had no notice independent of the accounts the
 *   unopposed judgment assumes (r. 74.18(3)): someone else must be named to be served for them
 *   (a co-trustee of their estate, their attorney), and is then printed in Forms 74.44 and 16B;
 * - a person served with no address: the notice is mailed to the address of each person served
 *   (r. 16.06(1)), and Forms 74.44 and 16B print it.
 * Neither is a suspicion a person could dismiss: the fix is on the party's form, which each links to.
 */
export function serviceChecks(ctx: CourtCheckContext): CourtCheck[] {
  const through = (ctx.servedThroughApplicant ?? []).map(
    (c): CourtCheck => ({
      key: `served-through-applicant:${c.partyId}`,
      severity: 'error',
      dismissable: false,
      message: `${c.name} is served only through ${c.applicant}, the applicant, who also acts for them: the notice, the accounts and the draft judgment would reach no one independent of the accounts. Name on ${c.name}’s record the person actually served for them (a co-trustee of their estate, their attorney or guardian of property) with that person’s address.`,
      source: SERVICE_RULE,
      fixes: [{ label: `Open ${c.name}’s record`, target: { kind: 'party', id: c.partyId } }],
    }),
  );
  const unaddressed = (ctx.servedWithoutAddress ?? []).map(
    (c): CourtCheck => ({
      key: `served-without-address:${c.partyId}`,
      severity: 'error',
      dismissable: false,
      message: c.servedOn
        ? `${c.servedOn}, served for ${c.name}, has no address: the notice is mailed to each person served at their address, and Forms 74.44 and 16B print it. Enter ${c.servedOn}’s address on ${c.name}’s record.`
        : `${c.name} is served but has no address: the notice is mailed to each person served at their address, and Forms 74.44 and 16B print it. Enter the address on ${c.name}’s record.`,
      source: MAIL_RULE,
      fixes: [{ label: `Open ${c.name}’s record`, target: { kind: 'party', id: c.partyId } }],
    }),
  );
  return [...through, ...unaddressed];
}
