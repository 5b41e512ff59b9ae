/**
 * A beneficiary's account and a colleague's are different things (docs/behaviour.md#beneficiary-access):
 * a role change never turns one into the other. Answers why not, or null when the change may go on.
 */
export function roleChangeRefusal(from: unknown, to: unknown): string | null {
  if (from === to) return null;
  if (from === 'Beneficiary')
    return 'A beneficiary cannot be given a firm role. Invite them as a colleague with an email of their own.';
  if (to === 'Beneficiary')
    return 'A colleague cannot be made a beneficiary. Invite the beneficiary to the estate with an email of their own.';
  return null;
}
